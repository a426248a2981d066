import {
  AGENT_TYPES,
  CONTRACT_KINDS,
  CONTRACT_MAX_TIERS,
  type ContractKind,
  type ContractStatus,
  type DividendPeriod,
  type OperationValue,
  operatorGetContractTemplates,
} from '@pagoda/contracts';
import type { BadgeTone } from '../../../components/status-badge';

export type Template = OperationValue<typeof operatorGetContractTemplates>['list'][number];
export type Tier = Template['details'][number];
export type AgentType = (typeof AGENT_TYPES)[number];

/** One tier row of the editor: every input as the operator typed it (the contract's schema parses it). */
export type TierForm = { betVolume: string; netLoss: string; activeMember: string; rate: string };

/** The terms part of a form: tiers for the tiered kinds, the two rates and the minimum for real-time. */
export type TermsForm = {
  tiers: TierForm[];
  profitRate: string;
  lossRate: string;
  minimumBet: string;
  computationPeriod: DividendPeriod;
};

export { CONTRACT_MAX_TIERS };

export const isTiered = (kind: ContractKind) => kind !== 'REALTIME_SALARY';

/**
 * The thresholds a kind's tiers use (docs/agents.md, Model): dividends bet volume, net loss and active
 * members; daily salary bet volume and active members; hourly salary bet volume only. The server
 * ignores the others, so the editor does not ask for them.
 */
export const tierColumns = (kind: ContractKind) => ({
  netLoss: kind === 'DIVIDEND',
  activeMember: kind === 'DIVIDEND' || kind === 'DAILY_SALARY',
});

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export const emptyTier = (): TierForm => ({ betVolume: '0', netLoss: '0', activeMember: '0', rate: '' });

/** A new row under the last: its thresholds to start from, the rate left for the operator. */
export const nextTier = (tiers: TierForm[]): TierForm => {
  const last = tiers.at(-1);
  return last ? { ...last, rate: '' } : emptyTier();
};

/** Saved terms (a template's or a contract's) as the editor's text; nothing saved: one empty tier. */
export const termsFormOf = (
  src: Pick<Template, 'details' | 'profitRate' | 'lossRate' | 'minimumBet' | 'computationPeriod'> | null,
): TermsForm => ({
  tiers: src?.details.length
    ? src.details.map((d) => ({
        betVolume: text(d.betVolume),
        netLoss: text(d.netLoss),
        activeMember: text(d.activeMember),
        rate: text(d.rate),
      }))
    : [emptyTier()],
  profitRate: text(src?.profitRate),
  lossRate: text(src?.lossRate),
  minimumBet: src && src.profitRate !== null ? text(src.minimumBet) : '',
  computationPeriod: src && isDividendPeriod(src.computationPeriod) ? src.computationPeriod : 'M',
});

const isDividendPeriod = (p: string): p is DividendPeriod => ['D', 'W', 'H', 'M'].includes(p);

/**
 * The terms of a request body from the editor: only the fields the kind uses, so the contract's own
 * schema checks exactly what is sent (a hidden column never blocks a save). Text is trimmed; an empty
 * field stays empty and the schema reports it.
 */
export const termsBodyOf = (kind: ContractKind, form: TermsForm) => {
  if (!isTiered(kind))
    return { profitRate: form.profitRate.trim(), lossRate: form.lossRate.trim(), minimumBet: form.minimumBet.trim() };
  const cols = tierColumns(kind);
  return {
    tiers: form.tiers.map((t) => ({
      betVolume: t.betVolume.trim(),
      ...(cols.netLoss ? { netLoss: t.netLoss.trim() } : {}),
      ...(cols.activeMember ? { activeMember: t.activeMember.trim() } : {}),
      rate: t.rate.trim(),
    })),
    ...(kind === 'DIVIDEND' ? { computationPeriod: form.computationPeriod } : {}),
  };
};

export type TemplateCell = { agentType: AgentType; kind: ContractKind; template: Template | null };

/** Every agent type × kind in a fixed order, with its saved template or null (not set: no limit applies). */
export const templateMatrix = (list: readonly Template[]): TemplateCell[] =>
  AGENT_TYPES.flatMap((agentType) =>
    CONTRACT_KINDS.map((kind) => ({
      agentType,
      kind,
      template: list.find((x) => x.agentType === agentType && x.kind === kind) ?? null,
    })),
  );

/** What a tier list pays, for a one-line summary: how many tiers and the lowest and highest rate. */
export const tierRange = (details: readonly Pick<Tier, 'rate'>[]) =>
  details.length === 0
    ? null
    : {
        count: details.length,
        from: Math.min(...details.map((d) => d.rate)),
        to: Math.max(...details.map((d) => d.rate)),
      };

/** Contract states as the grid colours them (the word carries the meaning). */
export const STATUS_TONE: Record<ContractStatus, BadgeTone> = {
  P: 'info',
  E: 'success',
  R: 'danger',
  C: 'neutral',
  V: 'neutral',
};
