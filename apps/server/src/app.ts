import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createAnnouncementsService } from './modules/announcements/announcements.service.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { createBrandService } from './modules/brand/brand.service.js';
import { createGamesService } from './modules/games/games.service.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { opsRoutes } from './modules/ops/ops.routes.js';
import { createOpsService } from './modules/ops/ops.service.js';
import { createSystemService } from './modules/system/system.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { envelopeSerializerCompiler } from './lib/serializer.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerStaticPortal } from './plugins/static-portal.js';

export const CONFIG_CHANNEL = 'pagoda:config';

export type AppDeps = {
  config: Config;
  database: Database;
  redis?: Redis | undefined;
  /** A second connection in subscriber mode, for config invalidation across instances. */
  redisSubscriber?: Redis | undefined;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Secret the ops CLI presents to /internal/ops; kept only in memory and the 0600 lock file. */
    opsToken: string;
  }
}

/** Builds the whole platform in-process; main.ts listens, tests use inject(). */
export const buildApp = async ({ config, database, redis, redisSubscriber }: AppDeps): Promise<App> => {
  const app = Fastify({
    // A hop count is valid for proxy-addr although Fastify's types only list the other forms.
    trustProxy: config.TRUST_PROXY as boolean | string[],
    bodyLimit: 1_048_576,
    logger: {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.authorization',
        'req.headers.encryption',
        'req.headers["x-ops-token"]',
        'req.headers.cookie',
      ],
    },
    // Per-request lines only when debugging; errors are logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(envelopeSerializerCompiler);

  const db = database.db;
  const brands = createBrandService(db, {
    cacheSeconds: config.CONFIG_CACHE_SECONDS,
    defaultMerchant: config.DEFAULT_MERCHANT,
  });
  if (redisSubscriber) {
    await redisSubscriber.subscribe(CONFIG_CHANNEL);
    redisSubscriber.on('message', (channel, merchant) => {
      if (channel === CONFIG_CHANNEL) brands.invalidate(merchant || undefined);
    });
  }
  const publishChange = (merchant: string) => {
    void redis
      ?.publish(CONFIG_CHANNEL, merchant)
      .catch((err: unknown) => app.log.warn({ err }, 'config publish failed'));
  };

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pagoda platform API',
        version: '0.1.0',
        description: 'Envelope: { success, value, errorCode?, message? }',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(formbody);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'pagoda:rl:' } : {}),
    allowList: (req) => req.url === '/healthz' || req.url === '/readyz',
  });

  registerErrorHandler(app);
  registerRequestContext(app, brands);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      if (redis) await redis.ping();
      return { ok: true, database: database.kind, redis: Boolean(redis) };
    } catch {
      return reply.status(503).send({ ok: false });
    }
  });

  systemRoutes(app, createSystemService(db));
  announcementsRoutes(app, createAnnouncementsService(db));
  gamesRoutes(app, createGamesService(db));

  const opsToken = randomBytes(32).toString('hex');
  opsRoutes(app, createOpsService(db, brands, publishChange), opsToken);

  await registerStaticPortal(app, config.WEB_DIST, brands);
  app.decorate('opsToken', opsToken);
  return app;
};
