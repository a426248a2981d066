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
    })
    .refine(hasRef, { message: 'nodeId, gameId or roomId: one is required', path: ['nodeId'] }),
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
