import { describe, expect, it } from 'vitest';
import { lotteryGame, periodOnSale, planChase } from '../../../src/lottery';
import { chaseBody, type Chase } from '../../../src/shared/lottery-api';
import { canCancel, chaseBodyOf, chasePeriods, chasePreview } from './lottery-chase-model';
import { slipOf } from './lottery-model';

/** lô 2 số on two numbers, 3 points: 2 × 3 × 27 units of 1.00 = 162.00 a draw. */
const slip = slipOf({
  betType: 'lo2',
  structure: 'MB27',
  numbers: '12 34',
  points: 3,
  price: 27,
  payout: 95,
  unitMinor: 100n,
});

describe('chase panel arithmetic', () => {
  it('prices a flat chase: every draw costs the slip, the total is the slip × draws', () => {
    expect(slip.cost).toBe(16_200n);
    const numero = periodOnSale(lotteryGame('ELOTT1'), Date.parse('2026-11-26T10:00:05Z')).periodId;
    const p = chasePreview({ gameCode: 'ELOTT1', numero, baseCost: slip.cost, periods: 5, doubling: false })!;
    expect(p.steps.map((s) => s.cost)).toEqual(Array(5).fill(16_200n));
    expect(p.total).toBe(81_000n);
    expect(p.first).toBe(p.last);
    // The draws are the consecutive periods from the one on sale.
    expect(p.steps.map((s) => s.numero)).toEqual([
      '20261126-1021',
      '20261126-1022',
      '20261126-1023',
      '20261126-1024',
      '20261126-1025',
    ]);
  });

  it('prices a doubling chase as the studio does (the core planChase), capped at the ceiling multiplier', () => {
    const p = chasePreview({
      gameCode: 'ELOTT1',
      numero: '20261126-1021',
      baseCost: 2_700n,
      periods: 4,
      doubling: true,
    })!;
    expect(p.steps.map((s) => [s.multiplier, s.cost])).toEqual([
      [1n, 2_700n],
      [2n, 5_400n],
      [4n, 10_800n],
      [8n, 21_600n],
    ]);
    expect(p.total).toBe(40_500n);
    const long = chasePreview({ gameCode: 'XSMB', numero: '20261126', baseCost: 100n, periods: 30, doubling: true })!;
    expect(long.steps.at(-1)!.multiplier).toBe(1_000n);
    const core = planChase({
      periodIds: long.steps.map((s) => s.numero),
      multipliers: long.steps.map((s) => s.multiplier),
      baseCost: 100n,
      stopOnWin: true,
    });
    expect(long.total).toBe(core.total);
    expect(new Set(long.steps.map((s) => s.numero)).size).toBe(30);
  });

  it('has no plan without a cost or with a count out of 2–30', () => {
    expect(chasePeriods('1')).toBeNull();
    expect(chasePeriods('31')).toBeNull();
    expect(chasePeriods('2.5')).toBeNull();
    expect(chasePeriods('')).toBeNull();
    expect(chasePeriods('30')).toBe(30);
    expect(chasePreview({ gameCode: 'ELOTT1', numero: 'x', baseCost: 0n, periods: 3, doubling: false })).toBeNull();
    expect(chasePreview({ gameCode: 'ELOTT1', numero: 'x', baseCost: 10n, periods: null, doubling: false })).toBeNull();
  });

  it('sends a body the server schema accepts, and offers cancel only while a draw can still be refunded', () => {
    const body = chaseBodyOf(
      { gameCode: 'ELOTT1', betType: 'lo2', numbers: ['12'], points: 1 },
      { periods: 4, doubling: true, stopOnWin: true },
    );
    expect(chaseBody.safeParse(body).success).toBe(true);
    const chase = { status: 'RUNNING', steps: [{ cancellable: false }, { cancellable: true }] } as unknown as Chase;
    expect(canCancel(chase)).toBe(true);
    expect(canCancel({ ...chase, status: 'WON_STOPPED' })).toBe(false);
    expect(canCancel({ ...chase, steps: [{ ...chase.steps[0]! }] })).toBe(false);
  });
});
