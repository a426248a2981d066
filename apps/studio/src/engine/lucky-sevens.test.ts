import { describe, expect, it } from 'vitest';
import { LUCKY_SEVENS as GAME } from './lucky-sevens';
import { evaluateGrid } from './slot-engine';
import { brief, withCells } from './test-grids';

// No line of this screen pays: no cherry on reel 1, no 3 alike, no 3 bars.
const BLANK = [
  ['bell', 'seven', 'bar1'],
  ['seven', 'bar2', 'bell'],
  ['cherry', 'bell', 'seven'],
];
const pay = (...cells: [number, number, string][]) => brief(evaluateGrid(GAME, withCells(BLANK, ...cells)));

describe('lucky-sevens rules', () => {
  it('pays nothing on the blank screen', () => {
    expect(evaluateGrid(GAME, BLANK).wins).toEqual([]);
  });

  it('pays 3 of a kind on the 3 rows and both diagonals', () => {
    expect(pay([1, 1, 'seven'], [2, 1, 'seven'])).toEqual([[0, 'seven', 3, 1, 1, 30]]);
    expect(pay([1, 0, 'bell'], [2, 0, 'bell'])).toEqual([[1, 'bell', 3, 1, 1, 5]]);
    expect(pay([0, 0, 'bar3'], [1, 1, 'bar3'], [2, 2, 'bar3'])).toEqual([[3, 'bar3', 3, 1, 1, 20]]);
    expect(pay([1, 1, 'bar1'], [2, 0, 'bar1'])).toEqual([[4, 'bar1', 3, 1, 1, 8]]);
  });

  it('doubles a win for each star in it and pays three stars on their own', () => {
    expect(pay([1, 1, 'star'], [2, 1, 'seven'])).toEqual([[0, 'seven', 3, 1, 2, 60]]);
    expect(pay([0, 1, 'star'], [1, 1, 'star'], [2, 1, 'seven'])).toEqual([[0, 'seven', 3, 1, 4, 120]]);
    expect(pay([0, 1, 'star'], [1, 1, 'star'], [2, 1, 'star'])).toEqual([[0, 'star', 3, 1, 1, 160]]);
  });

  it('pays any three bars as any-bar, with stars doubling it', () => {
    expect(pay([1, 2, 'bar3'], [2, 2, 'bar2'])).toEqual([[2, 'any-bar', 3, 1, 1, 2]]);
    expect(pay([1, 2, 'star'], [2, 2, 'bar3'])).toEqual([[2, 'any-bar', 3, 1, 2, 4]]);
    // One kind of bar with a star is that bar's own win, not any-bar.
    expect(pay([1, 2, 'star'], [2, 2, 'bar1'])).toEqual([[2, 'bar1', 3, 1, 2, 16]]);
  });

  it('pays a cherry alone or two cherries from the left, on every line through them', () => {
    // A cherry top left lies on the top line and the falling diagonal.
    expect(pay([0, 0, 'cherry'])).toEqual([
      [1, 'cherry', 1, 1, 1, 1],
      [3, 'cherry', 1, 1, 1, 1],
    ]);
    expect(pay([0, 1, 'cherry'], [1, 1, 'cherry'])).toEqual([[0, 'cherry', 2, 1, 1, 2]]);
    expect(pay([0, 1, 'cherry'], [1, 1, 'cherry'], [2, 1, 'cherry'])).toEqual([[0, 'cherry', 3, 1, 1, 5]]);
    // Cherries not starting on reel 1 pay nothing.
    expect(pay([1, 1, 'cherry'], [2, 1, 'cherry'])).toEqual([]);
  });

  it('counts only real cherries for the short pays, but stars complete three cherries', () => {
    expect(pay([0, 1, 'cherry'], [1, 1, 'star'])).toEqual([[0, 'cherry', 1, 1, 1, 1]]);
    expect(pay([0, 1, 'star'], [1, 1, 'cherry'], [2, 1, 'cherry'])).toEqual([[0, 'cherry', 3, 1, 2, 10]]);
    expect(pay([0, 1, 'star'], [1, 1, 'cherry'])).toEqual([]);
  });

  it('has no scatter and no free spins', () => {
    expect(GAME.symbols.some((s) => s.kind === 'scatter')).toBe(false);
    expect(GAME.freeSpinsAwarded).toEqual([]);
    expect(evaluateGrid(GAME, BLANK).freeSpinsAwarded).toBe(0);
  });
});
