import { describe, expect, it } from 'vitest';
import { landingDuration, landingPosition, planLanding, spinPosition, symbolAt } from './reel-motion';

const strip = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('reel motion', () => {
  it('winds up, then moves forward at a steady speed', () => {
    expect(spinPosition(0)).toBe(0);
    expect(spinPosition(60)).toBeLessThan(0);
    const a = spinPosition(1000);
    const b = spinPosition(1100);
    expect(b - a).toBeCloseTo(2.4, 5);
  });

  it('lands exactly on a whole position, without going backwards while braking', () => {
    for (const startAt of [650, 700.5, 1333, 5000]) {
      const plan = planLanding(startAt, 3);
      expect(Number.isInteger(plan.target)).toBe(true);
      // The result must still be out of sight when the landing is planned.
      expect(plan.target - Math.floor(plan.from)).toBeGreaterThanOrEqual(3 + 2);
      let last = -Infinity;
      for (let t = startAt; t < startAt + plan.brakeMs; t += 5) {
        const { s } = landingPosition(plan, t);
        expect(s).toBeGreaterThanOrEqual(last - 1e-9);
        last = s;
      }
      const end = landingPosition(plan, startAt + landingDuration(plan) + 1);
      expect(end).toEqual({ s: plan.target, done: true });
      // Continuous at the hand-over from spinning to braking.
      expect(landingPosition(plan, startAt + 0.01).s).toBeCloseTo(plan.from, 2);
    }
  });

  it('shows the result rows at rest and the real strip around a known stop', () => {
    const current = ['x', 'y', 'z'];
    const landing = { target: 9, result: ['c', 'd', 'e'], stop: 2 };
    // At rest on target, slot m shows n = m − target.
    expect([0, 1, 2].map((m) => symbolAt(m - 9, current, strip, 0, landing))).toEqual(['c', 'd', 'e']);
    expect(symbolAt(-10, current, strip, 0, landing)).toBe('b');
    expect(symbolAt(-6, current, strip, 0, landing)).toBe('f');
    // Before the spin moves, the current screen.
    expect([0, 1, 2].map((n) => symbolAt(n, current, strip, 0, landing))).toEqual(current);
    // Without a stop the result still shows; fillers come from the strip.
    const noStop = { ...landing, stop: null };
    expect(symbolAt(-9, current, strip, 0, noStop)).toBe('c');
    expect(strip).toContain(symbolAt(-4, current, strip, 3, noStop));
  });
});
