import { type ContractView, minorToNumber, type SettlementView } from '@pagoda/contracts';
import type { StoredTerms } from '../../db/schema-agent-contracts.js';
import type { BillRow, ContractRow, RequestRow, RunRow, TemplateRow } from './agent-contracts.repository.js';
import { isTiered, topRateBps } from './contract-rules.js';

/** Basis points → the wire's percent (125 → 1.25): exact, the wire carries two decimals. */
export const percent = (bps: number) => bps / 100;
const ms = (d: Date | null) => (d ? d.getTime() : null);
const money = (minorText: string | bigint) => minorToNumber(BigInt(minorText));

const tiersOf = (t: StoredTerms) =>
  isTiered(t)
    ? t.tiers.map((x) => ({
        betVolume: money(x.betVolume),
        netLoss: money(x.netLoss),
        activeMember: x.activeMember,
        rateType: 'P' as const,
        rate: percent(x.rateBps),
      }))
    : [];

export const presentTerms = (t: StoredTerms) => {
  const details = tiersOf(t);
  const first = isTiered(t) ? t.tiers[0] : undefined;
  return {
    details,
    minimumBet: isTiered(t) ? money(first?.betVolume ?? '0') : money(t.minimumBet),
    netLoss: money(first?.netLoss ?? '0'),
    activeMember: first?.activeMember ?? 0,
    contractRate: percent(topRateBps(t)),
    profitRate: isTiered(t) ? null : percent(t.profitRateBps),
    lossRate: isTiered(t) ? null : percent(t.lossRateBps),
  };
};

export const presentRequest = (r: RequestRow, callerId: number | null) => {
  const terms = r.terms ? presentTerms(r.terms) : null;
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    mine: callerId !== null && r.requestedBy === callerId,
    details: terms?.details ?? [],
    profitRate: terms?.profitRate ?? null,
    lossRate: terms?.lossRate ?? null,
    createdAt: r.createdAt.getTime(),
  };
};

/**
 * A contract for the portal. `downlineHigherRate` is Y on an offer when the holder's active
 * contract of the same kind and product pays a higher top rate (accepting needs a confirmation).
 */
export const presentContract = (
  c: ContractRow,
  ctx: {
    accounts: Map<number, string>;
    callerId: number | null;
    activeTopRate?: number | undefined;
    request?: RequestRow | undefined;
  },
): ContractView => {
  const party = (id: number | null) => (id === null ? null : { id, account: ctx.accounts.get(id) ?? '' });
  const terms = presentTerms(c.terms);
  return {
    id: c.id,
    contractId: c.id,
    kind: c.kind,
    productType: c.productType,
    computationPeriod: c.period,
    status: c.status,
    version: c.version,
    holder: party(c.holderId),
    offerer: party(c.offererId),
    ...terms,
    hourSalaryRates: c.kind === 'HOUR_SALARY' ? terms.details : [],
    downlineHigherRate:
      c.status === 'P' && ctx.activeTopRate !== undefined && ctx.activeTopRate > c.topRateBps ? 'Y' : 'N',
    agent: [{ status: c.status }],
    offeredAt: c.offeredAt.getTime(),
    acceptedAt: ms(c.acceptedAt),
    endedAt: ms(c.endedAt),
    endReason: c.endReason,
    request: ctx.request ? presentRequest(ctx.request, ctx.callerId) : null,
  };
};

export const presentBill = (b: BillRow, accounts: Map<number, string>): SettlementView => ({
  id: b.id,
  contractId: b.contractId,
  kind: b.kind,
  periodKey: b.periodKey,
  windowFrom: b.windowFrom.getTime(),
  windowTo: b.windowTo.getTime(),
  holder: { id: b.holderId, account: accounts.get(b.holderId) ?? '' },
  payer: b.payerId === null ? null : { id: b.payerId, account: accounts.get(b.payerId) ?? '' },
  validBet: money(b.validBet),
  netLoss: money(b.netLoss),
  activeMembers: b.activeMembers,
  carryIn: money(b.carryIn),
  carryOut: money(b.carryOut),
  base: money(b.base),
  tier: b.tier + 1,
  rate: percent(b.rateBps),
  profitBet: money(String(b.detail.profitBet ?? '0')),
  lossBet: money(String(b.detail.lossBet ?? '0')),
  amount: money(b.amount),
  downlineAmount: money(b.downlineAmount),
  net: money(b.amount - b.downlineAmount),
  paid: money(b.paid),
  receivable: money(b.status === 'PARTIAL' || b.status === 'UNPAID' ? b.amount - b.paid : 0n),
  status: b.status,
  createdAt: b.createdAt.getTime(),
});

export const presentRun = (r: RunRow) => ({
  id: r.id,
  kind: r.kind,
  computationPeriod: r.period,
  periodKey: r.periodKey,
  trigger: r.trigger,
  status: r.status,
  startedAt: r.startedAt.getTime(),
  finishedAt: ms(r.finishedAt),
  bills: r.bills,
  total: money(r.total),
  error: r.error,
  by: r.by,
});

export const presentTemplate = (t: TemplateRow) => {
  const terms = presentTerms(t.terms);
  return {
    agentType: t.agentType,
    kind: t.kind,
    computationPeriod: t.period,
    maxRate: percent(t.maxRateBps),
    details: terms.details,
    profitRate: terms.profitRate,
    lossRate: terms.lossRate,
    minimumBet: terms.minimumBet,
  };
};
