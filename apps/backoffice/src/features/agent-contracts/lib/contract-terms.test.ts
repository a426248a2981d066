import { operatorOfferAgentContract, operatorSaveContractTemplate } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-form';
import {
  nextTier,
  type Template,
  templateMatrix,
  type TermsForm,
  termsBodyOf,
  termsFormOf,
  tierRange,
} from './contract-terms';

const tier = (betVolume: string, rate: string, netLoss = '0', activeMember = '0') => ({
  betVolume,
  netLoss,
  activeMember,
  rate,
});
const form = (over: Partial<TermsForm> = {}): TermsForm => ({
  tiers: [tier('0', '1'), tier('50000', '1.5', '2000', '3')],
  profitRate: '0.3',
  lossRate: '0.1',
  minimumBet: '10',
  computationPeriod: 'W',
  ...over,
});
const tiersOf = (b: ReturnType<typeof termsBodyOf>) => ('tiers' in b ? b.tiers : undefined);
const template = (over: Partial<Template>): Template => ({
  agentType: 1,
  kind: 'DAILY_SALARY',
  computationPeriod: 'D',
  maxRate: 3,
  details: [],
  profitRate: null,
  lossRate: null,
  minimumBet: 0,
  ...over,
});

describe('termsBodyOf: only the fields the kind uses', () => {
  it('dividend: every threshold and the period', () => {
    expect(termsBodyOf('DIVIDEND', form())).toEqual({
      tiers: [
        { betVolume: '0', netLoss: '0', activeMember: '0', rate: '1' },
        { betVolume: '50000', netLoss: '2000', activeMember: '3', rate: '1.5' },
      ],
      computationPeriod: 'W',
    });
  });

  it('daily salary: bet volume and active members, no net loss, no period', () => {
    expect(tiersOf(termsBodyOf('DAILY_SALARY', form()))?.[1]).toEqual({
      betVolume: '50000',
      activeMember: '3',
      rate: '1.5',
    });
    expect(termsBodyOf('DAILY_SALARY', form())).not.toHaveProperty('computationPeriod');
  });

  it('hourly salary: bet volume only', () => {
    expect(tiersOf(termsBodyOf('HOUR_SALARY', form()))?.[1]).toEqual({ betVolume: '50000', rate: '1.5' });
  });

  it('real-time salary: the two rates and the minimum, no tiers; text is trimmed', () => {
    expect(termsBodyOf('REALTIME_SALARY', form({ profitRate: ' 0.5 ' }))).toEqual({
      profitRate: '0.5',
      lossRate: '0.1',
      minimumBet: '10',
    });
  });

  it('what it builds is a body the contract accepts', () => {
    for (const kind of ['DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY'] as const) {
      const body = { agentType: 2, kind, maxRate: '2', ...termsBodyOf(kind, form()) };
      expect(operatorSaveContractTemplate.body!.safeParse(body).success, kind).toBe(true);
    }
  });
});

describe('termsFormOf', () => {
  it('a saved template back to text, and through termsBodyOf to the same figures', () => {
    const saved = template({
      kind: 'DIVIDEND',
      computationPeriod: 'H',
      details: [
        { betVolume: 0, netLoss: 0, activeMember: 3, rateType: 'P', rate: 10 },
        { betVolume: 500000, netLoss: 50000, activeMember: 10, rateType: 'P', rate: 20.5 },
      ],
    });
    const f = termsFormOf(saved);
    expect(f.tiers[1]).toEqual(tier('500000', '20.5', '50000', '10'));
    expect(f.computationPeriod).toBe('H');
    expect(tiersOf(termsBodyOf('DIVIDEND', f))?.map((t) => t.rate)).toEqual(['10', '20.5']);
  });

  it('nothing saved: one empty tier and a monthly period; real-time keeps its minimum', () => {
    expect(termsFormOf(null)).toMatchObject({ tiers: [tier('0', '')], computationPeriod: 'M', minimumBet: '' });
    const rt = termsFormOf(
      template({ kind: 'REALTIME_SALARY', computationPeriod: 'RT', profitRate: 0.3, lossRate: 0.1, minimumBet: 10 }),
    );
    expect(rt).toMatchObject({ profitRate: '0.3', lossRate: '0.1', minimumBet: '10', computationPeriod: 'M' });
  });
});

describe('helpers', () => {
  it('a new tier copies the thresholds of the last, with no rate', () => {
    expect(nextTier([tier('0', '1'), tier('5000', '2', '0', '4')])).toEqual(tier('5000', '', '0', '4'));
    expect(nextTier([])).toEqual(tier('0', ''));
  });

  it('the matrix holds every agent type and kind, with the saved template or null', () => {
    const saved = template({ agentType: 41, kind: 'HOUR_SALARY' });
    const m = templateMatrix([saved]);
    expect(m).toHaveLength(16);
    expect(m.filter((c) => c.template)).toEqual([{ agentType: 41, kind: 'HOUR_SALARY', template: saved }]);
    expect(m.slice(0, 4).map((c) => `${c.agentType}:${c.kind}`)).toEqual([
      '1:DIVIDEND',
      '1:DAILY_SALARY',
      '1:HOUR_SALARY',
      '1:REALTIME_SALARY',
    ]);
  });

  it('tier range: count, lowest and highest rate', () => {
    expect(tierRange([{ rate: 1 }, { rate: 1.5 }, { rate: 2 }])).toEqual({ count: 3, from: 1, to: 2 });
    expect(tierRange([])).toBeNull();
  });
});

describe('contractResolver', () => {
  const resolve = (values: TermsForm & { account: string }) =>
    contractResolver(operatorOfferAgentContract, (v: TermsForm & { account: string }) => ({
      account: v.account,
      kind: 'DAILY_SALARY' as const,
      ...termsBodyOf('DAILY_SALARY', v),
    }))(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('the schema’s errors land on the editor’s inputs', async () => {
    const r = await resolve({ ...form({ tiers: [tier('0', ''), tier('x', '2')] }), account: '' });
    expect(Object.keys(r.errors).sort()).toEqual(['account', 'tiers']);
    const tiers = r.errors.tiers as unknown as Record<number, Record<string, unknown>>;
    expect(Object.keys(tiers[0] ?? {})).toEqual(['rate']);
    expect(Object.keys(tiers[1] ?? {})).toEqual(['betVolume']);
  });

  it('a valid form hands over the body as typed (rates in percent, not basis points)', async () => {
    const r = await resolve({ ...form(), account: 'demoagent' });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({
      account: 'demoagent',
      kind: 'DAILY_SALARY',
      tiers: [
        { betVolume: '0', activeMember: '0', rate: '1' },
        { betVolume: '50000', activeMember: '3', rate: '1.5' },
      ],
    });
  });
});
