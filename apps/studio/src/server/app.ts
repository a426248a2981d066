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
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createFairnessService } from './modules/fairness/fairness.service';
import { createBlackjackRunner } from './modules/live/blackjack-runner';
import { liveRoutes } from './modules/live/live.routes';
import { createLiveService } from './modules/live/live.service';
import { liveSocketRoutes } from './modules/live/live.socket';
import { createPvpRunner, type PvpRunner } from './modules/live/pvp-runner';
import { createTableRunner, type TableRunner } from './modules/live/table-runner';
import { createTableWallet } from './modules/live/table-wallet.service';
import { lotteryAdminRoutes } from './modules/lottery/lottery-admin.routes';
import { createLotteryAdmin } from './modules/lottery/lottery-admin.service';
import { lotteryChaseRoutes } from './modules/lottery/lottery-chase.routes';
import { createLotteryChaseService, type LotteryChaseService } from './modules/lottery/lottery-chase.service';
import { createLotteryReads } from './modules/lottery/lottery-read.service';
import { createLotteryRunner, type LotteryRunner } from './modules/lottery/lottery-runner';
import { lotteryRoutes } from './modules/lottery/lottery.routes';
import { createLotteryService, type LotteryService } from './modules/lottery/lottery.service';
import { createOutboxService } from './modules/outbox/outbox.service';
import { createPlatformClient, type PlatformClient } from './modules/platform/platform-client';
import { roundsRoutes } from './modules/rounds/rounds.routes';
import { createRoundsService } from './modules/rounds/rounds.service';
import { createLaunchService } from './modules/sessions/launch.service';
import { createSessionsService } from './modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: import('./modules/outbox/outbox.service').OutboxService;
    tables: Map<string, TableRunner>;
    rooms: Map<string, PvpRunner>;
    lottery: LotteryService;
    lotteryChases: LotteryChaseService;
    lotteryRunner: LotteryRunner;
  }
}

/** Niu Niu rooms and their base stakes (minor units). */
const PVP_STAKES = [
  ['niuniu-1', 100],
  ['niuniu-5', 500],
  ['niuniu-20', 2_000],
] as const;

const SHARED_TABLES = ['baccarat', 'dragon-tiger', 'sicbo', 'roulette'] as const;

