import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { clientFields } from './shapes.js';

const gameRef = {
  nodeId: text().trim().max(64).optional(),
  gameId: text().trim().max(64).optional(),
  /** PVP rooms launch by room id (a room's nodeId). */
  roomId: text().trim().max(64).optional(),
};
const hasRef = (q: { nodeId?: string | undefined; gameId?: string | undefined; roomId?: string | undefined }) =>
  Boolean(q.nodeId || q.gameId || q.roomId);

const launchValue = z.object({ content: z.object({ game_url: z.string() }) });

/** getLabby (spec §7): a lottery launch names no game id; the vendor and its game code pick the game. */
export const LOTTO_VIEWS = ['lobby', 'betting'] as const;
export type LottoView = (typeof LOTTO_VIEWS)[number];
const isLotteryLaunch = (q: { launchMode?: string | undefined }) => q.launchMode?.toUpperCase() === 'LOTT';

export const launchGame = defineOperation({
  id: 'launchGame',
  ...API.launchGame,
  summary: 'Starts a game for the member: real money (accountType 1) or free play (0)',
  tags: ['games'],
  auth: 'token',
  query: z
    .object({
      ...clientFields,
      ...gameRef,
      vassalage: text().trim().max(32).optional(),
      /** 1 real money, 0 free/trial. */
      accountType: z.coerce.number().int().min(0).max(1).default(1),
      launchMode: text().trim().max(16).optional(),
      confirmTrans: z.coerce.number().int().optional(),
      matchId: text().max(64).optional(),
      leagueId: text().max(64).optional(),
      merchantCode: text().max(32).optional(),
      token: text().max(200).optional(),
      /** getLabby (launchMode LOTT): VN only. */
      lottoArea: z.enum(['VN']).optional(),
      /** LOTT or ELOTT: which of the vendor's lottery games a lobby launch opens on. */
      lottoPrizeMode: z.enum(['LOTT', 'ELOTT']).optional(),
      /** The lottery game to open; empty or "lobby" for the vendor's first. */
      lottoGameCode: text().trim().max(32).optional(),
      lottoView: z.enum(LOTTO_VIEWS).optional(),
      /** A bet type the betting view opens on (the /lottery route's playType). */
      playType: text()
        .trim()
        .max(32)
        .regex(/^[A-Za-z0-9_-]*$/)
        .optional(),
    })
    .refine((q) => hasRef(q) || isLotteryLaunch(q), {
      message: 'nodeId, gameId or roomId: one is required (or launchMode LOTT)',
      path: ['nodeId'],
    }),
  value: launchValue,
});

const trialQuery = z
  .object({ ...clientFields, ...gameRef })
  .refine(hasRef, { message: 'nodeId, gameId or roomId: one is required', path: ['nodeId'] });

export const gameTrialLaunch = defineOperation({
  id: 'gameTrialLaunch',
  ...API.gameTrialLaunch,
  summary: 'Free-play launch of a game whose vendor allows it (needs a session: a trial or real account)',
  tags: ['games'],
  auth: 'optional',
  query: trialQuery,
  value: launchValue,
});

export const gameLaunchFB = defineOperation({
  id: 'gameLaunchFB',
  ...API.gameLaunchFB,
  summary: 'Guest launch from a banner or link; free play only, as gameTrialLaunch',
  tags: ['games'],
  auth: 'optional',
  query: trialQuery,
  value: launchValue,
});
