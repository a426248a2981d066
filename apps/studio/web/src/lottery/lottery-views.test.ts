import { beforeAll, describe, expect, it } from 'vitest';
import { betTypeByCode, commitSeed, fastDrawResult, STRUCTURE_MB } from '../../../src/lottery';
import type { Draw } from '../../../src/shared/lottery-api';
import { loadTexts } from '../shared/i18n';
import { statusFilter } from './lottery-bets';
import { specialOf } from './lottery-lobby';
import { gameName, tierName } from './lottery-names';
import { verifyDraw } from './lottery-results';
import { errorTokens, lotteryText, ruleText } from './lottery-text';

beforeAll(() => Promise.all([loadTexts('EN'), loadTexts('VI')]));

const seed = 'a'.repeat(64);
const houseDraw = (): Draw => {
  const result = fastDrawResult(STRUCTURE_MB, seed, 'ELOTT1', '20261129-0001');
  return {
    gameCode: 'ELOTT1',
    numero: '20261129-0001',
    drawTime: '2026-11-28T17:01:00.000Z',
    status: 'SETTLED',
    source: 'HOUSE',
    revision: 1,
    stations: ['ELOTT1'],
    // As read back from JSON: the tiers in another key order.
    result: { ELOTT1: Object.fromEntries(Object.entries(result.tables.ELOTT1!).reverse()) },
    seedHash: commitSeed(seed).toUpperCase(),
    serverSeed: seed,
  };
};

describe('lottery views', () => {
  it('verifies a house draw in the browser: match, then a tampered result and seed mismatch', () => {
    const draw = houseDraw();
    expect(verifyDraw({ structure: 'MB27' }, draw)?.ok).toBe(true);
    const table = { ...draw.result!.ELOTT1!, DB: ['00000'] };
    const tampered = verifyDraw({ structure: 'MB27' }, { ...draw, result: { ELOTT1: table } });
    expect(tampered?.ok).toBe(false);
    expect(tampered?.seedMatchesCommitment).toBe(true);
    expect(tampered?.resultMatches).toBe(false);
    expect(verifyDraw({ structure: 'MB27' }, { ...draw, serverSeed: 'b'.repeat(64) })?.seedMatchesCommitment).toBe(
      false,
    );
    expect(verifyDraw({ structure: 'MB27' }, { ...draw, serverSeed: null })).toBeNull();
  });

  it("shows a draw's special prize (the first station's)", () => {
    expect(specialOf(houseDraw())).toBe(houseDraw().result!.ELOTT1!.DB![0]);
    expect(specialOf(undefined)).toBeNull();
    expect(specialOf({ ...houseDraw(), result: null })).toBeNull();
    const mn = {
      ...houseDraw(),
      stations: ['TPHCM', 'DT'],
      result: { DT: { DB: ['222222'] }, TPHCM: { DB: ['111111'] } },
    };
    expect(specialOf(mn)).toBe('111111');
  });

  it('files tickets under open, won, lost and void', () => {
    expect(statusFilter('PENDING')).toBe('open');
    expect(statusFilter('OPEN')).toBe('open');
    expect(statusFilter('WON')).toBe('won');
    expect(statusFilter('LOST')).toBe('lost');
    expect(statusFilter('VOID')).toBe('void');
  });

  it('speaks the Vietnamese terms in VI', () => {
    expect(lotteryText('VI', 'lottery.tier.DB')).toBe('Giải đặc biệt');
    expect(tierName('VI', 'G8', 'Giải Tám')).toBe('Giải tám');
    expect(lotteryText('VI', 'lottery.odds', { price: 1, payout: 95 })).toBe('1 ăn 95');
    expect(lotteryText('EN', 'lottery.odds', { price: 27, payout: 95 })).toBe('27 pays 95');
    expect(lotteryText('VI', 'lottery.station')).toBe('Đài');
    expect(lotteryText('VI', 'lottery.status.void')).toBe('Hủy');
    expect(gameName('VI', 'ELOTT1')).toBe('Siêu tốc 1 phút');
    expect(gameName('EN', 'NOPE', 'Fallback')).toBe('Fallback');
  });

  it('explains each bet family and quotes bad tokens', () => {
    const say = (code: string) => {
      const r = ruleText(betTypeByCode(code)!.rule);
      return lotteryText('EN', r.key, r.vars);
    };
    expect(say('lo2')).toContain('every prize ending in your 2 digits');
    expect(say('ba-cang')).toContain('special prize ends in your 3 digits');
    expect(say('xien3')).toContain('combination of 3 numbers');
    expect(say('truot4')).toContain('none of them');
    expect(errorTokens(['"5" is not a 2-digit number', 'other'])).toEqual(['5', 'other']);
  });
});
