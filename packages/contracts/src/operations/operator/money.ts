import { z } from 'zod';
import { MONEY_MAX_MINOR, minorToText, moneySchema, moneyValue, parseMinor } from '../../money.js';
import { freeText, text } from '../../text.js';
import { CHANNEL_TYPES, DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../../wallet-enums.js';
import { depositOrderSchema, orderNoSchema } from '../payments/deposit.js';
import { withdrawOrderSchema } from '../payments/withdraw.js';
import { approvalOutcomeSchema, defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/*
 * The back office's money pages: the deposit and withdrawal queues as server-side grids, a
 * withdrawal's detail (payment data, proofs, history), and the brand's payment channels, whose
 * changes always go through maker-checker (channel.change).
 */

const tags = ['operator', 'operator-money'];

/** Epoch milliseconds (the grids' date range); both ends inclusive. */
const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

/** The filters both queues share: member, channel, amount range and date range (created). */
const orderFilters = {
  member: text().trim().min(1).max(64).optional(),
  channel: text().trim().min(1).max(32).optional(),
  amountMin: moneySchema.optional(),
  amountMax: moneySchema.optional(),
  from: epochMs.optional(),
  to: epochMs.optional(),
};
const ORDER_SORTS = ['createdAt', 'amount', 'status', 'orderNo', 'member'] as const;

export const depositGridRowSchema = depositOrderSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  reviewedBy: z.string().nullable(),
  paidAt: z.number().int().nullable(),
});
export type DepositGridRow = z.infer<typeof depositGridRowSchema>;

export const operatorDepositGrid = defineOperatorOperation({
  id: 'operatorDepositGrid',
  method: 'GET',
  path: `${OPERATOR_BASE}/deposits/grid`,
  summary: 'Deposit orders, paged and sorted on the server, filtered by status, member, channel, amount and date',
  tags,
  permission: 'payments.read',
  query: gridQuery(ORDER_SORTS).extend({ status: z.enum(DEPOSIT_STATUSES).optional(), ...orderFilters }),
  value: gridPage(depositGridRowSchema),
});

export const withdrawalGridRowSchema = withdrawOrderSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  proofIds: z.array(z.string()),
  reviewedBy: z.string().nullable(),
});
export type WithdrawalGridRow = z.infer<typeof withdrawalGridRowSchema>;

export const operatorWithdrawalGrid = defineOperatorOperation({
  id: 'operatorWithdrawalGrid',
  method: 'GET',
  path: `${OPERATOR_BASE}/withdrawals/grid`,
  summary: 'Withdrawals, paged and sorted on the server, filtered by status, member, channel, amount and date',
  tags,
  permission: 'payments.read',
  query: gridQuery(ORDER_SORTS).extend({ status: z.enum(WITHDRAW_STATUSES).optional(), ...orderFilters }),
  value: gridPage(withdrawalGridRowSchema),
});

