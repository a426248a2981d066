import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';
import { clientFields, gameItemSchema } from './shapes.js';

export const getHotGames = defineOperation({
  id: 'getHotGames',
  ...API.getHotGames,
  summary: 'Hot games, grouped by game type; optionally of one vendor',
  tags: ['games'],
  auth: 'optional',
  query: z.object({
    ...clientFields,
    merchantCode: text().max(32).optional(),
    isPlatform: z.coerce.number().int().optional(),
    vassalage: text().trim().max(32).optional(),
    gameType: gameCategorySchema.optional(),
  }),
  value: z.object({
    /** Every hot game, type by type (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP), then by popularity. */
    list: z.array(gameItemSchema),
    groups: z.array(z.object({ gameType: gameCategorySchema, list: z.array(gameItemSchema) })),
  }),
});
