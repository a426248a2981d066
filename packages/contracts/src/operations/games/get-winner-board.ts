import { z } from 'zod';
import { API } from '../../api-routes.js';
import { WINNER_BOARD_LIMIT } from '../../constants.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';

export const winnerSchema = z.object({
  vo: z.object({
    recordId: z.string(),
    /** Masked account name (ab***9). */
    customerName: z.string(),
    winAmount: moneyValue,
    gameName: z.string(),
    gameType: z.string(),
    winTime: z.number().int(),
  }),
  gameId: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const getWinnerBoard = defineOperation({
  id: 'getWinnerBoard',
  ...API.getWinnerBoard,
  summary: 'Latest real wins of the brand, newest first, names masked',
  tags: ['games'],
  auth: 'optional',
  query: z.object({
    gameCategory: z.union([z.literal('ALL'), gameCategorySchema]).default('ALL'),
    language: text().max(8).optional(),
    limitNum: z.coerce.number().int().min(1).max(100).default(WINNER_BOARD_LIMIT),
  }),
  value: z.object({ list: z.array(winnerSchema) }),
});
