import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STUDIO_API, verifyTableValue } from '../../../shared/api';
import { presentTableRound } from './live.presenter';
import type { LiveService } from './live.service';

/** Public verification of a live-table round, blackjack hand or PvP hand (live.service.ts). */
export const liveRoutes = (app: FastifyInstance, live: LiveService) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    STUDIO_API.verifyTable.path,
    {
      schema: {
        params: z.object({ roundId: z.string().regex(/^[A-Za-z0-9.-]{6,64}$/) }),
        response: { 200: z.object({ success: z.literal(true), value: verifyTableValue }) },
      },
    },
    async (req) => ({ success: true as const, value: presentTableRound(await live.verifyTable(req.params.roundId)) }),
  );
};
