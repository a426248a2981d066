import type { FairnessService } from '../fairness/fairness.service';
import type { RoundsService } from '../rounds/rounds.service';
import type { SessionsService } from './sessions.service';

/**
 * Opening a game page: the platform's launch token becomes a studio session, with the player's seed pair and the
 * last round they played (so a reopened game shows where it stopped).
 */
export const createLaunchService = (deps: {
  sessions: SessionsService;
  rounds: RoundsService;
  fairness: FairnessService;
}) => ({
  open: async (b: Parameters<SessionsService['open']>[0]) => {
    const opened = await deps.sessions.open(b);
    const pair = await deps.fairness.active(opened.player.id);
    const last = await deps.rounds.latest({ session: opened.session, player: opened.player });
    const lastPair = last ? await deps.rounds.pairOf(last.seedPairId) : null;
    return { opened, pair, lastRound: last && lastPair ? { round: last, pair: lastPair } : null };
  },
});

export type LaunchService = ReturnType<typeof createLaunchService>;
