import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { epochMsSchema } from '../../schemas.js';
import { text } from '../../text.js';
import { RECORD_PAGE_SIZE, TX_CODE_TYPE_NAMES } from '../../wallet-enums.js';

const MAX_RANGE_MS = 93 * 86_400_000;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(RECORD_PAGE_SIZE),
};

const listOf = text().max(200);

export const transactionRecordSchema = z.object({
  id: z.number().int(),
  txTypeId: z.number().int(),
  /** Translation key tx_type_id_<id>. */
  txTypeName: z.string(),
  txTimeInTimestamp: z.number().int(),
  amount: moneyValue,
  currentAvailBalance: moneyValue,
  orderNo: z.string(),
  remark: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const getTransactions = defineOperation({
  id: 'getTransactions',
  ...API.getTransactions,
  summary: 'Account record: every movement of the main wallet, filtered by type and time',
  tags: ['records'],
  auth: 'token',
  query: z
    .object({
      startTime: epochMsSchema,
      endTime: epochMsSchema,
      /** Comma list of deposit, withdraw, transfer, bonus, adjustment, betting. */
      codeTypes: listOf
        .refine((v) => v.split(',').every((c) => c === '' || (TX_CODE_TYPE_NAMES as string[]).includes(c)), {
          message: 'codeTypes: unknown type',
        })
        .optional(),
      txTypeIds: listOf.regex(/^[0-9,]*$/, 'txTypeIds: comma list of ids').optional(),
      language: text().max(8).optional(),
      ...paging,
    })
    .refine((q) => q.endTime >= q.startTime, { message: 'endTime: before startTime', path: ['endTime'] })
    .refine((q) => q.endTime - q.startTime <= MAX_RANGE_MS, { message: 'range: at most 93 days', path: ['endTime'] }),
  value: z.object({
    list: z.array(transactionRecordSchema),
    total: z.number().int(),
    totalPages: z.number().int(),
    footer: z.object({ amount: moneyValue }),
  }),
});

export const getBonusDetails = defineOperation({
  id: 'getBonusDetails',
  ...API.getBonusDetails,
  summary: 'Every bonus credited to the member',
  tags: ['records'],
  auth: 'token',
  query: z
    .object({ startTime: epochMsSchema, endTime: epochMsSchema, ...paging })
    .refine((q) => q.endTime >= q.startTime, { message: 'endTime: before startTime', path: ['endTime'] }),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        time: z.number().int(),
        amount: moneyValue,
        name: z.string(),
        remark: z.string(),
      }),
    ),
    total: z.number().int(),
    totalPages: z.number().int(),
    footer: z.object({ amount: moneyValue }),
  }),
});

export const profitRowSchema = z.object({
  /** yyyy-MM-dd in the brand's time zone (UTC for now). */
  date: z.string(),
  category: z.string(),
  betCount: z.number().int(),
  betAmount: moneyValue,
  validBet: moneyValue,
  winAmount: moneyValue,
  profit: moneyValue,
});

export const getPersonalProfit = defineOperation({
  id: 'getPersonalProfit',
  ...API.getPersonalProfit,
  summary: 'Personal profit and loss per day and game category',
  tags: ['records'],
  auth: 'token',
  query: z
    .object({ startTime: epochMsSchema, endTime: epochMsSchema })
    .refine((q) => q.endTime >= q.startTime, { message: 'endTime: before startTime', path: ['endTime'] })
    .refine((q) => q.endTime - q.startTime <= MAX_RANGE_MS, { message: 'range: at most 93 days', path: ['endTime'] }),
  value: z.object({
    list: z.array(profitRowSchema),
    totals: z.object({ betAmount: moneyValue, validBet: moneyValue, winAmount: moneyValue, profit: moneyValue }),
    /** Money in and out over the same window, for context. */
    deposits: moneyValue,
    withdrawals: moneyValue,
    bonuses: moneyValue,
  }),
});
