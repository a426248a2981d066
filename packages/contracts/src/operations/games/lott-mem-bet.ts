import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { BET_RECORD_PAGE_SIZE, betRecordSchema } from './get-personal-history.js';

const MAX_RANGE_MS = 93 * 86_400_000;

/** Lottery categories whose rounds are lottery bets. */
export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;

/**
 * One lottery bet: a betting-record row plus the game's nodeId (to play the same game again;
 * empty when the game has left the catalogue). An open bet (settleTime null) awaits its draw.
 */
export const lotteryBetSchema = betRecordSchema.extend({ nodeId: z.string() });
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lottMemBet = defineOperation({
  id: 'lottMemBet',
  ...API.lottMemBet,
  summary: 'The member’s lottery bets (LOTT and ELOTT rounds), open or settled, with paging and totals',
  tags: ['records'],
  auth: 'token',
  query: z
    .object({
      /** One lottery category; empty = both. */
      category: z.union([z.enum(LOTTERY_CATEGORIES), z.literal('')]).optional(),
      vendor: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{0,32}$/, 'vendor: a vendor code')
        .optional(),
      gameCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]{0,64}$/, 'gameCode: a game code')
        .optional(),
      /** open: awaiting the draw; settled: drawn (won, lost, refunded…); empty = both. */
      state: z.enum(['open', 'settled', '']).optional(),
      startTime: z.coerce.number().int().min(0),
      endTime: z.coerce.number().int().min(0),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      size: z.coerce.number().int().min(1).max(100).default(BET_RECORD_PAGE_SIZE),
      language: z.string().max(8).optional(),
    })
    .refine((q) => q.endTime >= q.startTime, { message: 'endTime: before startTime', path: ['endTime'] })
    .refine((q) => q.endTime - q.startTime <= MAX_RANGE_MS, { message: 'range: at most 93 days', path: ['endTime'] }),
  value: z.object({
    list: z.array(lotteryBetSchema),
    total: z.number().int(),
    totalPages: z.number().int(),
    pageNum: z.number().int(),
    /** Over the whole window and filters, not just the page; profit counts settled bets only. */
    footer: z.object({
      betAmount: moneyValue,
      validBet: moneyValue,
      winAmount: moneyValue,
      profit: moneyValue,
      /** Stakes of the bets still awaiting their draw. */
      openBetAmount: moneyValue,
    }),
  }),
});
