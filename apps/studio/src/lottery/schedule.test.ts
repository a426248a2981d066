import { describe, expect, it } from 'vitest';
import { lotteryGame, LOTTERY_GAMES } from './games';
import {
  brandDate,
  brandWeekday,
  nextDraw,
  periodById,
  periodOnSale,
  periodPhase,
  periodsAfter,
  periodsBetween,
  stationsOn,
} from './schedule';
import { ROTATION, stationByCode, STATIONS } from './stations';

const at = (iso: string) => Date.parse(iso);
const XSMB = lotteryGame('XSMB');
const XSMT = lotteryGame('XSMT');
const XSMN = lotteryGame('XSMN');
const ELOTT1 = lotteryGame('ELOTT1');
const ELOTT5 = lotteryGame('ELOTT5');

describe('stations and weekday rotation', () => {
  it('rotates MB through Hà Nội, Quảng Ninh, Bắc Ninh, Hải Phòng, Nam Định, Thái Bình, one a day', () => {
    // 2026-11-23 is a Monday (Thứ Hai).
    const week = ['23', '24', '25', '26', '27', '28', '29'].map((d) => stationsOn(XSMB, `2026-11-${d}`));
    expect(week).toEqual([['HN'], ['QN'], ['BN'], ['HN'], ['HP'], ['ND'], ['TB']]);
    expect(brandWeekday('2026-11-23')).toBe(1);
  });

  it('draws 2–3 MT and 3–4 MN stations a day; Saturday MN is TP.HCM, Long An, Bình Phước, Hậu Giang', () => {
    for (let d = 0; d < 7; d++) {
      expect(ROTATION.MT[d]!.length).toBeGreaterThanOrEqual(2);
      expect(ROTATION.MT[d]!.length).toBeLessThanOrEqual(3);
      expect(ROTATION.MN[d]!.length).toBeGreaterThanOrEqual(3);
      expect(ROTATION.MN[d]!.length).toBeLessThanOrEqual(4);
    }
    expect(stationsOn(XSMN, '2026-11-28').map((c) => stationByCode(c)!.name)).toEqual([
      'TP. Hồ Chí Minh',
      'Long An',
      'Bình Phước',
      'Hậu Giang',
    ]);
    expect(stationsOn(XSMT, '2026-11-26')).toEqual(['BDI', 'QT', 'QB']);
  });

  it('names only known stations of the right region, and every station draws at least once a week', () => {
    for (const region of ['MB', 'MT', 'MN'] as const) {
      const used = new Set(ROTATION[region].flat());
      for (const code of used) expect(stationByCode(code)?.region).toBe(region);
      expect([...used].sort()).toEqual(
        STATIONS.filter((s) => s.region === region)
          .map((s) => s.code)
          .sort(),
      );
    }
  });
});

