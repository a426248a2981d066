import { describe, expect, it } from 'vitest';
import type { StoredTier } from '../../db/schema-agent-contracts.js';
import {
  applyRate,
  lastClosedPeriod,
  matchTier,
  periodAt,
  realtimeBill,
  termsOf,
  tieredBill,
  topRateBps,
  withinUpline,
} from './contract-rules.js';

/* The hand-computed examples of docs/agents.md, ## Contracts and settlement (money in minor units). */

const tier = (betVolume: number, rateBps: number, netLoss = 0, activeMember = 0): StoredTier => ({
  betVolume: String(betVolume * 100),
  netLoss: String(netLoss * 100),
  activeMember,
  rateBps,
});

describe('daily salary', () => {
  const tiers = [tier(0, 100), tier(10_000, 150, 0, 3), tier(50_000, 200, 0, 5)];
  it('example 1: 12,345.67 valid bet, 4 active → tier 2 (1.5 %) = 185.18 (floored)', () => {
    const b = tieredBill('DAILY_SALARY', tiers, { validBet: 1_234_567n, netLoss: 0n, activeMembers: 4 });
    expect(b).toMatchObject({ tier: 1, rateBps: 150, base: 1_234_567n, amount: 18_518n });
  });
  it('example 2: 60,000 valid bet but only 4 active → still tier 2: every threshold of a tier must be met', () => {
    const b = tieredBill('DAILY_SALARY', tiers, { validBet: 6_000_000n, netLoss: 0n, activeMembers: 4 });
    expect(b).toMatchObject({ tier: 1, amount: 90_000n });
  });
  it('no bets: tier 1 applies to nothing, amount 0', () => {
    expect(tieredBill('DAILY_SALARY', tiers, { validBet: 0n, netLoss: 0n, activeMembers: 0 }).amount).toBe(0n);
  });
});

describe('hourly salary', () => {
  it('example 3: 2,500 valid bet in the hour, tiers 1,000 → 0.5 % and 2,000 → 0.8 % → 20.00', () => {
    const b = tieredBill('HOUR_SALARY', [tier(1_000, 50), tier(2_000, 80)], {
      validBet: 250_000n,
      netLoss: 0n,
      activeMembers: 1,
    });
    expect(b).toMatchObject({ tier: 1, rateBps: 80, amount: 2_000n });
  });
  it('below the first tier pays nothing', () => {
    expect(
      tieredBill('HOUR_SALARY', [tier(1_000, 50)], { validBet: 99_999n, netLoss: 0n, activeMembers: 1 }),
    ).toMatchObject({ tier: -1, amount: 0n });
  });
});

describe('dividend with negative carry-forward', () => {
  const tiers = [tier(0, 1_000, 0, 1), tier(100_000, 2_000, 20_000, 5)];
  it('example 4: the team won 3,000 (net loss −3,000): nothing paid, −3,000 carried', () => {
    const b = tieredBill('DIVIDEND', tiers, { validBet: 5_000_000n, netLoss: -300_000n, activeMembers: 6 });
    expect(b).toMatchObject({ amount: 0n, carryIn: 0n, carryOut: -300_000n, tier: -1 });
  });
  it('example 5: next period net loss 25,000 with −3,000 carried → base 22,000, tier 2 (20 %) = 4,400.00', () => {
    const b = tieredBill(
      'DIVIDEND',
      tiers,
      { validBet: 12_000_000n, netLoss: 2_500_000n, activeMembers: 6 },
      -300_000n,
    );
    expect(b).toMatchObject({ base: 2_200_000n, tier: 1, rateBps: 2_000, amount: 440_000n, carryOut: 0n });
  });
  it('example 6: a base of 19,000 misses tier 2’s 20,000 net loss → tier 1 (10 %) = 1,900.00', () => {
    const b = tieredBill(
      'DIVIDEND',
      tiers,
      { validBet: 12_000_000n, netLoss: 2_200_000n, activeMembers: 6 },
      -300_000n,
    );
    expect(b).toMatchObject({ base: 1_900_000n, tier: 0, amount: 190_000n });
  });
  it('a carry larger than the loss keeps carrying the rest', () => {
    expect(
      tieredBill('DIVIDEND', tiers, { validBet: 1n, netLoss: 100_000n, activeMembers: 6 }, -300_000n),
    ).toMatchObject({
      amount: 0n,
      carryOut: -200_000n,
    });
  });
});

