import { z } from 'zod';
import { API } from '../../api-routes.js';
import { POPULAR_GAMES_COUNT } from '../../constants.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

const prizeMode = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']))
  .optional();

export const lotteryMenuGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
  accountTypeName: z.string(),
  defaultPlayType: z.string(),
  iconUrl: z.string(),
});

/** Bare response (no envelope, as the original answers this call; docs/api.md): a map of game groups. */
export const getLotteryMenus = defineOperation({
  id: 'getLotteryMenus',
  ...API.getLotteryMenus,
  summary: 'Lottery game groups of a prize mode, merged from the lottery vendors (bare map, no envelope)',
  tags: ['games'],
  auth: 'none',
  query: z.object({ prizeMode, device: text().max(16).optional(), language: text().max(8).optional() }),
  // A lottery vendor's menu items keep its own fields (kind, currentNumero…) beside the catalogue's.
  value: z.record(
    z.string(),
    z.object({ gameGroupCode: z.string(), labelName: z.string(), gameMenus: z.array(lotteryMenuGameSchema.loose()) }),
  ),
});

/** Bare response: a map gameCode → game, most popular first. */
export const getPopularLottery = defineOperation({
  id: 'getPopularLottery',
  ...API.getPopularLottery,
  summary: 'Most popular lottery games of a prize mode (bare map, no envelope)',
  tags: ['games'],
  auth: 'none',
  query: z.object({
    count: z.coerce.number().int().min(1).max(100).default(POPULAR_GAMES_COUNT),
    prizeMode,
    playType: text().max(32).optional(),
    device: text().max(16).optional(),
    language: text().max(8).optional(),
  }),
  value: z.record(z.string(), lotteryMenuGameSchema),
});
