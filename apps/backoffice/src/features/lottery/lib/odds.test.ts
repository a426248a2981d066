import { describe, expect, it } from 'vitest';
import { oddsRowOf, oddsRowSchema, rtpAt } from './odds';

describe('rtpAt', () => {
  it('scales the vendor’s RTP with the payout (price fixed)', () => {
    expect(rtpAt({ payout: 95, rtp: 95 }, 99)).toBe(99);
    // Xiên 2 at 173 gives 94.95 %: 180 gives 98.79 %.
    expect(rtpAt({ payout: 173, rtp: 94.95 }, 180)).toBe(98.79);
    expect(rtpAt({ payout: 95, rtp: 95 }, Number.NaN)).toBeNull();
  });
});

describe('oddsRowSchema', () => {
  const row = oddsRowOf({
    payout: 95,
    enabled: true,
    minPerTicket: 1,
    maxPerTicket: null,
    minPerNumber: null,
    maxPerNumber: 1000.5,
    maxPayoutPerTicket: 500000,
    liabilityCap: 200000,
  });

  it('turns the editor’s texts into the save call’s numbers, empty limits into none', () => {
    expect(row).toMatchObject({ payout: '95', minPerTicket: '1.00', maxPerTicket: '', maxPerNumber: '1000.50' });
    expect(oddsRowSchema.parse(row)).toEqual({
      payout: 95,
      enabled: true,
      minPerTicket: 1,
      maxPerTicket: null,
      minPerNumber: null,
      maxPerNumber: 1000.5,
      maxPayoutPerTicket: 500000,
      liabilityCap: 200000,
    });
  });

  it('refuses a payout that is not a whole number, amounts with three decimals, and an empty cap', () => {
    expect(oddsRowSchema.safeParse({ ...row, payout: '95.5' }).success).toBe(false);
    expect(oddsRowSchema.safeParse({ ...row, payout: '0' }).success).toBe(false);
    expect(oddsRowSchema.safeParse({ ...row, minPerTicket: '1.005' }).success).toBe(false);
    expect(oddsRowSchema.safeParse({ ...row, liabilityCap: '' }).success).toBe(false);
  });
});
