import { describe, expect, it } from 'vitest';
import { betTypeByCode } from '../../../lottery';
import { type BetSettings, poolBetTypes, stakeLimitError } from './lottery-settings.service';

const lo2: BetSettings = {
  betType: betTypeByCode('lo2')!,
  structure: 'MB27',
  price: 27n,
  payout: 95n,
  enabled: true,
  minPerTicket: 100n,
  maxPerTicket: 10_000n,
  minPerNumber: 2_700n,
  maxPerNumber: 5_400n,
  maxPayoutPerTicket: 1_000_000n,
  liabilityCap: 1_000_000n,
  rtp: 95,
};

describe('poolBetTypes', () => {
  it('names the bet types booked in a pool, per structure and 5D position', () => {
    expect(poolBetTypes('MB27', 'special-2').map((b) => b.code)).toEqual(['de', 'duoi']);
    expect(poolBetTypes('MB27', 'all-2').map((b) => b.code)).toEqual(['lo2']);
    expect(poolBetTypes('D5', 'd5-digit@3').map((b) => b.code)).toEqual(['d5-digit']);
    expect(poolBetTypes('D5', 'd5-sum-size').map((b) => b.code)).toEqual(['d5-sum-size']);
    expect(poolBetTypes('D5', 'all-2')).toEqual([]);
  });
});

describe('stakeLimitError', () => {
  it('checks the stake per number (line) and per ticket against each bound, inclusive', () => {
    expect(stakeLimitError(lo2, 2_700n, 5_400n)).toBeNull();
    expect(stakeLimitError(lo2, 5_400n, 10_000n)).toBeNull();
    expect(stakeLimitError(lo2, 2_699n, 2_699n)).toMatch(/per number 26\.99 is below the minimum 27\.00/);
    expect(stakeLimitError(lo2, 5_401n, 5_401n)).toMatch(/per number 54\.01 is above the maximum 54\.00/);
    expect(stakeLimitError(lo2, 5_000n, 10_001n)).toMatch(/Ticket stake 100\.01 is above the maximum 100\.00/);
    expect(stakeLimitError({ ...lo2, minPerNumber: null, minPerTicket: 3_000n }, 2_000n, 2_000n)).toMatch(
      /Ticket stake 20\.00 is below the minimum 30\.00/,
    );
    // No bounds: nothing refused.
    const open = { ...lo2, minPerTicket: null, maxPerTicket: null, minPerNumber: null, maxPerNumber: null };
    expect(stakeLimitError(open, 1n, 10n ** 12n)).toBeNull();
  });
});
