import { studioGame } from '../../../engine/games';
import type { StudioDb } from '../../db/client';
import { StudioAppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/ids';
import { wireToMinor } from '../../lib/money';
import type { PlatformClient } from '../platform/platform-client';
import { type PlayerRow, type SessionRow, sessionsRepository } from './sessions.repository';

export type SessionsService = ReturnType<typeof createSessionsService>;
export type StudioSession = { session: SessionRow; player: PlayerRow };

/** Matches the platform's launch-token life: a game page open longer than that is reopened from the lobby. */
const SESSION_HOURS = 4;

/** A guest's play balance (minor units) and its label: play money, never a real currency. */
export const FUN_BALANCE = 200_000n;
export const FUN_CURRENCY = 'FUN';

/** A guest fun session: its rounds settle on its own play balance, with no platform call. */
export const isFun = (s: StudioSession) => s.session.funBalance !== null;

const LANGS = new Set(['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID']);

/**
 * Game sessions: the launch token from the game URL is exchanged with the platform (authenticate)
 * for the player, then the page uses a studio session token of its own.
 */
export const createSessionsService = (db: StudioDb, deps: { platform: PlatformClient }) => {
  const start = async (
    b: { game: string; language: string; lobbyUrl: string },
    player: PlayerRow,
    launchToken: string,
    funBalance: bigint | null,
  ) => {
    const token = newToken();
    const now = new Date();
    const language = LANGS.has(b.language.toUpperCase()) ? b.language.toUpperCase() : 'EN';
    const session: SessionRow = {
      tokenHash: sha256(token),
      playerId: player.id,
      game: b.game,
      launchToken,
      language,
      lobbyUrl: b.lobbyUrl,
      funBalance,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    };
    await sessionsRepository.insertSession(db, session);
    return { token, session, player };
  };

  return {
    /**
     * Opens a game session: a platform launch token is exchanged (once) for the player; a fun
     * launch (no token) gets a guest of its own and a play balance that never reaches the platform.
     */
    open: async (b: { game: string; language: string; lobbyUrl: string } & ({ token: string } | { fun: true })) => {
      if ('fun' in b) {
        const game = studioGame(b.game);
        // Fun play is for the slots and the fishing game; tables and rooms play with other people's money.
        if (!game) throw new StudioAppError('studio.trial_not_allowed');
        const player = await sessionsRepository.upsertPlayer(db, {
          platformPlayerId: `fun:${newToken()}`,
          nickname: 'Guest',
          currency: FUN_CURRENCY,
          trial: true,
        });
        const opened = await start(b, player, '', FUN_BALANCE);
        return { ...opened, balance: FUN_BALANCE };
      }
      const answer = await deps.platform.authenticate(b.token);
      if (answer.kind === 'unknown') throw new StudioAppError('studio.platform_unavailable');
      if (answer.kind === 'refused') throw new StudioAppError('studio.session_ended', answer.message);
      const a = answer.value;
      const player = await sessionsRepository.upsertPlayer(db, {
        platformPlayerId: a.playerId,
        nickname: a.nickname,
        currency: a.currency,
        trial: a.trial,
      });
      const opened = await start(b, player, b.token, null);
      return { ...opened, balance: wireToMinor(a.balance) };
    },

    authenticate: async (authorization: string | undefined): Promise<StudioSession> => {
      const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(authorization ?? '')?.[1];
      if (!token) throw new StudioAppError('studio.unauthorized');
      const found = await sessionsRepository.liveSession(db, sha256(token), new Date());
      if (!found) throw new StudioAppError('studio.unauthorized');
      return found;
    },

    balance: async (s: StudioSession) => {
      if (isFun(s)) return (await sessionsRepository.funBalance(db, s.session.tokenHash)) ?? 0n;
      const answer = await deps.platform.balance(s.player.platformPlayerId);
      if (answer.kind === 'ok') return wireToMinor(answer.value.balance);
      if (answer.kind === 'refused') throw new StudioAppError('studio.session_ended', answer.message);
      throw new StudioAppError('studio.platform_unavailable');
    },
  };
};
