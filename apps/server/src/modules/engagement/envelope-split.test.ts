import { randomInt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { splitBudget, splitProblem } from './envelope-split.js';

// The real CSPRNG, watched: the split must draw from it (never Math.random).
vi.mock('node:crypto', async (original) => {
  const real = await original<typeof import('node:crypto')>();
  return { ...real, randomInt: vi.fn(real.randomInt) };
});

describe('splitBudget', () => {
  it('sums to the budget exactly, every envelope within [min, max]', () => {
    for (const rule of [
      { budget: 100_000n, count: 100, min: 100n, max: 5_000n },
      { budget: 12_345n, count: 7, min: 1n, max: 10_000n },
      { budget: 500n, count: 5, min: 100n, max: 100n },
      { budget: 999_999_999n, count: 1_000, min: 1n, max: 999_999_999n },
      { budget: 1_000n, count: 1, min: 1n, max: 1_000n },
    ]) {
      for (let round = 0; round < 20; round++) {
        const a = splitBudget(rule);
        expect(a).toHaveLength(rule.count);
        expect(a.reduce((s, x) => s + x, 0n)).toBe(rule.budget);
        for (const x of a) {
          expect(x >= rule.min && x <= rule.max).toBe(true);
        }
      }
    }
  });

  it('draws with the CSPRNG (crypto.randomInt), so two rains differ', () => {
    vi.mocked(randomInt).mockClear();
    const random = vi.spyOn(Math, 'random');
    const a = splitBudget({ budget: 1_000_000n, count: 50, min: 1n, max: 1_000_000n });
    const b = splitBudget({ budget: 1_000_000n, count: 50, min: 1n, max: 1_000_000n });
    expect(a).not.toEqual(b);
    expect(vi.mocked(randomInt).mock.calls.length).toBeGreaterThan(100);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('refuses rules that cannot be split', () => {
    expect(splitProblem({ budget: 99n, count: 100, min: 1n, max: 10n })).toMatch(/below/);
    expect(splitProblem({ budget: 1_001n, count: 100, min: 1n, max: 10n })).toMatch(/above/);
    expect(splitProblem({ budget: 100n, count: 0, min: 1n, max: 10n })).toMatch(/count/);
    expect(() => splitBudget({ budget: 1_001n, count: 100, min: 1n, max: 10n })).toThrow();
  });
});
