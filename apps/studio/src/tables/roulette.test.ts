import { describe, expect, it } from 'vitest';
import { ROULETTE, ROULETTE_SPOTS, rouletteNumbers, spinRoulette, type RouletteResult } from './roulette';

/** Layout position of 1–36: row 1–12 from the zero end, column 1–3. */
const row = (n: number) => Math.ceil(n / 3);
const col = (n: number) => ((n - 1) % 3) + 1;
/** The red numbers as printed on a European wheel. */
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const spun = (pocket: number): RouletteResult => ROULETTE.draw({ next: () => (pocket + 0.5) / 37 });

/** Subsets of {0 … 36} of size k, ascending. */
const subsets = (k: number, from = 0): number[][] => {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let n = from; n <= 36; n++) for (const rest of subsets(k - 1, n + 1)) out.push([n, ...rest]);
  return out;
};

/** Whether numbers (ascending) form a valid inside bet of that size, decided from layout geometry alone. */
const validInside = (nums: number[]): boolean => {
  if (nums.includes(0)) {
    const key = nums.join('-');
    return ['0', '0-1', '0-2', '0-3', '0-1-2', '0-2-3', '0-1-2-3'].includes(key);
  }
  const rows = new Set(nums.map(row));
  const cols = new Set(nums.map(col));
  const rowSpan = Math.max(...rows) - Math.min(...rows) + 1;
  const colSpan = Math.max(...cols) - Math.min(...cols) + 1;
  switch (nums.length) {
    case 1:
      return true;
    case 2:
      return rowSpan * colSpan === 2;
    case 3:
      return rows.size === 1 && cols.size === 3;
    case 4:
      return rowSpan === 2 && colSpan === 2 && rows.size === 2 && cols.size === 2;
    case 6:
      return rowSpan === 2 && cols.size === 3;
    default:
      return false;
  }
};

const KIND_OF_SIZE: Record<number, string> = { 1: 'straight', 2: 'split', 3: 'street', 4: 'corner', 6: 'line' };

describe('roulette spots', () => {
  it('accepts exactly the inside bets the layout allows', () => {
    const wrong: string[] = [];
    for (const k of [1, 2, 3, 4]) {
      for (const nums of subsets(k)) {
        const spot = `${KIND_OF_SIZE[k]}:${nums.join('-')}`;
        if (ROULETTE.isSpot(spot) !== validInside(nums)) wrong.push(spot);
      }
    }
    // Six lines: every run of six consecutive numbers (the only candidates for two whole rows) and a few others.
    for (let n = 0; n <= 31; n++) {
      const nums = [n, n + 1, n + 2, n + 3, n + 4, n + 5];
      if (ROULETTE.isSpot(`line:${nums.join('-')}`) !== validInside(nums)) wrong.push(`line:${nums.join('-')}`);
    }
    expect(wrong).toEqual([]);
    expect(ROULETTE.isSpot('line:1-2-3-5-4-6')).toBe(false);
    expect(ROULETTE.isSpot('line:1-2-3-7-8-9')).toBe(false);
  });

  it('refuses names that are not canonical', () => {
    const bad = [
      'split:20-17',
      'split:17-17',
      'straight:37',
      'straight:-1',
      'straight:07',
      'straight:1.0',
      'straight:',
    ];
    bad.push('split:17-20-23', 'corner:1-2-4-5-6', 'dozen:0', 'dozen:4', 'column:0', 'red:1', 'Red', 'street:1-2');
    bad.push('straight 17', 'split:0-4', 'corner:1-2-3-4', '');
    for (const spot of bad) {
      expect(ROULETTE.isSpot(spot), spot).toBe(false);
      expect(() => ROULETTE.settle(spot, 100, spun(17)), spot).toThrow(RangeError);
    }
  });

  it('counts 157 spots: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines and the outside bets', () => {
    const kinds = new Map<string, number>();
    for (const spot of ROULETTE_SPOTS) kinds.set(spot.split(':')[0]!, (kinds.get(spot.split(':')[0]!) ?? 0) + 1);
    expect(Object.fromEntries(kinds)).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(ROULETTE.spots.map((s) => s.spot)).toEqual([...ROULETTE_SPOTS]);
  });
});

/** Numbers an outside bet covers, from its definition. */
const outside = (spot: string): number[] | null => {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const [kind, arg] = spot.split(':');
  if (kind === 'column') return all.filter((n) => col(n) === Number(arg));
  if (kind === 'dozen') return all.filter((n) => Math.ceil(n / 12) === Number(arg));
  if (kind === 'red') return RED;
  if (kind === 'black') return all.filter((n) => !RED.includes(n));
  if (kind === 'odd') return all.filter((n) => n % 2 === 1);
  if (kind === 'even') return all.filter((n) => n % 2 === 0);
  if (kind === 'low') return all.filter((n) => n <= 18);
  if (kind === 'high') return all.filter((n) => n >= 19);
  return null;
};

describe('roulette payouts', () => {
  it('pays every spot right on all 37 pockets, and every spot returns 36/37', () => {
    const PAYS: Record<number, number> = { 1: 35, 2: 17, 3: 11, 4: 8, 6: 5, 12: 2, 18: 1 };
    const wrong: string[] = [];
    for (const spot of ROULETTE_SPOTS) {
      const covered = outside(spot) ?? spot.split(':')[1]!.split('-').map(Number);
      expect(rouletteNumbers(spot), spot).toEqual(covered);
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket++) {
        const want = covered.includes(pocket) ? 100 * (PAYS[covered.length]! + 1) : 0;
        const got = ROULETTE.settle(spot, 100, spun(pocket));
        if (got !== want) wrong.push(`${spot} on ${pocket}: ${got} ≠ ${want}`);
        returned += got;
      }
      if (returned !== 3600) wrong.push(`${spot} returns ${returned} of 3700`);
      if (Math.abs(ROULETTE.houseEdge[spot]! - 1 / 37) > 1e-12)
        wrong.push(`${spot} documents ${ROULETTE.houseEdge[spot]}`);
    }
    expect(wrong).toEqual([]);
  });

  it('maps a float to a pocket as ⌊f × 37⌋ and colours it', () => {
    expect(spinRoulette({ next: () => 0 })).toEqual({ pocket: 0, color: 'green' });
    expect(spinRoulette({ next: () => 1 - 2 ** -32 })).toEqual({ pocket: 36, color: 'red' });
    expect(spinRoulette({ next: () => 17.99 / 37 })).toEqual({ pocket: 17, color: 'black' });
    expect(ROULETTE.summary(spun(0))).toEqual({
      pocket: 0,
      color: 'green',
      parity: null,
      half: null,
      dozen: null,
      column: null,
    });
    expect(ROULETTE.summary(spun(26))).toEqual({
      pocket: 26,
      color: 'black',
      parity: 'even',
      half: 'high',
      dozen: 3,
      column: 2,
    });
  });

  it('limits each spot so one win stays within the table cap', () => {
    const straight = ROULETTE.spots.find((s) => s.spot === 'straight:17')!;
    expect(straight).toEqual({ spot: 'straight:17', min: 100, max: 28_571, pays: '35:1' });
    expect(ROULETTE.spots.find((s) => s.spot === 'red')).toEqual({
      spot: 'red',
      min: 100,
      max: 1_000_000,
      pays: '1:1',
    });
  });
});
