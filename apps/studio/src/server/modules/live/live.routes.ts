import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyTableValue } from '../../../shared/api';
import type { StudioDb } from '../../db/client';
import { StudioAppError } from '../../lib/app-error';
import { liveRepository } from './live.repository';

/**
 * Public verification of a live-table round, blackjack hand or PvP hand: its seeds (the server
 * seed once the table's pair has been retired), nonce and what was dealt, so the verify page can
 * deal it again in the browser.
 */
export const liveRoutes = (app: FastifyInstance, db: StudioDb) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/verify-table/:roundId',
    {
      schema: {
        params: z.object({ roundId: z.string().regex(/^[A-Za-z0-9.-]{6,64}$/) }),
        response: { 200: z.object({ success: z.literal(true), value: verifyTableValue }) },
      },
    },
    async (req) => {
      const round = await liveRepository.round(db, req.params.roundId);
      if (!round || round.phase !== 'result') throw new StudioAppError('studio.not_found');
      const pair = (await liveRepository.pairById(db, round.seedPairId))!;
      return {
        success: true as const,
        value: {
          roundId: round.id,
          table: round.tableCode,
          nonce: round.nonce,
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          serverSeed: pair.active ? null : pair.serverSeed,
          result: round.result,
          summary: round.summary,
          createdAt: round.createdAt.toISOString(),
        },
      };
    },
  );
};
