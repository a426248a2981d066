// The scoreboards of the live tables, built from round summaries (newest last): baccarat's bead plate and
// big road, the dragon-tiger road, roulette's recent, hot and cold numbers, and sic bo's dice history.
// Pure functions, so the placement rules are unit-tested without a browser.

/** One round on a road: who won (null for a tie) and the pair side bets that hit. */
export type RoadEntry<W extends string = string> = {
  winner: W | null;
  playerPair?: boolean;
  bankerPair?: boolean;
};

export const ROAD_ROWS = 6;

/** A bead plate cell: every round in order, top to bottom, then the next column. */
export type Bead<W extends string = string> = RoadEntry<W> & { col: number; row: number; index: number };

/**
 * The bead plate: one bead per round (ties included), columns of `rows`. When there are more rounds than
 * `cols × rows`, whole columns are dropped from the left so the newest rounds stay visible and in place.
 */
export const beadPlate = <W extends string>(
  entries: readonly RoadEntry<W>[],
  cols: number,
  rows: number = ROAD_ROWS,
): Bead<W>[] => {
  const usedCols = Math.ceil(entries.length / rows);
  const dropCols = Math.max(0, usedCols - cols);
  const start = dropCols * rows;
  return entries.slice(start).map((e, i) => ({ ...e, col: Math.floor(i / rows), row: i % rows, index: start + i }));
};

/** A big road cell: one per decided round; ties are counted on the cell they follow. */
export type BigRoadCell<W extends string = string> = {
  col: number;
  row: number;
  winner: W;
  /** Ties that came right after this round (drawn as a slash with the count when more than one). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** Index of the column in the logical road (the streak), which the dragon tail may spill out of. */
  streak: number;
};

export type BigRoad<W extends string = string> = {
  cells: BigRoadCell<W>[];
  /** Ties before the first decided round: shown on the first cell once it exists. */
  leadingTies: number;
  /** Columns used, tails included. */
  width: number;
};

/**
 * The big road: a new column for every change of winner; a streak runs down its column and, when it reaches
 * the last row or a cell already taken by an earlier tail, turns right along that row (the dragon tail). Ties
 * take no cell: they are counted on the previous cell, and pairs of any round are marked on the cell that
 * stands for it.
 */
export const bigRoad = <W extends string>(entries: readonly RoadEntry<W>[], rows: number = ROAD_ROWS): BigRoad<W> => {
  const cells: BigRoadCell<W>[] = [];
  const taken = new Set<string>();
  const key = (c: number, r: number) => `${c}:${r}`;
  let leadingTies = 0;
  let leadingPlayerPair = false;
  let leadingBankerPair = false;
  let streak = -1;
  let streakCol = -1;
  let width = 0;
  for (const e of entries) {
    const last = cells.at(-1);
    if (e.winner === null) {
      if (last) {
        last.ties += 1;
        last.playerPair ||= Boolean(e.playerPair);
        last.bankerPair ||= Boolean(e.bankerPair);
      } else {
        leadingTies += 1;
        leadingPlayerPair ||= Boolean(e.playerPair);
        leadingBankerPair ||= Boolean(e.bankerPair);
      }
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.winner !== e.winner) {
      streak += 1;
      streakCol += 1;
      // A long tail can run under the next column's top only if it turned at row 0; skip right past it.
      while (taken.has(key(streakCol, 0))) streakCol += 1;
      col = streakCol;
      row = 0;
    } else if (last.row + 1 < rows && last.col === streakCol && !taken.has(key(last.col, last.row + 1))) {
      col = last.col;
      row = last.row + 1;
    } else {
      col = last.col + 1;
      row = last.row;
    }
    const first = cells.length === 0;
    cells.push({
      col,
      row,
      winner: e.winner,
      ties: 0,
      playerPair: Boolean(e.playerPair) || (first && leadingPlayerPair),
      bankerPair: Boolean(e.bankerPair) || (first && leadingBankerPair),
      streak,
    });
    taken.add(key(col, row));
    width = Math.max(width, col + 1);
  }
  return { cells, leadingTies, width };
};

/** The last `cols` columns of a big road, renumbered from 0 (the board scrolls with the game). */
export const visibleRoad = <W extends string>(road: BigRoad<W>, cols: number): BigRoad<W> => {
  const from = Math.max(0, road.width - cols);
  if (from === 0) return road;
  return {
    cells: road.cells.filter((c) => c.col >= from).map((c) => ({ ...c, col: c.col - from })),
    leadingTies: 0,
    width: road.width - from,
  };
};

/** Counts of each winner (ties under 'tie'), for the board's totals line. */
export const roadTotals = <W extends string>(entries: readonly RoadEntry<W>[]): Map<W | 'tie', number> => {
  const totals = new Map<W | 'tie', number>();
  for (const e of entries) {
    const k: W | 'tie' = e.winner ?? 'tie';
    totals.set(k, (totals.get(k) ?? 0) + 1);
  }
  return totals;
};

// ---- roulette ----

/** European single-zero wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'red' | 'black' | 'green';

export const pocketColour = (n: number): PocketColour => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

export type NumberHeat = { number: number; count: number };

/**
 * Hot and cold numbers over the last `window` spins: hot are the most frequent (on equal counts, the one seen
 * most recently first), cold the least frequent, never-seen numbers included (on equal counts, the one unseen
 * longest first, then the lower number).
 */
export const hotCold = (
  pockets: readonly number[],
  size = 5,
  window = 100,
): { hot: NumberHeat[]; cold: NumberHeat[]; spins: number } => {
  const recent = pockets.slice(-window);
  const count = new Array<number>(37).fill(0);
  const lastSeen = new Array<number>(37).fill(-1);
  recent.forEach((n, i) => {
    if (Number.isInteger(n) && n >= 0 && n <= 36) {
      count[n] = count[n]! + 1;
      lastSeen[n] = i;
    }
  });
  const all = count.map((c, n) => ({ number: n, count: c }));
  const hot = [...all]
    .filter((h) => h.count > 0)
    .sort((a, b) => b.count - a.count || lastSeen[b.number]! - lastSeen[a.number]! || a.number - b.number)
    .slice(0, size);
  const cold = [...all]
    .sort((a, b) => a.count - b.count || lastSeen[a.number]! - lastSeen[b.number]! || a.number - b.number)
    .slice(0, size);
  return { hot, cold, spins: recent.length };
};

// ---- sic bo ----

export type DiceClass = 'big' | 'small' | 'triple';

/** Big is 11–17, small 4–10, and any triple is neither (both bets lose on it). */
export const diceClass = (dice: readonly number[]): DiceClass => {
  const [a, b, c] = dice;
  if (a !== undefined && a === b && b === c) return 'triple';
  return dice.reduce((s, d) => s + d, 0) >= 11 ? 'big' : 'small';
};

/** The table's chips: 1, 5, 25, 100 and 500 times its smallest minimum, up to its largest maximum. */
export const chipValues = (limits: readonly { min: number; max: number }[]): number[] => {
  if (limits.length === 0) return [];
  const min = Math.max(1, Math.min(...limits.map((l) => l.min)));
  const max = Math.max(...limits.map((l) => l.max));
  return [1, 5, 25, 100, 500].map((k) => k * min).filter((v) => v <= max);
};