describe('regional periods', () => {
  it('draws MB at 18:15, MT 17:15, MN 16:15 Asia/Ho_Chi_Minh, closing 15 minutes before', () => {
    const mb = periodById(XSMB, '20261126')!;
    expect(new Date(mb.drawAt).toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(new Date(mb.closeAt).toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(new Date(mb.openAt).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(mb.stations).toEqual(['HN']);
    expect(new Date(periodById(XSMT, '20261126')!.drawAt).toISOString()).toBe('2026-11-26T10:15:00.000Z');
    expect(new Date(periodById(XSMN, '20261126')!.drawAt).toISOString()).toBe('2026-11-26T09:15:00.000Z');
  });

  it('moves sales to the next day at the cut-off; the closed draw is still the next draw', () => {
    expect(periodOnSale(XSMB, at('2026-11-26T10:59:59.999Z')).periodId).toBe('20261126');
    const after = at('2026-11-26T11:00:00Z');
    expect(periodOnSale(XSMB, after).periodId).toBe('20261127');
    const next = nextDraw(XSMB, after);
    expect(next.periodId).toBe('20261126');
    expect(periodPhase(next, after)).toBe('closed');
    expect(periodPhase(next, at('2026-11-26T11:15:00Z'))).toBe('drawn');
    expect(nextDraw(XSMB, at('2026-11-26T11:15:00Z')).periodId).toBe('20261127');
  });

  it('takes the cut-off from options, and refuses one that does not fit', () => {
    expect(periodOnSale(XSMB, at('2026-11-26T11:05:00Z'), { cutOffSeconds: 300 }).periodId).toBe('20261126');
    expect(() => periodOnSale(ELOTT1, 0, { cutOffSeconds: 60 })).toThrow(RangeError);
  });

  it('skips no-draw days (Tết): the next draw opens at the last draw’s close', () => {
    const tet = ['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08'];
    const p = periodOnSale(XSMB, at('2027-02-04T12:00:00Z'), { noDrawDates: tet });
    expect(p.periodId).toBe('20270209');
    expect(new Date(p.openAt).toISOString()).toBe('2027-02-04T11:00:00.000Z');
    expect(periodById(XSMB, '20270206', { noDrawDates: tet })).toBeUndefined();
    expect(stationsOn(XSMB, '2027-02-06', { noDrawDates: tet })).toEqual([]);
  });
});

describe('fast periods', () => {
  it('numbers periods YYYYMMDD-NNNN from 0001 each brand day (UTC+7), the midnight draw closing the day', () => {
    // 2026-11-27 00:00 UTC+7 = 2026-11-26T17:00Z.
    const last = nextDraw(ELOTT1, at('2026-11-26T16:59:30Z'));
    expect(last.periodId).toBe('20261126-1440');
    expect(new Date(last.drawAt).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    const first = nextDraw(ELOTT1, at('2026-11-26T17:00:00Z'));
    expect(first.periodId).toBe('20261127-0001');
    expect(first.date).toBe('2026-11-27');
    expect(new Date(first.drawAt).toISOString()).toBe('2026-11-26T17:01:00.000Z');
    expect(brandDate(at('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
    expect(brandDate(at('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it('closes sales 10 s before the draw and opens the next period at once', () => {
    expect(periodOnSale(ELOTT1, at('2026-11-26T16:59:49.999Z')).periodId).toBe('20261126-1440');
    const p = periodOnSale(ELOTT1, at('2026-11-26T16:59:50Z'));
    expect(p.periodId).toBe('20261127-0001');
    expect(new Date(p.openAt).toISOString()).toBe('2026-11-26T16:59:50.000Z');
    expect(new Date(p.closeAt).toISOString()).toBe('2026-11-26T17:00:50.000Z');
    expect(periodOnSale(ELOTT5, at('2026-11-26T17:02:00Z')).periodId).toBe('20261127-0001');
  });

  it('generates a day ahead: 1,440 / 480 / 288 contiguous periods with unique ids', () => {
    const from = at('2026-11-26T17:00:00Z');
    const to = from + 86_400_000;
    for (const [code, count] of [
      ['ELOTT1', 1440],
      ['ELOTT3', 480],
      ['ELOTT5', 288],
    ] as const) {
      const periods = periodsBetween(lotteryGame(code), from, to);
      expect(periods).toHaveLength(count);
      expect(new Set(periods.map((p) => p.periodId)).size).toBe(count);
      expect(periods[0]!.periodId).toBe('20261127-0001');
      expect(periods.at(-1)!.periodId).toBe(`20261127-${String(count).padStart(4, '0')}`);
      for (let i = 1; i < periods.length; i++) expect(periods[i]!.openAt).toBe(periods[i - 1]!.closeAt);
    }
  });

  it('round-trips ids and refuses malformed ones', () => {
    for (const game of LOTTERY_GAMES) {
      const p = nextDraw(game, at('2026-11-26T16:59:30Z'));
      expect(periodById(game, p.periodId)).toEqual(p);
    }
    for (const bad of ['20261127-0000', '20261127-1441', '20261301-0001', '20260230-0001', '2026112-0001', 'x']) {
      expect(periodById(ELOTT1, bad), bad).toBeUndefined();
    }
    expect(periodById(XSMB, '20261127-0001')).toBeUndefined();
  });

  it('lists the periods after one (for chase bets)', () => {
    const p = periodById(ELOTT5, '20261126-0287')!;
    expect(periodsAfter(ELOTT5, p, 3).map((x) => x.periodId)).toEqual([
      '20261126-0288',
      '20261127-0001',
      '20261127-0002',
    ]);
  });
});
