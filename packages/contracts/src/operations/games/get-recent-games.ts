import { z } from 'zod';
import { API } from '../../api-routes.js';
import { GAME_LIST_PAGE_SIZE } from '../../constants.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';
import { clientFields, gameItemSchema, pageNoSchema } from './shapes.js';

export const getRecentGames = defineOperation({
  id: 'getRecentGames',
  ...API.getRecentGames,
  summary: 'Games the member launched, newest first (one entry per game)',
  tags: ['games'],
  auth: 'token',
  query: z.object({
    ...clientFields,
    gameType: gameCategorySchema.optional(),
    vassalage: text().trim().max(32).optional(),
    pageNo: pageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(100).default(GAME_LIST_PAGE_SIZE),
  }),
  value: z.object({ list: z.array(gameItemSchema), totalPages: z.number().int(), totalCount: z.number().int() }),
});
