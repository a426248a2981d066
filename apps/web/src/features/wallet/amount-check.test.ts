import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check';

describe('checkAmount', () => {
  it('applies the 2-decimal rule and the channel limits, inclusive', () => {
    expect(checkAmount('100', { min: 100, max: 50_000 })).toEqual({ ok: true, amount: '100.00' });
    expect(checkAmount('50000.00', { min: 100, max: 50_000 })).toEqual({ ok: true, amount: '50000.00' });
    expect(checkAmount('99.99', { min: 100, max: 50_000 })).toEqual({ ok: false, key: 'wallet.amount_below_min' });
    expect(checkAmount('50000.01', { min: 100, max: 50_000 })).toEqual({ ok: false, key: 'wallet.amount_above_max' });
    expect(checkAmount('100.001', { min: 100 })).toEqual({ ok: false, key: 'wallet.amount_invalid' });
    expect(checkAmount('  ')).toEqual({ ok: false, key: 'wallet.amount_required' });
  });
});
