import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { StudioConfig } from './config';
import type { StudioDatabase } from './db/client';
import { StudioAppError } from './lib/app-error';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createFairnessService } from './modules/fairness/fairness.service';
import { createOutboxService } from './modules/outbox/outbox.service';
import { createPlatformClient, type PlatformClient } from './modules/platform/platform-client';
import { roundsRoutes } from './modules/rounds/rounds.routes';
import { createRoundsService } from './modules/rounds/rounds.service';
import { createSessionsService } from './modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: import('./modules/outbox/outbox.service').OutboxService;
  }
}

/** The studio, built in-process (tests pass their own database and platform client). */
export const buildStudioApp = async (opts: {
  config: StudioConfig;
  database: StudioDatabase;
  platform?: PlatformClient;
}) => {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization'],
            // The launch URL carries the platform's launch token: log paths without their query.
            serializers: {
              req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
            },
          },
  });
  // Per address: generous for play (every spin is a request), tight enough to stop a flood.
  await app.register(rateLimit, { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof StudioAppError)
      return reply.status(err.status).send({ success: false, errorCode: err.code, message: err.message });
    if (hasZodFastifySchemaValidationErrors(err) || (err as { statusCode?: number }).statusCode === 400)
      return reply.status(400).send({ success: false, errorCode: 'studio.bad_request', message: 'Invalid request.' });
    if ((err as { statusCode?: number }).statusCode === 429)
      return reply
        .status(429)
        .send({ success: false, errorCode: 'studio.rate_limited', message: 'Too many requests.' });
    if ((err as { statusCode?: number }).statusCode === 404)
      return reply.status(404).send({ success: false, errorCode: 'studio.not_found', message: 'Not found.' });
    req.log.error(err);
    return reply.status(500).send({ success: false, errorCode: 'studio.internal', message: 'Internal error.' });
  });

  const platform =
    opts.platform ??
    createPlatformClient({
      baseUrl: config.PLATFORM_API_URL.replace(/\/$/, ''),
      merchant: config.STUDIO_MERCHANT,
      vendor: config.STUDIO_VENDOR_CODE,
      secret: config.STUDIO_SECRET,
      timeoutMs: config.PLATFORM_TIMEOUT_MS,
    });
  const db = database.db;
  const fairness = createFairnessService(db);
  const outbox = createOutboxService(db, { platform, rollbackAfterMs: config.BET_ROLLBACK_AFTER_SECONDS * 1000 });
  const sessions = createSessionsService(db, { platform });
  const rounds = createRoundsService(db, { outbox, fairness });
  app.decorate('outbox', outbox);

  app.get('/healthz', async () => ({ ok: true }));
  roundsRoutes(app, { sessions, rounds, fairness });
  catalogueRoutes(app, config);

  // The built game pages: /play and /verify are the single-page app; assets are long-cached.
  const dist = config.STUDIO_WEB_DIST;
  if (fs.existsSync(path.join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, index: false, wildcard: true });
    const page = fs.readFileSync(path.join(dist, 'index.html'));
    for (const url of ['/play', '/verify', '/'])
      app.get(url, (_req, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page),
      );
  }

  // The outbox sender: settles whatever a request left pending (platform down, a restart).
  let timer: NodeJS.Timeout | null = null;
  let sweeping = false;
  app.addHook('onReady', async () => {
    const tick = async () => {
      if (sweeping) return;
      sweeping = true;
      await outbox.sweep().catch((err: unknown) => app.log.warn({ err }, 'outbox sweep failed'));
      sweeping = false;
    };
    void tick();
    timer = setInterval(() => void tick(), config.OUTBOX_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return app;
};
