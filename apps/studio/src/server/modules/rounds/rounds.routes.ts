import { minorToText } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balanceValue,
  fishSceneValue,
  rotateBody,
  rotateValue,
  roundsQuery,
  roundsValue,
  roundValue,
  sessionBody,
  sessionValue,
  shootBody,
  spinBody,
  STUDIO_API,
  verifyValue,
} from '../../../shared/api';
import { StudioAppError } from '../../lib/app-error';
import { presentFairness } from '../fairness/fairness.service';
import type { LaunchService } from '../sessions/launch.service';
import { presentSession } from '../sessions/sessions.presenter';
import type { SessionsService } from '../sessions/sessions.service';
import { presentRound, presentScene } from './rounds.presenter';
import type { RoundsService } from './rounds.service';

const ok = <S extends z.ZodType>(value: S) => ({ 200: z.object({ success: z.literal(true), value }) });

/** The studio API of its game pages (src/shared/api.ts): thin routes over the services. */
export const roundsRoutes = (
  app: FastifyInstance,
  deps: { sessions: SessionsService; rounds: RoundsService; launch: LaunchService },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = (authorization: string | string[] | undefined) =>
    deps.sessions.authenticate(Array.isArray(authorization) ? authorization[0] : authorization);

  r.post(
    STUDIO_API.session.path,
    {
      schema: {
        body: sessionBody
          .extend({ language: z.string().max(8).default('EN'), lobby: z.string().max(500).default('') })
          .refine((b) => b.token !== undefined || b.mode === 'fun', { message: 'token is required', path: ['token'] }),
        response: ok(sessionValue),
      },
    },
    async (req) => {
      const { token, mode, game, language, lobby } = req.body;
      const launch = { game, language, lobbyUrl: lobby };
      return {
        success: true as const,
        value: presentSession(
          await deps.launch.open(mode === 'fun' ? { ...launch, fun: true } : { ...launch, token: token ?? '' }),
        ),
      };
    },
  );

  r.get(STUDIO_API.balance.path, { schema: { response: ok(balanceValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    return { success: true as const, value: { balance: minorToText(await deps.sessions.balance(s)) } };
  });

  const roundAnswer = (res: Awaited<ReturnType<RoundsService['spin']>>) => ({
    success: true as const,
    value: {
      round: presentRound(res.round, res.pair),
      balance: minorToText(res.balance),
      fairness: presentFairness(res.pair),
    },
  });

  r.post(STUDIO_API.spin.path, { schema: { body: spinBody, response: ok(roundValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    return roundAnswer(await deps.rounds.spin(s, req.body.coinValue));
  });

  r.post(STUDIO_API.fishScene.path, { schema: { response: ok(fishSceneValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    return { success: true as const, value: presentScene(await deps.rounds.scene(s)) };
  });

  r.post(STUDIO_API.shoot.path, { schema: { body: shootBody, response: ok(roundValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    return roundAnswer(await deps.rounds.shoot(s, req.body));
  });

  r.get(STUDIO_API.rounds.path, { schema: { querystring: roundsQuery, response: ok(roundsValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    const rows = await deps.rounds.recent(s, req.query.limit);
    return { success: true as const, value: { rounds: rows.map((x) => presentRound(x.round, x.pair)) } };
  });

  r.post(STUDIO_API.rotate.path, { schema: { body: rotateBody, response: ok(rotateValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    // The session's pair exists (opened with it), so there is always a previous pair to reveal.
    const { previous, next } = await deps.rounds.rotate(s, req.body.clientSeed);
    if (!previous) throw new StudioAppError('studio.internal');
    return { success: true as const, value: { previous, fairness: presentFairness(next) } };
  });

  r.get(
    STUDIO_API.verify.path,
    { schema: { params: z.object({ roundId: z.string().regex(/^[a-z0-9]{10,40}$/) }), response: ok(verifyValue) } },
    async (req) => {
      const v = await deps.rounds.verify(req.params.roundId);
      return { success: true as const, value: { round: presentRound(v.round, v.pair), serverSeed: v.serverSeed } };
    },
  );
};
