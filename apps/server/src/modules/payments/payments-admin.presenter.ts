import {
  type DepositGridRow,
  minorToNumber,
  type OperatorChannel,
  type WithdrawalDetail,
  type WithdrawalGridRow,
} from '@pagoda/contracts';
import type { MemberRow } from '../accounts/members.repository.js';
import { isOpenAt } from './channel-hours.js';
import { presentDeposit, presentWithdrawal } from './payments.presenter.js';
import type { ChannelRow, DepositRow, PayoutAccountRow, WithdrawalRow } from './payments.repository.js';

type AuditRow = { createdAt: Date; actor: string; action: string; detail: Record<string, unknown> };

export const presentDepositGridRow = (o: DepositRow, c: ChannelRow, account: string): DepositGridRow => ({
  ...presentDeposit(o, c),
  memberId: o.memberId,
  memberAccount: account,
  reviewedBy: o.reviewedBy,
  paidAt: o.paidAt?.getTime() ?? null,
});

export const presentWithdrawalGridRow = (
  o: WithdrawalRow,
  a: PayoutAccountRow,
  c: ChannelRow,
  account: string,
): WithdrawalGridRow => ({
  ...presentWithdrawal(o, a, c),
  memberId: o.memberId,
  memberAccount: account,
  proofIds: o.proofIds,
  reviewedBy: o.reviewedBy,
});

export const presentWithdrawalDetail = (
  r: { order: WithdrawalRow; payout: PayoutAccountRow; channel: ChannelRow; member: MemberRow },
  history: AuditRow[],
  previous: WithdrawalRow[],
): WithdrawalDetail => ({
  order: presentWithdrawalGridRow(r.order, r.payout, r.channel, r.member.account),
  confirmation: r.order.confirmation,
  member: {
    id: r.member.id,
    account: r.member.account,
    payeeName: r.member.payeeName ?? '',
    status: r.member.status,
    registeredAt: r.member.registeredAt.getTime(),
  },
  payTo: {
    channelCode: r.channel.code,
    channelName: r.channel.name,
    provider: r.channel.provider,
    accountNo: r.payout.accountNo,
    holderName: r.payout.holderName,
  },
  history: [
    { time: r.order.createdAt.getTime(), actor: `member:${r.member.account}`, action: 'withdraw.request', remark: '' },
    ...history.map((h) => ({
      time: h.createdAt.getTime(),
      actor: h.actor,
      action: h.action,
      remark: typeof h.detail.remark === 'string' ? h.detail.remark : '',
    })),
  ],
  previous: previous
    .filter((p) => p.id !== r.order.id)
    .map((p) => ({
      orderNo: p.orderNo,
      amount: minorToNumber(p.amount),
      status: p.status,
      createdAt: p.createdAt.getTime(),
    }))
    .slice(0, 10),
});

export const presentOperatorChannel = (c: ChannelRow, now = new Date()): OperatorChannel => ({
  id: c.id,
  code: c.code,
  type: c.type,
  provider: c.provider,
  name: c.name,
  deposit: c.deposit,
  withdraw: c.withdraw,
  enabled: c.enabled,
  sort: c.sort,
  minAmount: minorToNumber(c.minAmount),
  maxAmount: minorToNumber(c.maxAmount),
  fixedAmounts: c.fixedAmounts.map((a) => Number(a)),
  feeRateBp: c.feeRateBp,
  feeFixed: minorToNumber(c.feeFixed),
  openFrom: c.openFrom,
  openTo: c.openTo,
  timeZone: c.timeZone,
  openNow: isOpenAt(c, now),
  accountName: c.accountName,
  accountNo: c.accountNo,
  bankName: c.bankName,
});