export const withdrawalDetailSchema = z.object({
  order: withdrawalGridRowSchema,
  confirmation: z.string().nullable(),
  member: z.object({
    id: z.number().int(),
    account: z.string(),
    payeeName: z.string(),
    status: z.string(),
    registeredAt: z.number().int(),
  }),
  /** The whole account number: the operator pays to it (payments.read is payment data). */
  payTo: z.object({
    channelCode: z.string(),
    channelName: z.string(),
    provider: z.string(),
    accountNo: z.string(),
    holderName: z.string(),
  }),
  /** The order's audit trail (approve, pay, reject, resolve), oldest first. */
  history: z.array(z.object({ time: z.number().int(), actor: z.string(), action: z.string(), remark: z.string() })),
  /** The member's previous withdrawals, newest first (at most 10). */
  previous: z.array(
    z.object({
      orderNo: z.string(),
      amount: moneyValue,
      status: z.enum(WITHDRAW_STATUSES),
      createdAt: z.number().int(),
    }),
  ),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

export const operatorWithdrawalDetail = defineOperatorOperation({
  id: 'operatorWithdrawalDetail',
  method: 'GET',
  path: `${OPERATOR_BASE}/withdrawals/detail`,
  summary: "A withdrawal with the member, the account to pay, the member's proofs and the order's history",
  tags,
  permission: 'payments.read',
  query: z.object({ orderNo: orderNoSchema }),
  value: withdrawalDetailSchema,
});

// Payment channels -----------------------------------------------------------------------------

/** A fee: a decimal with at most 2 places, zero allowed ('0.00' parsed). */
const moneyOrZero = z.union([z.number(), text()]).transform((v, ctx) => {
  const minor = parseMinor(typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v);
  if (minor === null || minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: 'amount: a number with at most 2 decimals' });
    return z.NEVER;
  }
  return minorToText(minor);
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = text().regex(HHMM, 'time: HH:MM (00:00-23:59)');

/** An IANA time zone the runtime knows ("Asia/Manila", "UTC"). */
export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const operatorChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(CHANNEL_TYPES),
  provider: z.string(),
  name: z.string(),
  deposit: z.boolean(),
  withdraw: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  minAmount: moneyValue,
  maxAmount: moneyValue,
  fixedAmounts: z.array(moneyValue),
  /** What the provider charges the brand per order: a rate in basis points (1% = 100) plus a fixed part. */
  feeRateBp: z.number().int(),
  feeFixed: moneyValue,
  /** Opening hours in the channel's time zone; null both ways: always open. openTo < openFrom spans midnight. */
  openFrom: z.string().nullable(),
  openTo: z.string().nullable(),
  timeZone: z.string(),
  /** Whether it is open now (what the portal sees). */
  openNow: z.boolean(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
});
export type OperatorChannel = z.infer<typeof operatorChannelSchema>;

export const operatorListChannels = defineOperatorOperation({
  id: 'operatorListChannels',
  method: 'GET',
  path: `${OPERATOR_BASE}/channels`,
  summary: "The brand's deposit and payout channels, enabled or not, with limits, quick amounts, fees and hours",
  tags,
  permission: 'channels.read',
  value: z.array(operatorChannelSchema),
});

/** The editable part of a channel (the whole of it: the approval applies exactly these values). */
export const channelEditSchema = z
  .object({
    code: text()
      .trim()
      .regex(/^[A-Z0-9_]{1,32}$/, 'code: A-Z, 0-9, _'),
    name: freeText().trim().min(1).max(64),
    deposit: z.boolean(),
    withdraw: z.boolean(),
    enabled: z.boolean(),
    sort: z.coerce.number().int().min(0).max(9999),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    fixedAmounts: z.array(moneySchema).max(8),
    feeRateBp: z.coerce.number().int().min(0).max(10_000),
    feeFixed: moneyOrZero,
    openFrom: hhmm.nullable(),
    openTo: hhmm.nullable(),
    timeZone: text().trim().min(1).max(64).refine(isTimeZone, 'timeZone: not a known time zone'),
    accountName: freeText().trim().max(64),
    accountNo: text().trim().max(64),
    bankName: freeText().trim().max(64),
    /** Why: the checker reads it. */
    remark: freeText().trim().min(1).max(200),
  })
  .superRefine((c, ctx) => {
    const num = (s: string) => parseMinor(s) ?? 0n;
    if (num(c.minAmount) > num(c.maxAmount))
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'maxAmount: below minAmount' });
    c.fixedAmounts.forEach((a, i) => {
      if (num(a) < num(c.minAmount) || num(a) > num(c.maxAmount))
        ctx.addIssue({ code: 'custom', path: ['fixedAmounts', i], message: 'quick amount: outside the limits' });
    });
    if ((c.openFrom === null) !== (c.openTo === null))
      ctx.addIssue({ code: 'custom', path: ['openTo'], message: 'opening hours: both ends or neither' });
    if (c.openFrom !== null && c.openFrom === c.openTo)
      ctx.addIssue({ code: 'custom', path: ['openTo'], message: 'opening hours: an empty window' });
  });
export type ChannelEdit = z.output<typeof channelEditSchema>;

export const operatorUpdateChannel = defineOperatorOperation({
  id: 'operatorUpdateChannel',
  method: 'POST',
  path: `${OPERATOR_BASE}/channels/update`,
  summary: 'Change a payment channel; always waits for a second operator (maker-checker, channel.change)',
  tags,
  permission: 'channels.write',
  body: channelEditSchema,
  value: approvalOutcomeSchema,
});
