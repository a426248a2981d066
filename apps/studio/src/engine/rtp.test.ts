import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES } from './games';
import { slotStats } from './rtp';
import { defineSlot, strip } from './slot-engine';
import type { SlotGameDef } from './types';

const slots = STUDIO_GAMES.filter((g): g is SlotGameDef => g.kind === 'slot');
const NAMES = { EN: 't', CN: 't', VI: 't', JA: 't', TH: 't', TY: 't', ID: 't' };

describe('theoretical RTP', () => {
  it.each(slots.map((g) => [g.code, g] as const))('%s is 96% ± 0.3% and matches its recorded figures', (_, game) => {
    const stats = slotStats(game);
    expect(Math.abs(stats.rtp - 0.96)).toBeLessThanOrEqual(0.003);
    expect(Math.abs(stats.rtp - game.targetRtp)).toBeLessThan(5e-5);
    expect(Math.abs(stats.hitFrequency - game.targetHitFrequency)).toBeLessThan(5e-5);
    expect(stats.baseRtp + stats.freeSpinRtp).toBeCloseTo(stats.rtp, 12);
  });

  it('fish is 96% by construction', () => {
    const fish = STUDIO_GAMES.find((g) => g.kind === 'fish')!;
    expect(fish.targetRtp).toBe(0.96);
  });

  // Small games whose every stop combination can be paid by the engine: the closed form must agree exactly.
  const tiny = (layout: 'lines' | 'ways', rows: number) =>
    defineSlot({
      code: `tiny-${layout}`,
      names: NAMES,
      layout,
      rows,
      paylines:
        layout === 'lines'
          ? [
              [1, 1, 1, 1],
              [0, 0, 0, 0],
              [2, 2, 2, 2],
              [0, 1, 2, 1],
              [2, 1, 0, 1],
            ]
          : [],
      coinsPerSpin: 10,
      coinValues: [1],
      symbols: [
        { id: 'wild', kind: 'wild', pays: [] },
        { id: 'bonus', kind: 'scatter', pays: [10, 50] },
        { id: 'x', kind: 'normal', pays: [20, 80] },
        { id: 'y', kind: 'normal', pays: [5, 15] },
        { id: 'z', kind: 'normal', pays: [2, 6] },
      ],
      reelStrips: [
        strip('x y z y bonus z z y'),
        strip('y wild x z bonus y z'),
        strip('z x wild y y bonus x z z'),
        strip('x z y wild bonus z y'),
      ],
      freeSpinsAwarded: [3, 6],
      freeSpinMultiplier: 2,
      targetRtp: 0,
      targetHitFrequency: 0,
    });

  it.each([
    ['lines', 3],
    ['ways', 3],
  ] as const)('closed form equals full enumeration on a small %s game', (layout, rows) => {
    const game = tiny(layout, rows);
    const closed = slotStats(game, 'closed-form');
    const all = slotStats(game, 'enumeration');
    expect(all.rtp).toBeGreaterThan(0.2);
    expect(all.triggerFrequency).toBeGreaterThan(0);
    for (const key of ['rtp', 'hitFrequency', 'lineCoins', 'scatterCoins', 'triggerFrequency'] as const) {
      expect(closed[key], key).toBeCloseTo(all[key], 12);
    }
  });

  it('refuses the closed form where its assumptions fail', () => {
    const game = defineSlot({
      code: 'wild-first',
      names: NAMES,
      layout: 'lines',
      rows: 1,
      paylines: [[0, 0, 0]],
      coinsPerSpin: 1,
      coinValues: [1],
      symbols: [
        { id: 'wild', kind: 'wild', pays: [] },
        { id: 'x', kind: 'normal', pays: [5] },
      ],
      reelStrips: [strip('wild x'), strip('x x'), strip('x wild')],
      freeSpinsAwarded: [],
      freeSpinMultiplier: 1,
      targetRtp: 0,
      targetHitFrequency: 0,
    });
    expect(() => slotStats(game, 'closed-form')).toThrow(/no wild on reel 1/);
    // Enumeration: wild x x, wild x wild, x x x, x x wild → every stop pays 5.
    expect(slotStats(game, 'enumeration').rtp).toBe(5);
  });
});
