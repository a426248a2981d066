import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneySchema, moneyValue, requestIdSchema } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { rowIdSchema } from '../../schemas.js';
import { freeText, text } from '../../text.js';
import { RECORD_PAGE_SIZE, UPLOAD_MAX_FILES, WITHDRAW_STATUSES } from '../../wallet-enums.js';
import { channelSchema, orderNoSchema, uploadIdSchema } from './deposit.js';

export const payoutAccountSchema = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelName: z.string(),
  provider: z.string(),
  /** Only the last 4 digits are shown. */
  accountNoMasked: z.string(),
  holderName: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const getWithdrawSettings = defineOperation({
  id: 'getWithdrawSettings',
  ...API.getWithdrawSettings,
  summary: 'What a withdrawal needs: limits, count left today, channels, bound payout accounts',
  tags: ['payments'],
  auth: 'token',
  value: z.object({
    minAmount: moneyValue,
    maxAmount: moneyValue,
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
    confirmMinutes: z.number().int(),
    withdrawable: moneyValue,
    /** Bonus money still under wagering (not withdrawable) and the turnover that remains to release it. */
    lockedAmount: moneyValue,
    remainingTurnover: moneyValue,
    hasPaymentPassword: z.boolean(),
    payeeName: z.string(),
    channels: z.array(channelSchema),
    accounts: z.array(payoutAccountSchema),
  }),
});

export const addPayoutAccount = defineOperation({
  id: 'addPayoutAccount',
  ...API.addPayoutAccount,
  summary: 'Bind a bank account or e-wallet for withdrawals; the holder must be the payee name',
  tags: ['payments'],
  auth: 'token',
  body: z.object({
    channelCode: text().trim().min(1).max(32),
    accountNo: text()
      .trim()
      .regex(/^[0-9]{6,24}$/, 'accountNo: 6-24 digits'),
    holderName: freeText().trim().min(2).max(64),
  }),
  value: payoutAccountSchema,
});

export const removePayoutAccount = defineOperation({
  id: 'removePayoutAccount',
  ...API.removePayoutAccount,
  summary: 'Unbind a payout account (not while a withdrawal to it is open)',
  tags: ['payments'],
  auth: 'token',
  body: z.object({ id: rowIdSchema }),
  value: z.null(),
});

export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  amount: moneyValue,
  status: z.enum(WITHDRAW_STATUSES),
  /** RECEIVED, NOT_RECEIVED, PARTIAL or AUTO. */
  confirmation: z.string().nullable(),
  receivedAmount: moneyValue.nullable(),
  account: payoutAccountSchema,
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  confirmDueAt: z.number().int().nullable(),
  remark: z.string(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const withdraw = defineOperation({
  id: 'withdraw',
  ...API.withdraw,
  summary: 'Request a withdrawal: the amount is held until an operator pays or rejects it (encrypted)',
  tags: ['payments'],
  auth: 'token',
  body: z.object({
    payoutAccountId: rowIdSchema,
    amount: moneySchema,
    password: text().min(1).max(64),
    requestId: requestIdSchema,
  }),
  value: withdrawOrderSchema,
});

export const getWithdrawReport = defineOperation({
  id: 'getWithdrawReport',
  ...API.getWithdrawReport,
  summary: "The member's withdrawals, newest first",
  tags: ['payments'],
  auth: 'token',
  query: z.object({
    status: z.enum(WITHDRAW_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(RECORD_PAGE_SIZE),
  }),
  value: z.object({ list: z.array(withdrawOrderSchema), total: z.number().int(), totalPages: z.number().int() }),
});

export const getPaymentConfirmationList = defineOperation({
  id: 'getPaymentConfirmationList',
  ...API.getPaymentConfirmationList,
  summary: 'Paid withdrawals waiting for the member to confirm receipt',
  tags: ['payments'],
  auth: 'token',
  value: z.array(withdrawOrderSchema.extend({ payDetailId: z.string() })),
});

export const processC2CTransaction = defineOperation({
  id: 'processC2CTransaction',
  ...API.processC2CTransaction,
  summary: 'Confirm a paid withdrawal: A received, N not received (proof), P partly received',
  tags: ['payments'],
  auth: 'token',
  body: z
    .object({
      payDetailId: orderNoSchema,
      isMoneyReceived: z.enum(['A', 'N', 'P']),
      proofOfNotReceive: z.array(uploadIdSchema).max(UPLOAD_MAX_FILES).default([]),
      receivedAmount: moneySchema.optional(),
      remark: freeText().trim().max(140).default(''),
    })
    .refine((b) => b.isMoneyReceived !== 'N' || b.proofOfNotReceive.length > 0, {
      message: 'proofOfNotReceive: at least one image',
      path: ['proofOfNotReceive'],
    })
    .refine((b) => b.isMoneyReceived !== 'P' || b.receivedAmount !== undefined, {
      message: 'receivedAmount: required',
      path: ['receivedAmount'],
    }),
  value: withdrawOrderSchema,
});
