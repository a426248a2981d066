// Sic bo: three dice, the Atlantic City pay table as the Wizard of Odds lists it (see docs/studio-tables.md).
import { assertAmount, defaultLimit } from './money';
import type { FloatSource, SharedTableDef, SpotLimit } from './types';

export type Die = 1 | 2 | 3 | 4 | 5 | 6;

export type SicBoResult = { dice: [Die, Die, Die]; total: number; triple: boolean };

export type SicBoSummary = {
  dice: [Die, Die, Die];
  total: number;
  /** Small 4–10, big 11–17; a triple is neither. */
  size: 'small' | 'big' | 'triple';
  parity: 'odd' | 'even' | 'triple';
};

/** Rolls three dice, one float each in order: die = ⌊f × 6⌋ + 1. */
export const rollSicBo = (rng: FloatSource): SicBoResult => {
  const roll = (): Die => (Math.floor(rng.next() * 6) + 1) as Die;
  const dice: [Die, Die, Die] = [roll(), roll(), roll()];
  return sicBoResult(dice);
};

/** The result of given dice (for tests, replays and the UI). */
export const sicBoResult = (dice: [Die, Die, Die]): SicBoResult => ({
  dice,
  total: dice[0] + dice[1] + dice[2],
  triple: dice[0] === dice[1] && dice[1] === dice[2],
});

/** Net pay (to 1) of a winning total bet, 4 … 17. */
export const SICBO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

type SpotRule = {
  limit: SpotLimit;
  /** Net pay multiple for these dice (0 = lost). */
  pays: (r: SicBoResult) => number;
};

const count = (r: SicBoResult, face: number): number =>
  (r.dice[0] === face ? 1 : 0) + (r.dice[1] === face ? 1 : 0) + (r.dice[2] === face ? 1 : 0);

const won = (win: boolean, multiple: number): number => (win ? multiple : 0);

const FACES = [1, 2, 3, 4, 5, 6] as const;

const rules = new Map<string, SpotRule>();
const add = (spot: string, pays: string, top: number, rule: SpotRule['pays']) =>
  rules.set(spot, { limit: defaultLimit(spot, pays, top), pays: rule });

add('small', '1:1', 1, (r) => won(!r.triple && r.total <= 10, 1));
add('big', '1:1', 1, (r) => won(!r.triple && r.total >= 11, 1));
add('odd', '1:1', 1, (r) => won(!r.triple && r.total % 2 === 1, 1));
add('even', '1:1', 1, (r) => won(!r.triple && r.total % 2 === 0, 1));
for (let total = 4; total <= 17; total++) {
  const pays = SICBO_TOTAL_PAYS[total]!;
  add(`total:${total}`, `${pays}:1`, pays, (r) => won(r.total === total, pays));
}
for (const face of FACES) add(`triple:${face}`, '180:1', 180, (r) => won(count(r, face) === 3, 180));
add('any-triple', '30:1', 30, (r) => won(r.triple, 30));
for (const face of FACES) add(`double:${face}`, '10:1', 10, (r) => won(count(r, face) >= 2, 10));
for (const a of FACES) {
  for (const b of FACES) {
    if (a < b) add(`combo:${a}-${b}`, '5:1', 5, (r) => won(count(r, a) >= 1 && count(r, b) >= 1, 5));
  }
}
// One, two or three dice showing the face pay 1, 2 or 3 to 1.
for (const face of FACES) add(`single:${face}`, '1:1, 2:1, 3:1', 3, (r) => count(r, face));

export const SICBO_SPOTS: readonly string[] = [...rules.keys()];

/** Total return of a bet on `spot`: the stake plus its net pay, or 0. */
export const settleSicBo = (spot: string, amount: number, result: SicBoResult): number => {
  assertAmount(amount);
  const rule = rules.get(spot);
  if (!rule) throw new RangeError(`sic bo has no spot "${spot}"`);
  const multiple = rule.pays(result);
  return multiple > 0 ? amount * (multiple + 1) : 0;
};

/**
 * Every spot's exact edge over the 216 equally likely rolls: 1 − Σ return ÷ (216 × stake). Computed once here
 * from the pay rules; the tests check it against the figures in docs/studio-tables.md.
 */
const exactEdges = (): Record<string, number> => {
  const edges: Record<string, number> = {};
  for (const [spot, rule] of rules) {
    let returned = 0;
    for (const a of FACES) {
      for (const b of FACES) {
        for (const c of FACES) {
          const multiple = rule.pays(sicBoResult([a, b, c]));
          if (multiple > 0) returned += multiple + 1;
        }
      }
    }
    edges[spot] = 1 - returned / 216;
  }
  return edges;
};

export const SICBO_HOUSE_EDGE: Record<string, number> = exactEdges();

export const SICBO: SharedTableDef<SicBoResult> = {
  game: 'sicbo',
  names: { EN: 'Sic Bo', CN: '骰宝', VI: 'Tài Xỉu', JA: 'シックボー', TH: 'ไฮโล', TY: 'Sic Bo', ID: 'Sic Bo' },
  spots: [...rules.values()].map((r) => r.limit),
  draw: rollSicBo,
  settle: settleSicBo,
  isSpot: (spot) => rules.has(spot),
  summary: (r): SicBoSummary => ({
    dice: r.dice,
    total: r.total,
    size: r.triple ? 'triple' : r.total <= 10 ? 'small' : 'big',
    parity: r.triple ? 'triple' : r.total % 2 === 1 ? 'odd' : 'even',
  }),
  houseEdge: SICBO_HOUSE_EDGE,
};
