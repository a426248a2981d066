import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';
import { clientFields, favouriteKeySchema, gameItemSchema, pageNoSchema } from './shapes.js';

export const getFavoriteGames = defineOperation({
  id: 'getFavoriteGames',
  ...API.getFavoriteGames,
  summary: "The member's favourite nodeIds",
  tags: ['games'],
  auth: 'token',
  value: z.array(z.string()),
});

export const getFavoriteGamesList = defineOperation({
  id: 'getFavoriteGamesList',
  ...API.getFavoriteGamesList,
  summary: "The member's favourite games of one type, newest first",
  tags: ['games'],
  auth: 'token',
  query: z.object({
    ...clientFields,
    /** Sent by the original client; the Authorization header is what counts. */
    token: text().max(200).optional(),
    gameType: gameCategorySchema.default('RNG'),
    vassalage: text().trim().max(32).optional(),
    pageNo: pageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(999).default(999),
  }),
  value: z.object({
    content: z.array(gameItemSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const addFavoriteGame = defineOperation({
  id: 'addFavoriteGame',
  ...API.addFavoriteGame,
  summary: 'Adds a game to the favourites (adding twice is harmless)',
  tags: ['games'],
  auth: 'token',
  body: favouriteKeySchema,
  value: z.null(),
});

export const removeFavoriteGame = defineOperation({
  id: 'removeFavoriteGame',
  ...API.removeFavoriteGame,
  summary: 'Removes a game from the favourites (JSON body, as observed)',
  tags: ['games'],
  auth: 'token',
  body: favouriteKeySchema,
  value: z.null(),
});
