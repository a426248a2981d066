import { offerAgentContractBodySchema } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { offerBody } from './contract-offer-form';

const values = {
  downlineId: '42',
  productType: 'ALL',
  computationPeriod: 'W' as const,
  tiers: [
    { betVolume: '', netLoss: '500', activeMember: '', rate: '1.5' },
    { betVolume: '50000', netLoss: '1000.5', activeMember: '3', rate: '2' },
  ],
  profitRate: '0.3',
  lossRate: '0.1',
  minimumBet: '',
};

describe('offerBody', () => {
  it('sends tiers with empty amounts as 0, and the net loss and period only for a dividend', () => {
    const daily = offerBody('DAILY_SALARY', values);
    expect(daily).toEqual({
      downlineId: 42,
      kind: 'DAILY_SALARY',
      productType: 'ALL',
      tiers: [
        { betVolume: '0', activeMember: 0, rate: '1.5' },
        { betVolume: '50000', activeMember: 3, rate: '2' },
      ],
    });
    const dividend = offerBody('DIVIDEND', values);
    expect(dividend).toMatchObject({ computationPeriod: 'W', tiers: [{ netLoss: '500' }, { netLoss: '1000.5' }] });
  });

  it('sends the real-time salary its two rates and minimum bet, no tiers', () => {
    expect(offerBody('REALTIME_SALARY', values)).toEqual({
      downlineId: 42,
      kind: 'REALTIME_SALARY',
      productType: 'ALL',
      profitRate: '0.3',
      lossRate: '0.1',
      minimumBet: '0',
    });
  });

  it('builds what the operation schema accepts, and refuses what it refuses', () => {
    const ok = offerAgentContractBodySchema.safeParse(offerBody('DIVIDEND', values));
    expect(ok.success && ok.data.tiers?.map((t) => t.rate)).toEqual([150, 200]);
    const noDownline = offerAgentContractBodySchema.safeParse(offerBody('DAILY_SALARY', { ...values, downlineId: '' }));
    expect(noDownline.success).toBe(false);
    const badRate = offerBody('DAILY_SALARY', { ...values, tiers: [{ ...values.tiers[0]!, rate: '100.01' }] });
    expect(offerAgentContractBodySchema.safeParse(badRate).success).toBe(false);
  });
});
