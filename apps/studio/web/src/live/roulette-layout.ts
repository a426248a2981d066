// Where every roulette bet sits on the drawn layout: numbers in 3 rows × 12 columns (3, 6 … 36 on top), zero on
// the left, the 2:1 columns on the right, dozens and the even-money bets below. Inside bets are the lines and
// crossings between numbers, as on a real table. Units: one number cell is 10 × 10.

export type Zone = {
  spot: string;
  shape: 'cell' | 'edge' | 'dot';
  x: number;
  y: number;
  w: number;
  h: number;
  /** Where a chip on this spot is drawn. */
  cx: number;
  cy: number;
};

export const BOARD_W = 140;
export const BOARD_H = 50;
const C = 10;
/** Half the thickness of a split/street line's tap area, and the radius of a corner's. */
const EDGE = 1.8;

/** Row (0 at the top) and column (0 at the left) of number n ≥ 1. */
export const numberCell = (n: number): { row: number; col: number } => ({
  row: 2 - ((n - 1) % 3),
  col: Math.floor((n - 1) / 3),
});

const cell = (spot: string, x: number, y: number, w: number, h: number): Zone => ({
  spot,
  shape: 'cell',
  x,
  y,
  w,
  h,
  cx: x + w / 2,
  cy: y + h / 2,
});

const hEdge = (spot: string, x: number, y: number): Zone => ({
  spot,
  shape: 'edge',
  x: x + 2,
  y: y - EDGE,
  w: C - 4,
  h: EDGE * 2,
  cx: x + C / 2,
  cy: y,
});

const vEdge = (spot: string, x: number, y: number): Zone => ({
  spot,
  shape: 'edge',
  x: x - EDGE,
  y: y + 2,
  w: EDGE * 2,
  h: C - 4,
  cx: x,
  cy: y + C / 2,
});

const dot = (spot: string, x: number, y: number): Zone => ({
  spot,
  shape: 'dot',
  x: x - EDGE,
  y: y - EDGE,
  w: EDGE * 2,
  h: EDGE * 2,
  cx: x,
  cy: y,
});

const x0 = (col: number) => C + col * C;
const y0 = (row: number) => row * C;

/** Every zone: cells first, then the inside-bet lines and crossings drawn (and hit) above them. */
export const rouletteZones = (): Zone[] => {
  const cells: Zone[] = [cell('straight:0', 0, 0, C, 3 * C)];
  for (let n = 1; n <= 36; n++) {
    const { row, col } = numberCell(n);
    cells.push(cell(`straight:${n}`, x0(col), y0(row), C, C));
  }
  // The 2:1 boxes: the top row is column 3 (3, 6 … 36), the bottom row column 1.
  for (const c of [1, 2, 3]) cells.push(cell(`column:${c}`, x0(12), y0(3 - c), C, C));
  for (const d of [1, 2, 3]) cells.push(cell(`dozen:${d}`, x0((d - 1) * 4), 3 * C, 4 * C, C));
  (['low', 'even', 'red', 'black', 'odd', 'high'] as const).forEach((spot, i) =>
    cells.push(cell(spot, x0(i * 2), 4 * C, 2 * C, C)),
  );

  const inside: Zone[] = [];
  for (let n = 1; n <= 36; n++) {
    const { row, col } = numberCell(n);
    // n and n + 1 share the line above n; n and n + 3 the line to its right.
    if (n % 3 !== 0) inside.push(hEdge(`split:${n}-${n + 1}`, x0(col), y0(row)));
    if (n + 3 <= 36) inside.push(vEdge(`split:${n}-${n + 3}`, x0(col + 1), y0(row)));
    if (n % 3 !== 0 && n + 4 <= 36) inside.push(dot(`corner:${n}-${n + 1}-${n + 3}-${n + 4}`, x0(col + 1), y0(row)));
  }
  for (let col = 0; col < 12; col++) {
    const n = col * 3 + 1;
    inside.push(hEdge(`street:${n}-${n + 1}-${n + 2}`, x0(col), 3 * C));
    if (col < 11) inside.push(dot(`line:${[0, 1, 2, 3, 4, 5].map((k) => n + k).join('-')}`, x0(col + 1), 3 * C));
  }
  for (const n of [1, 2, 3]) inside.push(vEdge(`split:0-${n}`, C, y0(numberCell(n).row)));
  inside.push(dot('street:0-2-3', C, C));
  inside.push(dot('street:0-1-2', C, 2 * C));
  inside.push(dot('corner:0-1-2-3', C, 3 * C));
  return [...cells, ...inside];
};
