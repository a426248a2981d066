// European roulette: 37 pockets (0–36). Every spot names the numbers it covers, so a bet is self-describing and
// validated against the layout: 3 columns × 12 rows, number n at row ⌈n/3⌉, column (n − 1) mod 3 + 1.
import { assertAmount, defaultLimit } from './money';
import type { FloatSource, SharedTableDef, SpotLimit } from './types';

export type RouletteColor = 'red' | 'black' | 'green';

export type RouletteResult = { pocket: number; color: RouletteColor };

export type RouletteSummary = {
  pocket: number;
  color: RouletteColor;
  /** Null on zero, which is neither odd nor even, low nor high, in no dozen and no column. */
  parity: 'odd' | 'even' | null;
  half: 'low' | 'high' | null;
  dozen: 1 | 2 | 3 | null;
  column: 1 | 2 | 3 | null;
};

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const RED = new Set(RED_NUMBERS);

export const rouletteColor = (pocket: number): RouletteColor =>
  pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';

/** One float: pocket = ⌊f × 37⌋. */
export const spinRoulette = (rng: FloatSource): RouletteResult => {
  const pocket = Math.floor(rng.next() * 37);
  return { pocket, color: rouletteColor(pocket) };
};

/** Net pay (to 1) of each kind of spot. */
export const ROULETTE_PAYS = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
} as const;
export type RouletteSpotKind = keyof typeof ROULETTE_PAYS;

/** Default limits of a spot kind: stake max keeps the win within the default cap (a straight up to 28,571). */
const limitOf = (spot: string, kind: RouletteSpotKind): SpotLimit =>
  defaultLimit(spot, `${ROULETTE_PAYS[kind]}:1`, ROULETTE_PAYS[kind]);

type Spot = { kind: RouletteSpotKind; numbers: number[] };

const spots = new Map<string, Spot>();
const add = (kind: RouletteSpotKind, numbers: number[], name?: string) =>
  spots.set(name ?? `${kind}:${numbers.join('-')}`, { kind, numbers });

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
};

for (let n = 0; n <= 36; n++) add('straight', [n]);
// Splits: side by side in a row, one above the other in a column, and zero with each of 1, 2, 3.
for (const n of [1, 2, 3]) add('split', [0, n]);
for (let n = 1; n <= 36; n++) {
  if (n % 3 !== 0) add('split', [n, n + 1]);
  if (n + 3 <= 36) add('split', [n, n + 3]);
}
// Streets: a row of three; with zero, the trios 0-1-2 and 0-2-3.
add('street', [0, 1, 2]);
add('street', [0, 2, 3]);
for (let n = 1; n <= 34; n += 3) add('street', [n, n + 1, n + 2]);
// Corners: a 2 × 2 square; with zero, the first four 0-1-2-3 (paid 8:1 like a corner).
add('corner', [0, 1, 2, 3]);
for (let n = 1; n <= 32; n++) if (n % 3 !== 0) add('corner', [n, n + 1, n + 3, n + 4]);
// Six lines: two adjacent rows.
for (let n = 1; n <= 31; n += 3) add('line', range(n, n + 5));
for (const c of [1, 2, 3]) add('column', range(c, 36, 3), `column:${c}`);
for (const d of [1, 2, 3]) add('dozen', range(12 * d - 11, 12 * d), `dozen:${d}`);
add('red', [...RED_NUMBERS], 'red');
add(
  'black',
  range(1, 36).filter((n) => !RED.has(n)),
  'black',
);
add('odd', range(1, 36, 2), 'odd');
add('even', range(2, 36, 2), 'even');
add('low', range(1, 18), 'low');
add('high', range(19, 36), 'high');

/** Every valid spot name, inside bets with their numbers ascending (e.g. "split:17-20", "corner:0-1-2-3"). */
export const ROULETTE_SPOTS: readonly string[] = [...spots.keys()];

/** The numbers a spot covers (ascending), or null if it is not a valid spot. */
export const rouletteNumbers = (spot: string): readonly number[] | null => spots.get(spot)?.numbers ?? null;

/** The kind of a valid spot, or null. */
export const rouletteSpotKind = (spot: string): RouletteSpotKind | null => spots.get(spot)?.kind ?? null;

/** Total return: stake × (pays + 1) when the pocket is covered, else 0 (even-money bets lose on zero). */
export const settleRoulette = (spot: string, amount: number, result: RouletteResult): number => {
  assertAmount(amount);
  const s = spots.get(spot);
  if (!s) throw new RangeError(`roulette has no spot "${spot}"`);
  return s.numbers.includes(result.pocket) ? amount * (ROULETTE_PAYS[s.kind] + 1) : 0;
};

/**
 * Every spot returns 36 units over the 37 pockets for each unit staked (n numbers × (36/n − 1 + 1)), so every
 * edge is 1/37 = 2.7027%.
 */
export const ROULETTE_HOUSE_EDGE: Record<string, number> = Object.fromEntries(ROULETTE_SPOTS.map((s) => [s, 1 / 37]));

export const ROULETTE: SharedTableDef<RouletteResult> = {
  game: 'roulette',
  names: { EN: 'Roulette', CN: '轮盘', VI: 'Roulette', JA: 'ルーレット', TH: 'รูเล็ต', TY: 'Roulette', ID: 'Rolet' },
  spots: [...spots].map(([name, s]) => limitOf(name, s.kind)),
  draw: spinRoulette,
  settle: settleRoulette,
  isSpot: (spot) => spots.has(spot),
  summary: (r): RouletteSummary => {
    const n = r.pocket;
    if (n === 0) return { pocket: 0, color: 'green', parity: null, half: null, dozen: null, column: null };
    return {
      pocket: n,
      color: r.color,
      parity: n % 2 === 1 ? 'odd' : 'even',
      half: n <= 18 ? 'low' : 'high',
      dozen: Math.ceil(n / 12) as 1 | 2 | 3,
      column: (((n - 1) % 3) + 1) as 1 | 2 | 3,
    };
  },
  houseEdge: ROULETTE_HOUSE_EDGE,
};
