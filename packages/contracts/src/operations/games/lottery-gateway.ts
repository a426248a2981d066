import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { lotteryMenuGameSchema } from './lottery-menus.js';

/**
 * The lottery gateway (/lgw and /lotto/lgw, docs/api.md): the platform's lottery calls, answered from the
 * reads each lottery vendor publishes at the URLs of its manifest (lotteryMenuUrl, lotteryOpenedUrl,
 * lotteryRecentUrl, lotteryResultsUrl, lotteryFrequencyUrl). Bare answers, no envelope, as the lottery
 * client reads them. A vendor that is slow, down or answers nonsense contributes nothing; never a 5xx.
 */

/** A prize mode (any case): LOTT, ZY, ELOTT or SEA. */
export const lotteryPrizeMode = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']));

/** A lottery game code as vendors name them (VN_NORTH, MB, F1…). */
export const lotteryGameCode = text().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'gameCode: a game code');

const device = text().max(16).optional();
const language = text().max(8).optional();

/** Which vendor a row of a merged answer came from (the platform adds these). */
const fromVendor = { vendor: z.string(), accountTypeName: z.string() };

/** A period of a game: its numero, whether it still sells, seconds to the cut-off and the lock before the draw. */
export const lotteryNumeroSchema = z.looseObject({
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.number(),
  lockTime: z.number(),
});

/** One game of a menu: the catalogue's fields, plus whatever the vendor tells of it (kind, currentNumero…). */
export const lotteryGatewayGameSchema = lotteryMenuGameSchema.loose();

/** A menu: map gameGroupCode → { gameGroupCode, labelName, gameMenus[] }. */
export const lotteryMenuMapSchema = z.record(
  z.string(),
  z.object({ gameGroupCode: z.string(), labelName: z.string(), gameMenus: z.array(lotteryGatewayGameSchema) }),
);

/** A period on sale of one game. */
export const openedNumeroSchema = lotteryNumeroSchema.extend({ gameCode: z.string(), ...fromVendor });

/** A draw: the game, its numero and its result (prize tables as the vendor gives them; null before the draw). */
export const lotteryDrawSchema = z.looseObject({
  gameCode: z.string(),
  numero: z.string(),
  result: z.unknown(),
  ...fromVendor,
});

const menuQuery = z.object({ prizeMode: lotteryPrizeMode.optional(), device, language });

export const getVnLotteryMenu = defineOperation({
  id: 'getVnLotteryMenu',
  ...API.getVnLotteryMenu,
  summary: 'Lottery game menu of a prize mode, merged from the lottery vendors (bare map)',
  tags: ['lottery'],
  auth: 'none',
  query: menuQuery,
  value: lotteryMenuMapSchema,
});

const recentMenu = {
  summary: 'The member’s recently played lottery games, as a menu (bare map; empty without any)',
  tags: ['lottery'],
  auth: 'token' as const,
  query: z.object({ prizeMode: lotteryPrizeMode.optional(), device, language }),
  value: lotteryMenuMapSchema,
};
export const getVnLotteryMenuRecent = defineOperation({
  id: 'getVnLotteryMenuRecent',
  ...API.getVnLotteryMenuRecent,
  ...recentMenu,
});
export const getLotteryMenusRecent = defineOperation({
  id: 'getLotteryMenusRecent',
  ...API.getLotteryMenusRecent,
  ...recentMenu,
});

const openedQuery = z.object({ prizeMode: lotteryPrizeMode.optional(), device, language });

export const getVnOpenedNumeros = defineOperation({
  id: 'getVnOpenedNumeros',
  ...API.getVnOpenedNumeros,
  summary: 'Periods on sale, map gameCode → period (bare)',
  tags: ['lottery'],
  auth: 'none',
  query: openedQuery,
  value: z.record(z.string(), openedNumeroSchema),
});

export const getOpenedNumeros = defineOperation({
  id: 'getOpenedNumeros',
  ...API.getOpenedNumeros,
  summary: 'Periods on sale of a prize mode, as a list (bare)',
  tags: ['lottery'],
  auth: 'none',
  query: openedQuery,
  value: z.array(openedNumeroSchema),
});

export const getNearNumero = defineOperation({
  id: 'getNearNumero',
  ...API.getNearNumero,
  summary: 'The period on sale of one game (gameId: its game code or nodeId), bare; an empty object when none',
  tags: ['lottery'],
  auth: 'none',
  query: z.object({ gameId: lotteryGameCode, language }),
  value: z.object({
    currentNumero: z
      .object({ numero: z.string(), isSale: z.boolean(), remainTime: z.number(), lockTime: z.number() })
      .optional(),
  }),
});

export const getDraws = defineOperation({
  id: 'getDraws',
  ...API.getDraws,
  summary: 'The latest draw of each lottery game of a prize mode (bare list)',
  tags: ['lottery'],
  auth: 'none',
  query: z.object({ prizeMode: lotteryPrizeMode.optional(), language }),
  value: z.array(lotteryDrawSchema),
});

export const getDrawsOfGame = defineOperation({
  id: 'getDrawsOfGame',
  ...API.getDrawsOfGame,
  summary: 'Draws of one game, newest first: one day (date YYYY-MM-DD, brand time) or the latest ones (bare list)',
  tags: ['lottery'],
  auth: 'none',
  params: z.object({ gameCode: lotteryGameCode }),
  query: z.object({
    date: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'date: YYYY-MM-DD')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    language,
  }),
  value: z.array(lotteryDrawSchema),
});
export type DrawsOfGameParams = { gameCode: string };

/** The Vietnamese numbers: how often each 00–99 ending came in a game's last `count` draws (spec §9: count 100). */
export const getVnNumberFrequency = defineOperation({
  id: 'getVnNumberFrequency',
  ...API.getVnNumberFrequency,
  summary: 'Frequency of the 00–99 endings over a game’s last draws (count 100), bare; an empty object when none',
  tags: ['lottery'],
  auth: 'none',
  query: z.object({ gameCode: lotteryGameCode, count: z.coerce.number().int().min(1).max(100).default(100) }),
  value: z.union([
    z.looseObject({
      gameCode: z.string(),
      numbers: z.array(z.looseObject({ number: z.string().regex(/^\d{2}$/), count: z.number().int().min(0) })),
      ...fromVendor,
    }),
    z.object({}).strict(),
  ]),
});

/** A member's lottery ticket as the vendor tells it (its numbers, and once settled its hits), for lottMemBet. */
export const lotteryTicketSchema = z.looseObject({
  ticketId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  status: z.string(),
  hits: z.number().nullable().optional(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;
