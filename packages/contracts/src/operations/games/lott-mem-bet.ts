import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { betRecordSchema } from './get-personal-history.js';
import { lotteryTicketSchema } from './lottery-gateway.js';
import { historyWindowQuery } from './shapes.js';

/** Lottery categories whose rounds are lottery bets. */
export const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;

/**
 * One lottery bet: a betting-record row plus the game's nodeId (to play the same game again;
 * empty when the game has left the catalogue). An open bet (settleTime null) awaits its draw.
 * `ticket`: the vendor's ticket of that round (numbers, bet type, hits) read from its signed
 * lotteryTicketsUrl; null when the vendor publishes none, does not answer, or does not know the round.
 */
export const lotteryBetSchema = betRecordSchema.extend({ nodeId: z.string(), ticket: lotteryTicketSchema.nullable() });
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lottMemBet = defineOperation({
  id: 'lottMemBet',
  ...API.lottMemBet,
  summary: 'The member’s lottery bets (LOTT and ELOTT rounds), open or settled, with paging and totals',
  tags: ['records'],
  auth: 'token',
  query: historyWindowQuery({
    /** One lottery category; empty = both. */
    category: z.union([z.enum(LOTTERY_CATEGORIES), z.literal('')]).optional(),
    gameCode: text()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{0,64}$/, 'gameCode: a game code')
      .optional(),
    /** open: awaiting the draw; settled: drawn (won, lost, refunded…); empty = both. */
    state: z.enum(['open', 'settled', '']).optional(),
  }),
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