describe('real-time salary', () => {
  it('example 7: profit rate 0.5 % on 1,000 lost, loss rate 0.2 % on 700 won → 5.00 + 1.40 = 6.40', () => {
    expect(realtimeBill({ profitRateBps: 50, lossRateBps: 20 }, { profitBet: 100_000n, lossBet: 70_000n })).toBe(640n);
  });
  it('each part is floored on its own (0.33 % of 0.10 is 0)', () => {
    expect(applyRate(10n, 33)).toBe(0n);
  });
});

describe('terms, tiers and the chain rule', () => {
  it('matchTier picks the highest tier whose every threshold is met', () => {
    const tiers = [tier(0, 100), tier(100, 200, 0, 2), tier(200, 300, 0, 3)];
    expect(matchTier(tiers, { validBet: 25_000n, netLoss: 0n, active: 2 })).toBe(1);
    expect(matchTier(tiers, { validBet: 25_000n, netLoss: 0n, active: 3 })).toBe(2);
    expect(matchTier(tiers, { validBet: 9_999n, netLoss: 0n, active: 3 })).toBe(0);
  });
  it('termsOf refuses tiers that do not increase, and real-time terms without a minimum', () => {
    expect(() =>
      termsOf('DAILY_SALARY', {
        tiers: [
          { betVolume: '10.00', netLoss: '0.00', activeMember: 0, rate: 200 },
          { betVolume: '5.00', netLoss: '0.00', activeMember: 0, rate: 300 },
        ],
      }),
    ).toThrow();
    expect(() => termsOf('REALTIME_SALARY', { profitRate: 50, lossRate: 20 })).toThrow();
    const t = termsOf('REALTIME_SALARY', { profitRate: 50, lossRate: 20, minimumBet: '10.00' });
    expect(t).toEqual({ profitRateBps: 50, lossRateBps: 20, minimumBet: '1000' });
    expect(topRateBps(t)).toBe(50);
  });
  it('a downline never above its upline: top rate for tiers, each rate for real-time', () => {
    expect(withinUpline({ tiers: [tier(0, 150)] }, { tiers: [tier(0, 100), tier(1_000, 150)] })).toBe(true);
    expect(withinUpline({ tiers: [tier(0, 151)] }, { tiers: [tier(0, 150)] })).toBe(false);
    const up = { profitRateBps: 50, lossRateBps: 20, minimumBet: '0' };
    expect(withinUpline({ profitRateBps: 50, lossRateBps: 21, minimumBet: '0' }, up)).toBe(false);
  });
});

describe('settlement periods (Asia/Manila, UTC+8)', () => {
  const tz = 'Asia/Manila';
  const at = new Date('2026-11-18T03:07:00Z'); // 11:07 on Wednesday 18 November, local
  it('day, week (from Monday), half month, month, hour, five minutes', () => {
    expect(periodAt('D', at, tz)).toMatchObject({ key: 'D:2026-11-18', start: new Date('2026-11-17T16:00:00Z') });
    expect(periodAt('W', at, tz)).toMatchObject({ key: 'W:2026-11-16', end: new Date('2026-11-22T16:00:00Z') });
    expect(periodAt('H', at, tz)).toMatchObject({ key: 'H:2026-11-16', end: new Date('2026-11-30T16:00:00Z') });
    expect(periodAt('H', new Date('2026-11-15T10:00:00Z'), tz).key).toBe('H:2026-11-01');
    expect(periodAt('M', at, tz)).toMatchObject({ key: 'M:2026-11', start: new Date('2026-10-31T16:00:00Z') });
    expect(periodAt('HR', at, tz)).toMatchObject({ key: 'HR:2026-11-18T11', start: new Date('2026-11-18T03:00:00Z') });
    expect(periodAt('RT', at, tz)).toMatchObject({ key: 'RT:2026-11-18T03:05', end: new Date('2026-11-18T03:10:00Z') });
  });
  it('a scheduled run settles the last period that has ended', () => {
    expect(lastClosedPeriod('D', new Date('2026-11-17T16:01:00Z'), tz).key).toBe('D:2026-11-17');
    expect(lastClosedPeriod('RT', new Date('2026-11-18T03:06:00Z'), tz).key).toBe('RT:2026-11-18T03:00');
    expect(lastClosedPeriod('M', new Date('2026-11-01T00:00:00Z'), tz).key).toBe('M:2026-10');
  });
});
