import { z } from 'zod';
import { API } from '../../api-routes.js';
import { GAME_LIST_PAGE_SIZE } from '../../constants.js';
import { GAME_CLASSIFIES } from '../../enums.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';
import { clientFields, gameItemSchema, pageNoSchema } from './shapes.js';

/** The min-bet filter values the portal offers (all = no filter). */
const minBetFilter = text()
  .trim()
  .regex(/^(all|0|0\.\d{1,2}|[1-9]\d{0,5}(\.\d{1,2})?)$/, 'minBet: all or an amount')
  .optional();

export const getGameList = defineOperation({
  id: 'getGameList',
  ...API.getGameList,
  summary: 'Games of one category, optionally of one vendor, filtered by classification, name and min bet',
  tags: ['games'],
  auth: 'optional',
  query: z.object({
    ...clientFields,
    merchant: text().max(32).optional(),
    gameType: gameCategorySchema,
    /** A vendor's vassalage; empty = every vendor of the category. */
    vassalage: text().trim().max(32).optional(),
    gameClassify: z.union([z.enum(GAME_CLASSIFIES), z.literal('')]).optional(),
    gameName: text().trim().max(64).optional(),
    /** Games whose min bet is at most this (one of the filter values above). */
    minBet: minBetFilter,
    /** Games with at most this many lines. */
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    pageNo: pageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(100).default(GAME_LIST_PAGE_SIZE),
  }),
  value: z.object({
    games: z.array(gameItemSchema),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    pageSize: z.number().int(),
    pageNum: z.number().int(),
  }),
});
