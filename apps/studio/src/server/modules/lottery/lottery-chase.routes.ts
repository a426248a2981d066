import { minorToText } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chaseBody, chaseParams, chasesValue, chaseValue, LOTTERY_API } from '../../../shared/lottery-api';
import type { SessionsService } from '../sessions/sessions.service';
import { presentChase } from './lottery-chase.presenter';
import type { LotteryChaseService } from './lottery-chase.service';

const ok = <S extends z.ZodType>(value: S) => ({ 200: z.object({ success: z.literal(true), value }) });
const money = (m: bigint | null) => (m === null ? null : minorToText(m));

/** The member's chases (bearer studio session, enveloped answers): place, list with progress, cancel. */
export const lotteryChaseRoutes = (
  app: FastifyInstance,
  deps: { sessions: SessionsService; chases: LotteryChaseService },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = (authorization: string | string[] | undefined) =>
    deps.sessions.authenticate(Array.isArray(authorization) ? authorization[0] : authorization);

  r.post(LOTTERY_API.chase.path, { schema: { body: chaseBody, response: ok(chaseValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    const placed = await deps.chases.place(s, req.body);
    return { success: true as const, value: { chase: presentChase(placed), balance: money(placed.balance) } };
  });

  r.get(
    LOTTERY_API.chases.path,
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
        response: ok(chasesValue),
      },
    },
    async (req) => {
      const s = await auth(req.headers.authorization);
      return {
        success: true as const,
        value: { chases: (await deps.chases.list(s, req.query.limit)).map(presentChase) },
      };
    },
  );

  r.delete(LOTTERY_API.cancelChase.path, { schema: { params: chaseParams, response: ok(chaseValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    const cancelled = await deps.chases.cancel(s, req.params.chaseId);
    return { success: true as const, value: { chase: presentChase(cancelled), balance: money(cancelled.balance) } };
  });
};
