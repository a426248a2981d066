import { describe, expect, it } from 'vitest';
import { evaluateReferral } from './referral-rules.js';

const reg = new Date('2026-11-01T00:00:00Z');
const day = (n: number) => new Date(reg.getTime() + n * 86_400_000);
const rule = { minFirstDeposit: 50_000n, minTurnover: 0n, withinDays: 30 };

describe('evaluateReferral', () => {
  it('qualifies on a first deposit of at least X inside the window', () => {
    const f = { registeredAt: reg, turnover: 0n, now: day(2) };
    expect(evaluateReferral(rule, { ...f, firstDeposit: { amount: 50_000n, paidAt: day(1) } })).toBe('QUALIFIED');
    expect(evaluateReferral(rule, { ...f, firstDeposit: { amount: 49_999n, paidAt: day(1) } })).toBe('OPEN');
    expect(evaluateReferral(rule, { ...f, firstDeposit: null })).toBe('OPEN');
  });

  it('needs the turnover as well when the rule asks for it', () => {
    const r = { ...rule, minTurnover: 100_000n };
    const f = { registeredAt: reg, firstDeposit: { amount: 60_000n, paidAt: day(1) }, now: day(3) };
    expect(evaluateReferral(r, { ...f, turnover: 99_999n })).toBe('OPEN');
    expect(evaluateReferral(r, { ...f, turnover: 100_000n })).toBe('QUALIFIED');
  });

  it('expires past the window; a deposit after the window does not count', () => {
    expect(evaluateReferral(rule, { registeredAt: reg, firstDeposit: null, turnover: 0n, now: day(30) })).toBe(
      'EXPIRED',
    );
    expect(
      evaluateReferral(rule, {
        registeredAt: reg,
        firstDeposit: { amount: 90_000n, paidAt: day(31) },
        turnover: 0n,
        now: day(31),
      }),
    ).toBe('EXPIRED');
  });

  it('a zero X is no deposit condition', () => {
    const r = { minFirstDeposit: 0n, minTurnover: 10n, withinDays: 7 };
    expect(evaluateReferral(r, { registeredAt: reg, firstDeposit: null, turnover: 10n, now: day(1) })).toBe(
      'QUALIFIED',
    );
  });
});
