import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredTurnover, weightedTurnover } from './bonus.service.js';

describe('weightedTurnover', () => {
  it('weights each category in percent and floors once', () => {
    expect(
      weightedTurnover(
        [
          { category: 'RNG', valid: 1_001n },
          { category: 'LIVE', valid: 1_005n },
          { category: 'COCKFIGHT', valid: 9_999n },
        ],
        { RNG: 100, LIVE: 10, COCKFIGHT: 0 },
        null,
      ),
    ).toBe(1_101n); // 1001 + 100.5 → 1101
  });
  it('counts only the listed categories when a grant has a list', () => {
    expect(
      weightedTurnover(
        [
          { category: 'RNG', valid: 500n },
          { category: 'FISH', valid: 500n },
        ],
        { RNG: 100, FISH: 100 },
        ['FISH'],
      ),
    ).toBe(500n);
  });
  it('is never more than the raw turnover and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ category: fc.constantFrom('RNG', 'LIVE', 'PVP'), valid: fc.bigInt(0n, 10n ** 12n) })),
        fc.record({
          RNG: fc.integer({ min: 0, max: 100 }),
          LIVE: fc.integer({ min: 0, max: 100 }),
          PVP: fc.integer({ min: 0, max: 100 }),
        }),
        (rows, weights) => {
          const w = weightedTurnover(rows, weights, null);
          const raw = rows.reduce((s, r) => s + r.valid, 0n);
          return w >= 0n && w <= raw;
        },
      ),
    );
  });
});

describe('requiredTurnover', () => {
  it('multiplies in hundredths and rounds up to the minor unit', () => {
    expect(requiredTurnover(200, 5_000n)).toBe(10_000n);
    expect(requiredTurnover(150, 333n)).toBe(500n); // 499.5 → 500
    expect(requiredTurnover(0, 5_000n)).toBe(0n);
  });
});
