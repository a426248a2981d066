import { type PrizeTables, type Structure } from './prize-tables';

/**
 * A result file, checked against the draw's structure before anything is sent. Two formats (docs/lottery.md,
 * "Back office"):
 * - JSON: the operations API's tables, `{ "MB": { "DB": ["12345"], "G1": ["54321"], ... } }`, or the same
 *   under `"tables"`;
 * - CSV: one number per line, `station,prize,number` (a header line with these names is optional), the
 *   numbers of a prize in prize order. Numbers keep their leading zeros (write them as text).
 * Every station and prize of the structure must be there with exactly its count of numbers of its digits.
 */
export type ImportProblem =
  | { kind: 'syntax'; line?: number }
  | { kind: 'station'; station: string }
  | { kind: 'prize'; station: string; prize: string }
  | { kind: 'count'; station: string; prize: string; expected: number; got: number }
  | { kind: 'digits'; station: string; prize: string; number: string; digits: number }
  | { kind: 'missing'; station: string; prize?: string };

export type ImportResult = { tables: PrizeTables; problems: ImportProblem[] };

const HEADER = /^\s*station\s*,\s*prize\s*,\s*number\s*$/i;

const parseCsv = (text: string): { tables: PrizeTables; problems: ImportProblem[] } => {
  const tables: PrizeTables = {};
  const problems: ImportProblem[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      if (!raw.trim() || (i === 0 && HEADER.test(raw))) return;
      const cells = raw.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
      if (cells.length !== 3 || cells.some((c) => c === '')) {
        problems.push({ kind: 'syntax', line: i + 1 });
        return;
      }
      const [station, prize, number] = cells as [string, string, string];
      ((tables[station] ??= {})[prize] ??= []).push(number);
    });
  return { tables, problems };
};

const parseJson = (text: string): { tables: PrizeTables; problems: ImportProblem[] } => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { tables: {}, problems: [{ kind: 'syntax' }] };
  }
  const root = data && typeof data === 'object' && 'tables' in data ? data.tables : data;
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  if (!isRecord(root)) return { tables: {}, problems: [{ kind: 'syntax' }] };
  const tables: PrizeTables = {};
  for (const [station, prizes] of Object.entries(root)) {
    if (!isRecord(prizes)) return { tables: {}, problems: [{ kind: 'syntax' }] };
    for (const [prize, numbers] of Object.entries(prizes)) {
      if (!Array.isArray(numbers) || numbers.some((n) => typeof n !== 'string'))
        return { tables: {}, problems: [{ kind: 'syntax' }] };
      (tables[station] ??= {})[prize] = (numbers as string[]).map((n) => n.trim());
    }
  }
  return { tables, problems: [] };
};

/** Parses a pasted or uploaded result (JSON when it starts with `{`, else CSV) and checks it against `structure`. */
export const parseResultFile = (text: string, structure: Structure): ImportResult => {
  const parsed = text.trim().startsWith('{') ? parseJson(text) : parseCsv(text);
  const problems = [...parsed.problems];
  if (problems.some((p) => p.kind === 'syntax')) return { tables: parsed.tables, problems };
  const known = new Map(structure.map((s) => [s.station, new Map(s.prizes.map((p) => [p.prize, p]))]));
  for (const [station, prizes] of Object.entries(parsed.tables)) {
    const prizesOf = known.get(station);
    if (!prizesOf) {
      problems.push({ kind: 'station', station });
      continue;
    }
    for (const [prize, numbers] of Object.entries(prizes)) {
      const p = prizesOf.get(prize);
      if (!p) {
        problems.push({ kind: 'prize', station, prize });
        continue;
      }
      if (numbers.length !== p.count)
        problems.push({ kind: 'count', station, prize, expected: p.count, got: numbers.length });
      for (const number of numbers)
        if (!new RegExp(`^\\d{${p.digits}}$`).test(number))
          problems.push({ kind: 'digits', station, prize, number, digits: p.digits });
    }
  }
  for (const s of structure) {
    if (!parsed.tables[s.station]) {
      problems.push({ kind: 'missing', station: s.station });
      continue;
    }
    for (const p of s.prizes)
      if (!parsed.tables[s.station]?.[p.prize]) problems.push({ kind: 'missing', station: s.station, prize: p.prize });
  }
  return { tables: parsed.tables, problems };
};
