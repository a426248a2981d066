import { describe, expect, it } from 'vitest';
import { validateTransfer, wholeBalanceText } from './transfer-validation';

const balances = new Map([
  [2, 100.5],
  [101, 30.25],
  [102, 0],
]);

describe('validateTransfer', () => {
  it('accepts an amount with up to 2 decimals within the source balance, normalised', () => {
    expect(validateTransfer({ from: 2, to: 101, amount: '12.3' }, balances)).toEqual({ ok: true, amount: '12.30' });
    expect(validateTransfer({ from: 2, to: 101, amount: ' 100.50 ' }, balances)).toEqual({
      ok: true,
      amount: '100.50',
    });
    expect(validateTransfer({ from: 101, to: 2, amount: '30.25' }, balances)).toEqual({ ok: true, amount: '30.25' });
  });

  it('refuses more than 2 decimals, zero, negatives, exponents and text', () => {
    for (const amount of ['1.234', '0', '0.00', '-5', '1e3', 'abc', '.5', '01']) {
      const r = validateTransfer({ from: 2, to: 101, amount }, balances);
      expect(r, amount).toMatchObject({ ok: false, field: 'amount', key: 'wallet.amount_invalid' });
    }
    expect(validateTransfer({ from: 2, to: 101, amount: '' }, balances)).toMatchObject({
      ok: false,
      key: 'wallet.amount_required',
    });
  });

  it('refuses more than the source wallet holds, to the cent', () => {
    expect(validateTransfer({ from: 2, to: 101, amount: '100.51' }, balances)).toMatchObject({
      ok: false,
      key: 'wallet.amount_over_balance',
    });
    expect(validateTransfer({ from: 101, to: 2, amount: '30.26' }, balances)).toMatchObject({
      ok: false,
      key: 'wallet.amount_over_balance',
    });
    expect(validateTransfer({ from: 2, to: 101, amount: '1000000000.01' }, balances)).toMatchObject({
      ok: false,
      key: 'wallet.amount_invalid',
    });
  });

  it('refuses the same wallet on both sides and game-to-game moves', () => {
    expect(validateTransfer({ from: 2, to: 2, amount: '1' }, balances)).toMatchObject({
      ok: false,
      field: 'to',
      key: 'wallet.same_wallet',
    });
    expect(validateTransfer({ from: 101, to: 102, amount: '1' }, balances)).toMatchObject({
      ok: false,
      key: 'wallet.main_side_required',
    });
  });
});

describe('wholeBalanceText', () => {
  it('gives the whole balance with 2 decimals, or nothing for an empty wallet', () => {
    expect(wholeBalanceText(100.5)).toBe('100.50');
    expect(wholeBalanceText(0.1 + 0.2)).toBe('0.30');
    expect(wholeBalanceText(0)).toBe('');
  });
});
