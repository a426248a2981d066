import type {
  Announcement,
  OperatorAgentNode,
  downlineSchema,
  invitationCodeSchema,
  offerTemplateSchema,
  pnlRowSchema,
  teamFiguresSchema,
} from '@pagoda/contracts';
import { minorToNumber, TxType } from '@pagoda/contracts';
import type { z } from 'zod';
import type { affiliateCodes } from '../../db/schema.js';
import type { TreeMember } from './agent-tree.repository.js';
import type { DayFigures, PnlRow } from './agents.repository.js';

const money = minorToNumber;

export const presentFigures = (f: DayFigures): z.input<typeof teamFiguresSchema> => ({
  newMembers: f.newMembers,
  activeMembers: f.activeMembers,
  firstDeposits: f.firstDeposits,
  deposits: money(f.deposits),
  withdrawals: money(f.withdrawals),
  validBets: money(f.validBets),
  profitLoss: money(f.profitLoss),
});

export const presentNotice = (a: Announcement) => ({ id: a.id, title: a.title, content: a.content, time: a.time });

export const presentDownline = (m: TreeMember, note: string): z.input<typeof downlineSchema> => ({
  id: m.id,
  account: m.account,
  nickname: m.nickname,
  type: m.type,
  level: m.level,
  upline: m.uplineAccount,
  balance: money(m.balance),
  registeredAt: m.registeredAt.getTime(),
  lastLoginAt: m.lastLoginAt?.getTime() ?? null,
  status: m.status,
  directCount: m.directCount,
  note,
});

export const presentCode = (
  c: typeof affiliateCodes.$inferSelect,
  registrations: number,
  link: string,
  offers: z.input<typeof offerTemplateSchema>[],
): z.input<typeof invitationCodeSchema> => ({
  code: c.code,
  domain: c.domain,
  link,
  enabled: c.enabled,
  createdAt: c.createdAt.getTime(),
  registrations,
  accountKind: c.accountKind === 'AGENT' ? 'AGENT' : 'MEMBER',
  // The offer as the agent may make it now; a kind it no longer may offer shows as none (and is not made).
  defaultOffer: offers.find((o) => o.kind === c.defaultOfferKind) ?? null,
});

export const presentBet = (b: {
  id: number;
  account: string;
  level: number;
  category: string;
  vendor: string;
  gameCode: string;
  roundId: string;
  bet: bigint;
  valid: bigint;
  win: bigint;
  status: string;
  openedAt: Date;
}) => ({
  id: b.id,
  account: b.account,
  level: b.level,
  category: b.category,
  vendor: b.vendor,
  gameCode: b.gameCode,
  roundId: b.roundId,
  betAmount: money(b.bet),
  validBet: money(b.valid),
  payout: money(b.win),
  // An open round has no result yet: its P&L is 0, not −stake.
  profitLoss: b.status === 'initial' ? 0 : money(b.win - b.bet),
  status: b.status,
  betTime: b.openedAt.getTime(),
});

export const presentPnl = (r: PnlRow): z.input<typeof pnlRowSchema> => ({
  account: r.account,
  level: r.level,
  members: r.members,
  bets: money(r.bets),
  validBets: money(r.validBets),
  payout: money(r.payout),
  profitLoss: money(r.payout - r.bets),
  bonus: money(r.bonus),
  rebate: money(r.rebate),
});

const DEPOSIT = new Set<number>([TxType.Deposit]);
const WITHDRAW = new Set<number>([TxType.WithdrawRequest, TxType.WithdrawRejected, TxType.WithdrawRefund]);

export const presentTeamTx = (t: {
  id: number;
  account: string;
  level: number;
  txTypeId: number;
  own: boolean;
  amount: bigint;
  orderNo: string;
  time: Date;
}) => {
  // A transfer seen from its receiver reads as the receiving type (6236 from upline, 6234 from downline).
  const txTypeId =
    t.own || DEPOSIT.has(t.txTypeId) || WITHDRAW.has(t.txTypeId)
      ? t.txTypeId
      : t.txTypeId === TxType.TransferToDownline
        ? TxType.TransferFromUpline
        : t.txTypeId === TxType.TransferToUpline
          ? TxType.TransferFromDownline
          : t.txTypeId;
  return {
    id: t.id,
    account: t.account,
    level: t.level,
    kind: DEPOSIT.has(t.txTypeId)
      ? ('deposit' as const)
      : WITHDRAW.has(t.txTypeId)
        ? ('withdraw' as const)
        : ('transfer' as const),
    txTypeId,
    amount: money(t.amount),
    orderNo: t.orderNo,
    time: t.time.getTime(),
  };
};

export const presentNode = (
  r: Record<string, unknown>,
  f: { size: number; deposits: bigint; valid: bigint; pnl: bigint } | undefined,
): OperatorAgentNode => ({
  id: Number(r.id),
  account: r.account as string,
  nickname: (r.nickname as string | null) ?? '',
  type: Number(r.type),
  status: r.status as string,
  upline: typeof r.upline_account === 'string' ? r.upline_account : null,
  balance: money(BigInt(String((r.balance as string | null) ?? '0'))),
  directCount: Number(r.direct_count ?? 0),
  teamSize: f?.size ?? 0,
  teamDeposits: money(f?.deposits ?? 0n),
  teamValidBets: money(f?.valid ?? 0n),
  teamProfitLoss: money(f?.pnl ?? 0n),
});
