import { GAME_CATEGORIES, GAME_CLASSIFIES, LANGUAGES, parseMinor } from '@pagoda/contracts';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { gamesRepository } from './games.repository.js';

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || (typeof v === 'string' && /^(1|true|yes|y)$/i.test(v.trim())));

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, . _ -');

/** One game of an operator's import file (JSON array or CSV with the same column names). */
export const gameImportRowSchema = z.object({
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code'),
  gameCode: code,
  gameType: z.enum(GAME_CATEGORIES).optional(),
  nodeId: code.optional(),
  gameId: code.optional(),
  names: z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().max(120))
    .refine((n) => Boolean(n.EN), 'names.EN is required'),
  gameClassify: z.union([z.enum(GAME_CLASSIFIES), z.literal('')]).default(''),
  minBet: z
    .union([z.number(), z.string()])
    .transform((v, ctx) => {
      const minor = parseMinor(String(v).trim() || '0');
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'minBet: an amount with at most 2 decimals' });
        return z.NEVER;
      }
      return minor;
    })
    .default(0n),
  minLineNum: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Empty: the default game icon. */
  icon: z.string().trim().max(500).default(''),
  defaultPlayType: z.string().trim().max(32).default(''),
  tags: z
    .union([z.array(z.string().trim().max(32)), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split('|')).map((t) => t.trim()).filter(Boolean))
    .default([]),
  popularity: z.coerce.number().int().min(0).max(1_000_000).default(0),
  hot: flag.default(false),
  room: flag.default(false),
  enabled: flag.default(true),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type GameImportRow = z.output<typeof gameImportRowSchema>;

/** Minimal CSV (RFC 4180 quotes) → objects keyed by the header; name_XX columns become names.XX. */
export const parseGamesCsv = (text: string): Record<string, unknown>[] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((c) => c !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  row.push(cell);
  if (row.some((c) => c !== '')) rows.push(row);
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => {
    const out: Record<string, unknown> = {};
    const names: Record<string, string> = {};
    header.forEach((h, i) => {
      const key = h.trim();
      const value = cells[i] ?? '';
      const lang = /^name_([A-Za-z]{2})$/.exec(key)?.[1];
      if (lang) {
        if (value) names[lang.toUpperCase()] = value;
      } else if (value !== '') out[key] = value;
    });
    out.names = names;
    return out;
  });
};

/** What is wrong with one row of an import file (row: 1-based among the games). */
export type ImportRowError = { row: number; field: string; message: string };

/** The file's games before any check: a JSON list, or the CSV's rows as objects. */
export const readGamesFile = (text: string, format: 'json' | 'csv'): unknown[] => {
  let raw: unknown;
  try {
    raw = format === 'json' ? JSON.parse(text) : parseGamesCsv(text);
  } catch {
    throw new AppError(ErrorCode.ValidationFailed, 'The file is not valid JSON');
  }
  if (!Array.isArray(raw)) throw new AppError(ErrorCode.ValidationFailed, 'Expected a list of games');
  return raw;
};

/** Every row checked against the import rules: the good rows, and every problem of the bad ones. */
export const checkGameRows = (raw: unknown[], vendor?: string) => {
  const rows: GameImportRow[] = [];
  const errors: ImportRowError[] = [];
  raw.forEach((r, i) => {
    const withVendor = vendor && r && typeof r === 'object' ? { vendor, ...(r as Record<string, unknown>) } : r;
    const parsed = gameImportRowSchema.safeParse(withVendor);
    if (parsed.success) rows.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        errors.push({ row: i + 1, field: issue.path.join('.') || 'row', message: issue.message });
  });
  return { rows, errors };
};

/** The file's rows, checked; the message names the row and field of the first error. */
export const parseGamesFile = (text: string, format: 'json' | 'csv', vendor?: string): GameImportRow[] => {
  const { rows, errors } = checkGameRows(readGamesFile(text, format), vendor);
  const first = errors[0];
  if (first) throw new AppError(ErrorCode.ValidationFailed, `row ${first.row}: ${first.field}: ${first.message}`);
  return rows;
};

type CatalogueVendor = Awaited<ReturnType<typeof gamesRepository.listVendors>>[number];

/**
 * The catalogue vendor row a game goes under: the vendor in the row's category, or the vendor's only
 * category when the row names none; a message when there is no such vendor.
 */
export const vendorForRow = (
  vendors: readonly CatalogueVendor[],
  r: Pick<GameImportRow, 'vendor' | 'gameType'>,
): CatalogueVendor | string => {
  const own = vendors.filter((v) => v.code === r.vendor);
  const vendor = r.gameType ? own.find((v) => v.category === r.gameType) : own.length === 1 ? own[0] : undefined;
  return (
    vendor ?? `no vendor ${r.vendor}${r.gameType ? ` in ${r.gameType}` : own.length > 1 ? ' (give gameType)' : ''}`
  );
};

/**
 * Inserts or updates games by (vendor, gameCode). The vendor must exist for the brand; a game's
 * category defaults to the vendor's when it has only one.
 */
export const importGames = async (db: DbOrTx, merchantCode: string, rows: GameImportRow[]) => {
  const vendors = await gamesRepository.listVendors(db, merchantCode);
  let inserted = 0;
  let updated = 0;
  for (const [i, r] of rows.entries()) {
    const vendor = vendorForRow(vendors, r);
    if (typeof vendor === 'string') throw new AppError(ErrorCode.NotFound, `row ${i + 1}: ${vendor}`);
    const [res] = await gamesRepository.upsertGame(db, {
      merchantCode,
      vendorCode: vendor.code,
      gameType: vendor.category,
      gameCode: r.gameCode,
      nodeId: r.nodeId ?? `${vendor.code}_${r.gameCode}`,
      gameId: r.gameId ?? r.gameCode,
      vassalage: vendor.vassalage || vendor.code,
      names: r.names,
      gameClassify: r.gameClassify,
      minBet: r.minBet,
      minLineNum: r.minLineNum,
      icon: r.icon,
      defaultPlayType: r.defaultPlayType,
      tags: r.tags,
      popularity: r.popularity,
      isHot: r.hot,
      isRoom: r.room,
      enabled: r.enabled,
      sort: r.sort,
    });
    if (res?.inserted) inserted++;
    else updated++;
  }
  return { inserted, updated };
};