/** The studio, built in-process (tests pass their own database and platform client). */
export const buildStudioApp = async (opts: {
  config: StudioConfig;
  database: StudioDatabase;
  platform?: PlatformClient;
  /** The lottery's clock (tests move it to a draw); the wall clock by default. */
  lotteryClock?: () => number;
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
    // 404, and the static handler's 403 for a path that climbs out of its root (never disclose why).
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 404 || status === 403)
      return reply.status(404).send({ success: false, errorCode: 'studio.not_found', message: 'Not found.' });
    req.log.error(err);
    return reply.status(500).send({ success: false, errorCode: 'studio.internal', message: 'Internal error.' });
  });

  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ success: false, errorCode: 'studio.not_found', message: 'Not found.' }),
  );

  // Real-money pages: only the registered platform origins may frame them, and nothing but the
  // studio's own files runs or loads (websockets to the studio included; sound is synthesised).
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${config.STUDIO_FRAME_ANCESTORS.join(' ')}`,
  ].join('; ');
  app.addHook('onSend', async (_req, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    // The launch URL carries a token: never send it on as a referrer.
    reply.header('referrer-policy', 'no-referrer');
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

  // Live tables: one runner per shared table, its money through the table wallet (outbox).
  const tableWallet = createTableWallet(db, { platform });
  const tables = new Map<string, TableRunner>();
  if (config.LIVE_TABLES_ENABLED)
    for (const game of SHARED_TABLES)
      tables.set(
        game,
        createTableRunner(db, {
          game,
          wallet: tableWallet,
          timing: {
            bettingMs: config.LIVE_BETTING_MS,
            closedMs: config.LIVE_DEALING_MS,
            resultMs: config.LIVE_RESULT_MS,
          },
          log: (msg, err) => app.log.warn({ err }, msg),
        }),
      );
  app.decorate('tables', tables);
  // PvP rooms by stake; bots only where the operator allows them (PVP_BOTS, off by default).
  const rooms = new Map<string, PvpRunner>();
  if (config.PVP_ROOMS_ENABLED)
    for (const [code, stake] of PVP_STAKES)
      rooms.set(
        code,
        createPvpRunner(db, {
          code,
          config: {
            stake,
            seats: 6,
            rakePermille: config.PVP_RAKE_PERMILLE,
            betMultiples: [1, 2, 3, 5],
            turnMs: { ready: config.PVP_READY_MS, bet: config.PVP_TURN_MS, reveal: config.PVP_TURN_MS },
            botsAllowed: config.PVP_BOTS,
          },
          wallet: tableWallet,
          balanceOf: (s) => sessions.balance(s),
          log: (msg, err) => app.log.warn({ err }, msg),
        }),
      );
  app.decorate('rooms', rooms);
  const blackjack = config.LIVE_TABLES_ENABLED ? createBlackjackRunner(db, { wallet: tableWallet }) : null;
  await liveSocketRoutes(app, { sessions, tables, rooms, blackjack });

  // The lottery: ticket sales, the draw runner and the reads the platform proxies (LOTTERY_ENABLED).
  const lottery = createLotteryService(db, {
    platform,
    config,
    ...(opts.lotteryClock ? { now: opts.lotteryClock } : {}),
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  app.decorate('lottery', lottery);
  const chases = createLotteryChaseService(db, {
    lottery,
    platform,
    config,
    ...(opts.lotteryClock ? { now: opts.lotteryClock } : {}),
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  app.decorate('lotteryChases', chases);
  const lotteryRunner = createLotteryRunner(lottery, {
    intervalMs: config.LOTTERY_TICK_MS,
    log: (msg, err) => app.log.warn({ err }, msg),
    chases,
  });
  app.decorate('lotteryRunner', lotteryRunner);
  if (config.LOTTERY_ENABLED) {
    lotteryRoutes(app, {
      sessions,
      lottery,
      reads: createLotteryReads(db, {
        unitMinor: config.LOTTERY_UNIT_MINOR,
        ...(opts.lotteryClock ? { now: opts.lotteryClock } : {}),
      }),
      secret: config.STUDIO_SECRET,
    });
    // The back office's operations API (signed by the platform): results, voids, corrections, odds, reports.
    void lotteryAdminRoutes(app, {
      admin: createLotteryAdmin(db, { lottery, ...(opts.lotteryClock ? { now: opts.lotteryClock } : {}) }),
      secret: config.STUDIO_SECRET,
    });
    lotteryChaseRoutes(app, { sessions, chases });
  }

  app.get('/healthz', async () => ({ ok: true }));
  roundsRoutes(app, { sessions, rounds, launch: createLaunchService({ sessions, rounds, fairness }) });
  catalogueRoutes(app, createCatalogueService(config, rooms));
  liveRoutes(app, createLiveService(db));

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
      await tableWallet.sweep().catch((err: unknown) => app.log.warn({ err }, 'table outbox sweep failed'));
      await blackjack?.sweepIdle().catch((err: unknown) => app.log.warn({ err }, 'blackjack sweep failed'));
      sweeping = false;
    };
    void tick();
    timer = setInterval(() => void tick(), config.OUTBOX_INTERVAL_MS);
    await blackjack?.sweepIdle(true);
    for (const t of tables.values()) await t.start();
    for (const r of rooms.values()) await r.start();
    if (config.LOTTERY_ENABLED) lotteryRunner.start();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    for (const t of tables.values()) t.stop();
    for (const r of rooms.values()) r.stop();
    lotteryRunner.stop();
  });
  return app;
};
