import { describe, expect, it } from 'vitest';
import { jackpotStartCents } from './jackpot-value';

describe('jackpotStartCents', () => {
  it('is the same for everyone within one 3-second step and rises 165.11 per step', () => {
    const t = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(jackpotStartCents(t)).toBe(jackpotStartCents(t + 2_999));
    expect(jackpotStartCents(t + 3_000) - jackpotStartCents(t)).toBe(16_511);
  });
  it('stays a positive whole number of cents above ten million', () => {
    const v = jackpotStartCents(Date.now());
    expect(Number.isInteger(v)).toBe(true);
    expect(v).toBeGreaterThanOrEqual(1_000_000_000);
  });
});
