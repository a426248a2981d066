import { describe, expect, it } from 'vitest';
import { JADE_TEMPLE as GAME } from './jade-temple';
import { evaluateGrid, gridAt } from './slot-engine';
import { brief, stopShowing, stopsSource, withCells } from './test-grids';

// Reel 2 shares no symbol with reel 1 and has no wild, so this screen pays nothing.
const BLANK = [
  ['a', 'k', 'q', 'j'],
  ['ten', 'nine', 'lotus', 'turtle'],
  ['crane', 'lotus', 'turtle', 'nine'],
  ['a', 'k', 'q', 'j'],
  ['ten', 'nine', 'lotus', 'turtle'],
];

describe('jade-temple rules', () => {
  it('pays nothing on the blank screen', () => {
    expect(evaluateGrid(GAME, BLANK).wins).toEqual([]);
  });

  it('counts ways as the product of matching symbols (wilds included) on adjacent reels from the left', () => {
    const grid = withCells(BLANK, [0, 0, 'tiger'], [1, 1, 'tiger'], [1, 2, 'wild'], [2, 3, 'tiger']);
    const screen = evaluateGrid(GAME, grid);
    // tiger: 1 × 2 × 1 = 2 ways of 3 reels at 25 coins; k, q and j stop at reel 3 (the wild only reaches reel 2).
    expect(brief(screen)).toEqual([[-1, 'tiger', 3, 2, 1, 50]]);
    expect(screen.wins[0]!.cells).toEqual([
      [0, 0],
      [1, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('multiplies ways across all five reels', () => {
    const grid = withCells(
      BLANK,
      [0, 0, 'tiger'],
      [0, 1, 'tiger'],
      [1, 0, 'wild'],
      [1, 1, 'tiger'],
      [2, 0, 'tiger'],
      [3, 3, 'wild'],
      [4, 0, 'tiger'],
      [4, 2, 'tiger'],
    );
    // 2 × 2 × 1 × 1 × 2 = 8 ways × 250. q and j ride the wild of reel 2 only.
    expect(brief(evaluateGrid(GAME, grid))).toEqual([[-1, 'tiger', 5, 8, 1, 2000]]);
  });

  it('pays several symbols on one screen, each with its own ways', () => {
    const grid = withCells(BLANK, [1, 0, 'a'], [1, 1, 'k'], [2, 0, 'a'], [2, 2, 'a'], [2, 3, 'k'], [3, 0, 'tiger']);
    // a: 1 × 1 × 2 = 2 ways of 3 (the tiger hides reel 4's a) at 5; k: 1 × 1 × 1 × 1 = 1 way of 4 at 15.
    // Wins come in paytable order.
    expect(brief(evaluateGrid(GAME, grid))).toEqual([
      [-1, 'a', 3, 2, 1, 10],
      [-1, 'k', 4, 1, 1, 15],
    ]);
  });

  it('needs the symbol on reel 1 and on every reel up to the last one counted', () => {
    const notFromReel1 = withCells(BLANK, [1, 0, 'tiger'], [2, 0, 'tiger'], [3, 0, 'tiger'], [4, 0, 'tiger']);
    expect(evaluateGrid(GAME, notFromReel1).wins).toEqual([]);
    const gap = withCells(BLANK, [0, 0, 'tiger'], [1, 0, 'tiger'], [3, 0, 'tiger'], [4, 0, 'tiger']);
    expect(evaluateGrid(GAME, gap).wins).toEqual([]);
  });

  it('pays coin scatters anywhere and awards 8/12/16 free spins', () => {
    const three = withCells(BLANK, [0, 3, 'coin'], [2, 0, 'coin'], [4, 2, 'coin']);
    expect(brief(evaluateGrid(GAME, three))).toEqual([[-1, 'coin', 3, 1, 1, 50]]);
    expect(evaluateGrid(GAME, three).freeSpinsAwarded).toBe(8);
    const four = withCells(three, [1, 1, 'coin']);
    expect(evaluateGrid(GAME, four).winCoins).toBe(250);
    expect(evaluateGrid(GAME, four).freeSpinsAwarded).toBe(12);
    const five = withCells(four, [3, 0, 'coin']);
    expect(evaluateGrid(GAME, five).winCoins).toBe(1250);
    expect(evaluateGrid(GAME, five).freeSpinsAwarded).toBe(16);
  });

  it('triples every win in free spins', () => {
    const grid = withCells(BLANK, [0, 0, 'tiger'], [1, 1, 'tiger'], [1, 2, 'wild'], [2, 3, 'tiger']);
    expect(brief(evaluateGrid(GAME, grid, true))).toEqual([[-1, 'tiger', 3, 2, 3, 150]]);
  });

  it('plays 8 free spins after 3 coins, inside the same round', () => {
    const stops = [0, 1, 2, 3, 4].map((reel) => stopShowing(GAME, reel, 'coin', reel % 2 === 1));
    const outcome = GAME.spin(
      stopsSource(
        GAME,
        Array.from({ length: 9 }, () => stops),
      ),
    );
    const plain = evaluateGrid(GAME, gridAt(GAME, stops));
    expect(plain.wins.some((w) => w.symbol === 'coin' && w.count === 3)).toBe(true);
    expect(outcome.freeSpins).toHaveLength(8);
    expect(outcome.freeSpins.every((s) => s.winCoins === plain.winCoins * 3)).toBe(true);
    expect(outcome.winCoins).toBe(plain.winCoins * 25);
  });

  it('only has wilds on reels 2–5 and at most one coin in any window', () => {
    GAME.reelStrips!.forEach((strip, reel) => {
      expect(strip.includes('wild')).toBe(reel >= 1);
      for (let stop = 0; stop < strip.length; stop++) {
        const grid = gridAt(
          GAME,
          GAME.reelStrips!.map((_, r) => (r === reel ? stop : 0)),
        );
        expect(grid[reel]!.filter((id) => id === 'coin').length).toBeLessThanOrEqual(1);
      }
    });
  });
});
