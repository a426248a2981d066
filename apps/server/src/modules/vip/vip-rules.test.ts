import { describe, expect, it } from 'vitest';
import {
  checkLevelTable,
  dayRange,
  isBirthday,
  type LevelRule,
  periodOf,
  periodRange,
  previousPeriod,
  rebateAmount,
  reviewTarget,
  upgradeTarget,
} from './vip-rules.js';

const L = (level: number, deposit: number, turnover: number, maintain = 0, mode: 'OR' | 'AND' = 'OR'): LevelRule => ({
  level,
  depositThreshold: BigInt(deposit),
  turnoverThreshold: BigInt(turnover),
  maintainTurnover: BigInt(maintain),
  upgradeMode: mode,
});
const TABLE = [L(0, 0, 0), L(1, 5_000, 50_000, 10_000), L(2, 20_000, 200_000, 40_000), L(3, 100_000, 500_000, 100_000)];

describe('upgradeTarget', () => {
  it('OR: either threshold reaches a level; the highest reached level wins', () => {
    expect(upgradeTarget(TABLE, 0, 0n, 0n)).toBe(0);
    expect(upgradeTarget(TABLE, 0, 5_000n, 0n)).toBe(1);
    expect(upgradeTarget(TABLE, 0, 0n, 200_000n)).toBe(2);
    expect(upgradeTarget(TABLE, 0, 100_000n, 0n)).toBe(3);
    expect(upgradeTarget(TABLE, 0, 4_999n, 49_999n)).toBe(0);
  });

  it('AND: both thresholds are needed', () => {
    const and = [L(0, 0, 0), L(1, 5_000, 50_000, 0, 'AND')];
    expect(upgradeTarget(and, 0, 5_000n, 0n)).toBe(0);
    expect(upgradeTarget(and, 0, 5_000n, 50_000n)).toBe(1);
  });

  it('never goes down, and a level missed stops the climb', () => {
    expect(upgradeTarget(TABLE, 3, 0n, 0n)).toBe(3);
    const gap = [L(0, 0, 0), L(1, 5_000, 50_000, 0, 'AND'), L(2, 6_000, 60_000)];
    // Level 2 reached by deposit alone, but level 1 (AND) is not: the climb stops at 0.
    expect(upgradeTarget(gap, 0, 6_000n, 0n)).toBe(0);
  });
});

describe('reviewTarget', () => {
  const base = { pinnedLevel: null, reachedInReviewedMonth: false };
  it('keeps the level when the past month reached its maintain turnover', () => {
    expect(reviewTarget(TABLE, { ...base, level: 2, pastMonthTurnover: 40_000n })).toBe(2);
  });
  it('drops exactly one level when it did not', () => {
    expect(reviewTarget(TABLE, { ...base, level: 3, pastMonthTurnover: 0n })).toBe(2);
    expect(reviewTarget(TABLE, { ...base, level: 1, pastMonthTurnover: 9_999n })).toBe(0);
  });
  it('never goes below a pinned level (manual override)', () => {
    expect(reviewTarget(TABLE, { ...base, level: 3, pinnedLevel: 3, pastMonthTurnover: 0n })).toBe(3);
    expect(reviewTarget(TABLE, { ...base, level: 3, pinnedLevel: 1, pastMonthTurnover: 0n })).toBe(2);
  });
  it('keeps a level reached during the reviewed month, and level 0', () => {
    expect(reviewTarget(TABLE, { ...base, level: 3, reachedInReviewedMonth: true, pastMonthTurnover: 0n })).toBe(3);
    expect(reviewTarget(TABLE, { ...base, level: 0, pastMonthTurnover: 0n })).toBe(0);
  });
});

describe('checkLevelTable', () => {
  it('accepts 0..n with strictly rising thresholds', () => {
    expect(checkLevelTable(TABLE)).toEqual({ ok: true });
  });
  it('refuses gaps, a non-zero level 0 and thresholds that do not rise', () => {
    expect(checkLevelTable([L(0, 0, 0), L(2, 1, 1)]).ok).toBe(false);
    expect(checkLevelTable([L(0, 1, 0), L(1, 2, 2)]).ok).toBe(false);
    expect(checkLevelTable([L(0, 0, 0), L(1, 5, 5), L(2, 5, 6)]).ok).toBe(false);
    expect(checkLevelTable([L(0, 0, 0), L(1, 5, 5), L(2, 6, 5)]).ok).toBe(false);
    expect(checkLevelTable([L(0, 0, 0), L(0, 5, 5)]).ok).toBe(false);
  });
});

describe('rebateAmount', () => {
  it('basis points per category, rounded down to the cent', () => {
    expect(rebateAmount({ RNG: 1_000_000n, LIVE: 333n, FISH: 5n }, { RNG: 40, LIVE: 25 })).toEqual({
      total: 4_000n,
      parts: { RNG: 4_000n },
    });
  });
});

describe('calendar in the brand time zone', () => {
  it('months and days start at local midnight', () => {
    expect(periodOf(new Date('2026-02-28T16:30:00Z'), 'Asia/Manila')).toBe('2026-03');
    expect(periodRange('2026-03', 'Asia/Manila')).toEqual({
      from: new Date('2026-02-28T16:00:00Z'),
      to: new Date('2026-03-31T16:00:00Z'),
    });
    expect(dayRange('2026-12-31', 'Asia/Manila')).toEqual({
      from: new Date('2026-12-30T16:00:00Z'),
      to: new Date('2026-12-31T16:00:00Z'),
    });
    expect(periodRange('2026-04', 'America/New_York').from).toEqual(new Date('2026-04-01T04:00:00Z'));
    expect(previousPeriod('2026-01')).toBe('2025-12');
  });
  it('29 February is celebrated on 28 February in other years', () => {
    expect(isBirthday('2000-02-29', '2027-02-28')).toBe(true);
    expect(isBirthday('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthday('2000-02-29', '2028-02-29')).toBe(true);
    expect(isBirthday('1990-07-04', '2026-07-04')).toBe(true);
  });
});
