import { describe, expect, it } from 'vitest';
import { oddsFor } from './bet-types';
import { advanceChase, multiplierSeries, planChase } from './chase';
import { numberFrequency } from './frequency';
import { checkLiability, exposureOf, soldOutKeys } from './liability';
import type { DrawResult } from './settle';
import { MB_DRAW, MN_DRAW } from './test-draws';
import type { Ticket } from './ticket';

const UNIT = 1000n;
const ticket = (betType: string, numbers: string[], points = 1n): Ticket => ({
  betType,
  structure: 'MB27',
  numbers,
  points,
  unitMinor: UNIT,
});
const odds = (code: string, maxPayout = 10_000_000_000n) => ({ ...oddsFor(code, 'MB27')!, maxPayout });

describe('liability', () => {
  it('adds one hit’s payout per lô number and per đề number, in separate pools', () => {
    expect(exposureOf(ticket('lo2', ['12', '34'], 2n), odds('lo2'))).toEqual(
      new Map([
        ['all-2:12', 190_000n],
        ['all-2:34', 190_000n],
      ]),
    );
    expect(exposureOf(ticket('de', ['12']), odds('de'))).toEqual(new Map([['special-2:12', 95_000n]]));
    expect(exposureOf(ticket('duoi', ['12']), odds('duoi'))).toEqual(new Map([['special-2:12', 95_000n]]));
    expect(exposureOf(ticket('lo2', ['12']), odds('lo2'), { matchHits: 27 }).get('all-2:12')).toBe(27n * 95_000n);
  });

  it('counts every xiên combination on each of its numbers, capped at the ticket’s max payout', () => {
    const e = exposureOf(ticket('xien2', ['11', '22', '33']), odds('xien2'));
    expect(e.get('xien:11')).toBe(2n * 173_000n);
    expect(exposureOf(ticket('xien2', ['11', '22', '33']), odds('xien2', 200_000n)).get('xien:11')).toBe(200_000n);
  });

  it('refuses a ticket that would pass a number’s cap and names the sold-out numbers', () => {
    const cap = (key: string) => (key.startsWith('special-2:') ? 1_000_000n : undefined);
    let book = new Map<string, bigint>();
    for (let i = 0; i < 10; i++) {
      const r = checkLiability(book, exposureOf(ticket('de', ['68']), odds('de')), cap);
      if (!r.ok) throw new Error('refused early');
      book = r.book;
    }
    expect(book.get('special-2:68')).toBe(950_000n);
    expect(soldOutKeys(book, cap)).toEqual([]);
    const refused = checkLiability(book, exposureOf(ticket('de', ['68', '86']), odds('de')), cap);
    expect(refused).toEqual({ ok: false, soldOut: ['special-2:68'] });
    const last = checkLiability(book, exposureOf(ticket('lo2', ['68']), odds('lo2')), cap);
    expect(last.ok).toBe(true);
    book.set('special-2:68', 1_000_000n);
    expect(soldOutKeys(book, cap)).toEqual(['special-2:68']);
  });
});

describe('chase', () => {
  it('plans multipliers per period and totals the cost', () => {
    const plan = planChase({
      periodIds: ['20261127-0001', '20261127-0002', '20261127-0003'],
      multipliers: multiplierSeries(3, 1n, 2n),
      baseCost: 27_000n,
      stopOnWin: true,
    });
    expect(plan.steps.map((s) => [s.multiplier, s.cost, s.cumulative])).toEqual([
      [1n, 27_000n, 27_000n],
      [2n, 54_000n, 81_000n],
      [4n, 108_000n, 189_000n],
    ]);
    expect(plan.total).toBe(189_000n);
    expect(advanceChase(plan, '20261127-0001', true)).toMatchObject({ remaining: [], refund: 162_000n });
    expect(advanceChase(plan, '20261127-0001', false).remaining).toHaveLength(2);
    expect(advanceChase({ ...plan, stopOnWin: false }, '20261127-0002', true)).toMatchObject({ refund: 0n });
  });

  it('caps a doubling series and refuses bad plans', () => {
    expect(multiplierSeries(5, 1n, 2n, 8n)).toEqual([1n, 2n, 4n, 8n, 8n]);
    expect(planChase({ periodIds: ['a', 'b'], multipliers: 3n, baseCost: 10n, stopOnWin: false }).total).toBe(60n);
    expect(() => planChase({ periodIds: [], multipliers: 1n, baseCost: 1n, stopOnWin: true })).toThrow();
    expect(() => planChase({ periodIds: ['a'], multipliers: [1n, 2n], baseCost: 1n, stopOnWin: true })).toThrow();
    expect(() => planChase({ periodIds: ['a', 'a'], multipliers: 1n, baseCost: 1n, stopOnWin: true })).toThrow();
    expect(() => planChase({ periodIds: ['a'], multipliers: [0n], baseCost: 1n, stopOnWin: true })).toThrow();
  });
});

describe('number frequency (100 Vietnamese numbers)', () => {
  it('counts every ending of every prize and station, hot first, cold first, and draws since last seen', () => {
    const f = numberFrequency([MN_DRAW, MB_DRAW], { top: 3 });
    expect(f.draws).toBe(2);
    expect(f.counts).toHaveLength(100);
    expect(f.counts.reduce((a, b) => a + b, 0)).toBe(27 + 18);
    expect(f.counts[56]).toBe(6);
    expect(f.counts[45]).toBe(4);
    // 11, 22 and 90 tie at 3: the lower number comes first.
    expect(f.hot).toEqual(['56', '45', '11']);
    expect(f.cold).toEqual(['16', '19', '20']);
    expect(f.sinceLast[45]).toBe(0);
    expect(f.sinceLast[56]).toBe(1);
    expect(f.sinceLast[19]).toBeNull();
  });

  it('keeps only the last N draws (default 100)', () => {
    const many: DrawResult[] = Array.from({ length: 150 }, (_, i) => (i < 50 ? MN_DRAW : MB_DRAW));
    expect(numberFrequency(many).draws).toBe(100);
    expect(numberFrequency(many).counts[56]).toBe(0);
    expect(numberFrequency(many, { last: 101 }).counts[56]).toBe(6);
  });
});
