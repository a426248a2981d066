import type { StudioDb } from '../../db/client';
import { StudioAppError } from '../../lib/app-error';
import { liveRepository } from './live.repository';

/**
 * Public verification of a live-table round, blackjack hand or PvP hand: its seeds, nonce and what was dealt, so
 * the verify page can deal it again in the browser. The server seed stays hidden while its pair is still dealing
 * (it would reveal the hands to come); it is shown once the table has retired the pair.
 */
export const createLiveService = (db: StudioDb) => ({
  verifyTable: async (roundId: string) => {
    const round = await liveRepository.round(db, roundId);
    if (!round || round.phase !== 'result') throw new StudioAppError('studio.not_found');
    const pair = await liveRepository.pairById(db, round.seedPairId);
    if (!pair) throw new StudioAppError('studio.internal');
    return { round, pair, serverSeed: pair.active ? null : pair.serverSeed };
  },
});

export type LiveService = ReturnType<typeof createLiveService>;
