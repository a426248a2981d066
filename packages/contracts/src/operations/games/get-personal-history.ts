import { z } from 'zod';
import { API } from '../../api-routes.js';
import { BET_STATUSES } from '../../enums.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';

const MAX_RANGE_MS = 93 * 86_400_000;
export const BET_RECORD_PAGE_SIZE = 13;

export const betRecordSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  betAmount: moneyValue,
  validBet: moneyValue,
  winAmount: moneyValue,
  /** win − valid bet, from the member's side. */
  profit: moneyValue,
  status: z.enum(BET_STATUSES),
  trial: z.boolean(),
  betTime: z.number().int(),
  settleTime: z.number().int().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const getPersonalHistory = defineOperation({
  id: 'getPersonalHistory',
  ...API.getPersonalHistory,
  summary: 'Betting record: the member’s rounds by category, vendor and time, with totals',
  tags: ['records'],
  auth: 'token',
  query: z
    .object({
      category: z.union([gameCategorySchema, z.literal('')]).optional(),
      vendor: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{0,32}$/, 'vendor: a vendor code')
        .optional(),
      startTime: z.coerce.number().int().min(0),
      endTime: z.coerce.number().int().min(0),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      size: z.coerce.number().int().min(1).max(100).default(BET_RECORD_PAGE_SIZE),
      language: z.string().max(8).optional(),
    })
    .refine((q) => q.endTime >= q.startTime, { message: 'endTime: before startTime', path: ['endTime'] })
    .refine((q) => q.endTime - q.startTime <= MAX_RANGE_MS, { message: 'range: at most 93 days', path: ['endTime'] }),
  value: z.object({
    list: z.array(betRecordSchema),
    total: z.number().int(),
    totalPages: z.number().int(),
    footer: z.object({ betAmount: moneyValue, validBet: moneyValue, winAmount: moneyValue, profit: moneyValue }),
  }),
});
