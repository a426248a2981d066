// Hot / cold numbers (the spec's "Vietnamese numbers, count 100"): how often each 2-digit ending 00–99 came in the
// last N draws, and how many draws since each last came (lô gan).
import type { DrawResult } from './settle';
import { allNumbers, STRUCTURES } from './structures';

export type Frequency = {
  /** Draws counted (≤ last). */
  draws: number;
  /** counts[n]: occurrences of ending n over every prize of every station (a number twice in a draw counts 2). */
  counts: number[];
  /** Most frequent endings, most first (ties: lower number first). */
  hot: string[];
  /** Least frequent endings, least first (ties: lower number first). */
  cold: string[];
  /** Draws since each ending last came (0 = the latest draw), null when not within the window. */
  sinceLast: (number | null)[];
};

export const DEFAULT_FREQUENCY_WINDOW = 100;

const two = (n: number): string => String(n).padStart(2, '0');

/** Frequencies over the last `last` results (results in draw order, oldest first). */
export const numberFrequency = (
  results: readonly DrawResult[],
  options: { last?: number; top?: number } = {},
): Frequency => {
  const window = results.slice(-(options.last ?? DEFAULT_FREQUENCY_WINDOW));
  const top = options.top ?? 10;
  const counts = new Array<number>(100).fill(0);
  const sinceLast = new Array<number | null>(100).fill(null);
  window.forEach((result, i) => {
    const age = window.length - 1 - i;
    for (const table of Object.values(result.tables)) {
      for (const { number } of allNumbers(STRUCTURES[result.structure], table)) {
        const n = Number(number.slice(-2));
        counts[n]! += 1;
        sinceLast[n] = age;
      }
    }
  });
  const order = counts.map((c, n) => ({ c, n }));
  const hot = [...order]
    .sort((a, b) => b.c - a.c || a.n - b.n)
    .slice(0, top)
    .map((x) => two(x.n));
  const cold = [...order]
    .sort((a, b) => a.c - b.c || a.n - b.n)
    .slice(0, top)
    .map((x) => two(x.n));
  return { draws: window.length, counts, hot, cold, sinceLast };
};
