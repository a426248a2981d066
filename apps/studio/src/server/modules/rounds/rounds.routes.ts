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
  verifyValue,
} from '../../../shared/api';
import { StudioAppError } from '../../lib/app-error';
import { minorToText } from '@pagoda/contracts';
import { presentFairness } from '../fairness/fairness.service';
import type { FairnessService } from '../fairness/fairness.service';
import type { SessionsService } from '../sessions/sessions.service';
import { presentRound } from './rounds.presenter';
import type { RoundsService } from './rounds.service';

const ok = <S extends z.ZodType>(value: S) => ({ 200: z.object({ success: z.literal(true), value }) });

/** The studio API of its game pages (src/shared/api.ts): thin routes over the services. */
export const roundsRoutes = (
  app: FastifyInstance,
  deps: { sessions: SessionsService; rounds: RoundsService; fairness: FairnessService },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = (authorization: string | string[] | undefined) =>
    deps.sessions.authenticate(Array.isArray(authorization) ? authorization[0] : authorization);

  r.post(
    '/api/session',
    {
      schema: {
        body: sessionBody.extend({ language: z.string().max(8).default('EN'), lobby: z.string().max(500).default('') }),
        response: ok(sessionValue),
      },
    },
    async (req) => {
      const opened = await deps.sessions.open({
        token: req.body.token,
        game: req.body.game,
        language: req.body.language,
        lobbyUrl: req.body.lobby,
      });
      const s = { session: opened.session, player: opened.player };
      const pair = await deps.fairness.active(opened.player.id);
      const last = await deps.rounds.latest(s);
      const lastPair = last ? await deps.rounds.pairOf(last.seedPairId) : null;
      return {
        success: true as const,
        value: {
          session: opened.token,
          player: { nickname: opened.player.nickname, currency: opened.player.currency, trial: opened.player.trial },
          balance: minorToText(opened.balance),
          game: opened.session.game,
          language: opened.session.language,
          lobbyUrl: opened.session.lobbyUrl,
          fairness: presentFairness(pair),
          lastRound: last && lastPair ? presentRound(last, lastPair) : null,
        },
      };
    },
  );

  r.get('/api/balance', { schema: { response: ok(balanceValue) } }, async (req) => {
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

  r.post('/api/slot/spin', { schema: { body: spinBody, response: ok(roundValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    return roundAnswer(await deps.rounds.spin(s, req.body.coinValue));
  });

  r.post('/api/fish/scene', { schema: { response: ok(fishSceneValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    const { scene, elapsed } = await deps.rounds.scene(s);
    return {
      success: true as const,
      value: {
        sceneId: scene.id,
        elapsed,
        durationMs: scene.durationMs,
        fish: scene.fish as never,
        caught: scene.caught,
      },
    };
  });

  r.post('/api/fish/shoot', { schema: { body: shootBody, response: ok(roundValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    return roundAnswer(await deps.rounds.shoot(s, req.body));
  });

  r.get('/api/rounds', { schema: { querystring: roundsQuery, response: ok(roundsValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    const rows = await deps.rounds.recent(s, req.query.limit);
    return { success: true as const, value: { rounds: rows.map((x) => presentRound(x.round, x.pair)) } };
  });

  r.post('/api/fairness/rotate', { schema: { body: rotateBody, response: ok(rotateValue) } }, async (req) => {
    const s = await auth(req.headers.authorization);
    // The session's pair exists (opened with it), so there is always a previous pair to reveal.
    const { previous, next } = await deps.rounds.rotate(s, req.body.clientSeed);
    if (!previous) throw new StudioAppError('studio.internal');
    return { success: true as const, value: { previous, fairness: presentFairness(next) } };
  });

  r.get(
    '/api/verify/:roundId',
    { schema: { params: z.object({ roundId: z.string().regex(/^[a-z0-9]{10,40}$/) }), response: ok(verifyValue) } },
    async (req) => {
      const v = await deps.rounds.verify(req.params.roundId);
      return { success: true as const, value: { round: presentRound(v.round, v.pair), serverSeed: v.serverSeed } };
    },
  );
};
