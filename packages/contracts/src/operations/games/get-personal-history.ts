import { z } from 'zod';
import { API } from '../../api-routes.js';
import { BET_STATUSES } from '../../enums.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { historyWindowQuery } from './shapes.js';

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
  query: historyWindowQuery({ category: z.union([gameCategorySchema, z.literal('')]).optional() }),
  value: z.object({
    list: z.array(betRecordSchema),
    total: z.number().int(),
    totalPages: z.number().int(),
    footer: z.object({ betAmount: moneyValue, validBet: moneyValue, winAmount: moneyValue, profit: moneyValue }),
  }),
});
