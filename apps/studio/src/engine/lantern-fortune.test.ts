import { describe, expect, it } from 'vitest';
import { LANTERN_FORTUNE as GAME } from './lantern-fortune';
import { evaluateGrid, gridAt } from './slot-engine';
import { brief, stopShowing, stopsSource, withCells } from './test-grids';

// Reel 2 shares no symbol with reel 1 and has no wild, so this screen pays nothing.
const BLANK = [
  ['ten', 'j', 'q'],
  ['k', 'a', 'fan'],
  ['ingot', 'phoenix', 'ingot'],
  ['a', 'k', 'q'],
  ['j', 'ten', 'fan'],
];

describe('lantern-fortune rules', () => {
  it('pays nothing on the blank screen', () => {
    expect(evaluateGrid(GAME, BLANK).wins).toEqual([]);
  });

  it('substitutes a wild and pays 3 of a kind on the middle line', () => {
    const screen = evaluateGrid(GAME, withCells(BLANK, [0, 1, 'koi'], [1, 1, 'wild'], [2, 1, 'koi']));
    expect(brief(screen)).toEqual([[0, 'koi', 3, 1, 1, 60]]);
    expect(screen.wins[0]!.cells).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(screen.winCoins).toBe(60);
  });

  it('lets the same wilds complete several lines for different symbols', () => {
    const grid = withCells(BLANK, [0, 1, 'koi'], [1, 1, 'wild'], [2, 1, 'wild'], [3, 1, 'wild'], [4, 1, 'koi']);
    const screen = evaluateGrid(GAME, grid);
    // Line 0 (middle) koi ×5; line 11 (0,1,1,1,0) ten ×4; line 12 (2,1,1,1,2) q ×4.
    expect(brief(screen)).toEqual([
      [0, 'koi', 5, 1, 1, 1500],
      [11, 'ten', 4, 1, 1, 25],
      [12, 'q', 4, 1, 1, 35],
    ]);
    expect(screen.winCoins).toBe(1560);
  });

  it('pays only from the leftmost reel and only for adjacent reels', () => {
    const notFromReel1 = withCells(BLANK, [1, 1, 'koi'], [2, 1, 'koi'], [3, 1, 'koi'], [4, 1, 'koi']);
    expect(evaluateGrid(GAME, notFromReel1).wins).toEqual([]);
    const gap = withCells(BLANK, [0, 1, 'koi'], [1, 1, 'koi'], [3, 1, 'koi'], [4, 1, 'koi']);
    expect(evaluateGrid(GAME, gap).wins).toEqual([]);
  });

  it('pays a line starting with wilds as the symbol they complete', () => {
    const grid = withCells(BLANK, [0, 1, 'wild'], [1, 1, 'wild'], [2, 1, 'koi']);
    // Line 0: wild wild koi → koi ×3; lines 15 and 16 run into the ingots of reel 3.
    expect(brief(evaluateGrid(GAME, grid))).toEqual([
      [0, 'koi', 3, 1, 1, 60],
      [15, 'ingot', 3, 1, 1, 40],
      [16, 'ingot', 3, 1, 1, 40],
    ]);
  });

  it('pays scatters anywhere in multiples of the bet and awards 10/15/20 free spins', () => {
    const three = withCells(BLANK, [0, 0, 'lantern'], [2, 2, 'lantern'], [4, 1, 'lantern']);
    const s3 = evaluateGrid(GAME, three);
    expect(brief(s3)).toEqual([[-1, 'lantern', 3, 1, 1, 40]]);
    expect(s3.wins[0]!.cells).toEqual([
      [0, 0],
      [2, 2],
      [4, 1],
    ]);
    expect(s3.freeSpinsAwarded).toBe(10);
    const four = withCells(three, [1, 0, 'lantern']);
    expect(evaluateGrid(GAME, four).winCoins).toBe(200);
    expect(evaluateGrid(GAME, four).freeSpinsAwarded).toBe(15);
    const five = withCells(four, [3, 2, 'lantern']);
    expect(evaluateGrid(GAME, five).winCoins).toBe(1000);
    expect(evaluateGrid(GAME, five).freeSpinsAwarded).toBe(20);
    const two = withCells(BLANK, [0, 0, 'lantern'], [2, 2, 'lantern']);
    expect(evaluateGrid(GAME, two).wins).toEqual([]);
    expect(evaluateGrid(GAME, two).freeSpinsAwarded).toBe(0);
  });

  it('never substitutes a wild for the scatter', () => {
    const grid = withCells(BLANK, [0, 0, 'lantern'], [1, 0, 'wild'], [2, 0, 'lantern']);
    expect(evaluateGrid(GAME, grid).wins).toEqual([]);
  });

  it('doubles every win in free spins', () => {
    const grid = withCells(BLANK, [0, 1, 'koi'], [1, 1, 'wild'], [2, 1, 'koi'], [0, 0, 'lantern'], [2, 2, 'lantern']);
    grid[4]![0] = 'lantern';
    expect(brief(evaluateGrid(GAME, grid, true))).toEqual([
      [0, 'koi', 3, 1, 2, 120],
      [-1, 'lantern', 3, 1, 2, 80],
    ]);
  });

  it('plays the awarded free spins inside the round, without retriggering', () => {
    // Base: lanterns on reels 1, 3 and 5; then 10 free spins that each show 3 lanterns again.
    const withLantern = [0, 2, 4].map((reel) => stopShowing(GAME, reel, 'lantern'));
    const without = [1, 3].map((reel) => stopShowing(GAME, reel, 'lantern', true));
    const stops = [withLantern[0]!, without[0]!, withLantern[1]!, without[1]!, withLantern[2]!];
    const outcome = GAME.spin(
      stopsSource(
        GAME,
        Array.from({ length: 11 }, () => stops),
      ),
    );
    expect(outcome.base.stops).toEqual(stops);
    expect(outcome.base.grid).toEqual(gridAt(GAME, stops));
    expect(outcome.base.freeSpinsAwarded).toBe(10);
    expect(outcome.freeSpins).toHaveLength(10);
    const plain = evaluateGrid(GAME, gridAt(GAME, stops));
    expect(plain.wins.some((w) => w.symbol === 'lantern' && w.winCoins === 40)).toBe(true);
    expect(outcome.base.winCoins).toBe(plain.winCoins);
    for (const free of outcome.freeSpins) {
      expect(free.winCoins).toBe(plain.winCoins * 2);
      expect(free.wins.every((w) => w.multiplier === 2)).toBe(true);
      expect(free.freeSpinsAwarded).toBeUndefined();
    }
    expect(outcome.winCoins).toBe(plain.winCoins * 21);
  });

  it('only has wilds on reels 2–4 and at most one scatter in any window', () => {
    GAME.reelStrips!.forEach((strip, reel) => {
      expect(strip.includes('wild')).toBe(reel >= 1 && reel <= 3);
      for (let stop = 0; stop < strip.length; stop++) {
        const grid = gridAt(
          GAME,
          GAME.reelStrips!.map((_, r) => (r === reel ? stop : 0)),
        );
        expect(grid[reel]!.filter((id) => id === 'lantern').length).toBeLessThanOrEqual(1);
      }
    });
  });
});
