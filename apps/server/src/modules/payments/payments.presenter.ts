import type { DepositOrder, PaymentChannel, PayoutAccount, WithdrawOrder } from '@pagoda/contracts';
import { minorToNumber } from '@pagoda/contracts';
import type { ChannelRow, DepositRow, PayoutAccountRow, WithdrawalRow } from './payments.repository.js';

export const presentChannel = (c: ChannelRow): PaymentChannel => ({
  code: c.code,
  type: c.type,
  provider: c.provider,
  name: c.name,
  minAmount: minorToNumber(c.minAmount),
  maxAmount: minorToNumber(c.maxAmount),
  fixedAmounts: c.fixedAmounts.map((a) => Number(a)),
});

export const presentDeposit = (o: DepositRow, c: ChannelRow): DepositOrder => ({
  orderNo: o.orderNo,
  channelCode: c.code,
  channelName: c.name,
  type: c.type,
  amount: minorToNumber(o.amount),
  status: o.status,
  reference: o.reference,
  receiptIds: o.receiptIds,
  createdAt: o.createdAt.getTime(),
  expiresAt: o.expiresAt.getTime(),
  checkoutUrl: c.type === 'GATEWAY' ? `/wps/payments/sandbox/checkout/${o.orderNo}` : null,
  payTo: c.type === 'GATEWAY' ? null : { bankName: c.bankName, accountName: c.accountName, accountNo: c.accountNo },
  remark: o.remark,
});

/** Only the last four digits of a payout account leave the server. */
export const maskAccountNo = (no: string) => `${'*'.repeat(Math.max(no.length - 4, 2))}${no.slice(-4)}`;

export const presentPayoutAccount = (a: PayoutAccountRow, c: ChannelRow): PayoutAccount => ({
  id: a.id,
  channelCode: c.code,
  channelName: c.name,
  provider: c.provider,
  accountNoMasked: maskAccountNo(a.accountNo),
  holderName: a.holderName,
});

export const presentWithdrawal = (o: WithdrawalRow, a: PayoutAccountRow, c: ChannelRow): WithdrawOrder => ({
  orderNo: o.orderNo,
  amount: minorToNumber(o.amount),
  status: o.status,
  confirmation: o.confirmation,
  receivedAmount: o.receivedAmount === null ? null : minorToNumber(o.receivedAmount),
  account: presentPayoutAccount(a, c),
  createdAt: o.createdAt.getTime(),
  paidAt: o.paidAt?.getTime() ?? null,
  confirmDueAt: o.confirmDueAt?.getTime() ?? null,
  remark: o.remark,
});
