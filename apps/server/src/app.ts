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
import { envelopeSerializerCompiler } from './lib/serializer.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { bindContactRoutes } from './modules/accounts/bind-contact.routes.js';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { keysRoutes } from './modules/keys/keys.routes.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import { opsPlugin } from './modules/ops/ops.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { thirdPartyRoutes } from './modules/third-party/third-party.routes.js';
import { simulateVendor } from './modules/vendors/simulator/simulate-command.js';
import { simulatorRoutes } from './modules/vendors/simulator/simulator.routes.js';
import { transferSimulatorRoutes } from './modules/vendors/simulator/transfer-simulator.routes.js';
import { vendorApiRoutes } from './modules/vendors/vendor-api.routes.js';
import type { VendorLauncher } from './modules/vendors/vendors.types.js';
import { outboxRoutes } from './modules/verification/outbox.routes.js';
import { memberSocketRoutes } from './modules/wallet/member-socket.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerStaticPortal } from './plugins/static-portal.js';
import { CONFIG_CHANNEL, createServices, type Services } from './services.js';

export { CONFIG_CHANNEL };

export type AppDeps = {
  config: Config;
  database: Database;
  redis?: Redis | undefined;
  /** A second connection in subscriber mode, for config invalidation across instances. */
  redisSubscriber?: Redis | undefined;
  /** Starts games at the vendors; tests of the games module alone pass their own. */
  gameLauncher?: VendorLauncher | undefined;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The transfer-mode vendor simulator (VENDOR_SIMULATOR), for tests. */
    transferSimulator?: ReturnType<
      typeof import('./modules/vendors/simulator/transfer-simulator.routes.js').transferSimulatorRoutes
    >;
    /** Every service of the platform (createServices), for main.ts and in-process tests. */
    services: Services;
    /** Secret the ops CLI presents to /internal/ops; kept only in memory and the 0600 lock file. */
    opsToken: string;
  }
}

/** Builds the whole platform in-process; main.ts listens, tests use inject(). */
export const buildApp = async ({ config, database, redis, redisSubscriber, gameLauncher }: AppDeps): Promise<App> => {
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

  const services = createServices(
    database,
    config,
    redis ? { client: redis, subscriber: redisSubscriber } : undefined,
    {
      gameLauncher,
      localHttp: async (url, body, headers) => {
        const res = await app.inject({ method: 'POST', url, headers, payload: body });
        return res.statusCode === 200 ? res.json() : null;
      },
      simulate: (cmd) => simulateVendor(app, database.db, services, cmd),
      log: app.log,
    },
  );
  const { brands, deposits, withdrawals } = services;
  if (redisSubscriber) {
    await redisSubscriber.subscribe(CONFIG_CHANNEL);
    redisSubscriber.on('message', (channel, merchant) => {
      if (channel === CONFIG_CHANNEL) brands.invalidate(merchant || undefined);
    });
  }

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
    // Signed server-to-server calls (gateway webhooks; the vendor wallet API opts out per route)
    // carry a gateway's whole traffic from a few addresses; their signature is their gate.
    allowList: (req) =>
      req.url === '/healthz' ||
      req.url === '/readyz' ||
      req.url.startsWith('/wps/payments/webhook/') ||
      // Built assets and demo images are static files: a game list alone loads dozens of icons.
      req.url.startsWith('/assets/') ||
      req.url.startsWith('/demo/'),
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

  const { sessions, keys, vendors } = services;
  app.decorate('sessions', sessions);
  app.decorate('payloadKeys', { privateKeys: keys.privateKeys });
  app.decorateRequest('auth', null);

  const s = services;
  systemRoutes(app, s.system);
  keysRoutes(app, keys);
  captchaRoutes(app, s.captcha, config.NODE_ENV === 'production');
  accountsRoutes(app, s.accounts);
  thirdPartyRoutes(app, s.thirdParty);
  bindContactRoutes(app, s.bindContact);
  affiliatesRoutes(app, s.affiliates);
  if (config.OUTBOX) outboxRoutes(app, s.verification);
  announcementsRoutes(app, s.announcements);
  gamesRoutes(app, s.games, { cacheSeconds: config.CONFIG_CACHE_SECONDS });
  walletRoutes(app, s.wallet);
  paymentsRoutes(app, s);
  if (config.SANDBOX_GATEWAY) sandboxGatewayRoutes(app, deposits, config.SANDBOX_GATEWAY_SECRET);
  operatorsRoutes(app, s);
  await memberSocketRoutes(app, s.memberEvents);
  vendorApiRoutes(app, vendors, brands);
  if (config.VENDOR_SIMULATOR) {
    const merchantOfHost = async (host: string | undefined) => (await brands.resolve(undefined, host)).merchant.code;
    simulatorRoutes(app, vendors, merchantOfHost);
    app.decorate('transferSimulator', transferSimulatorRoutes(app, database.db, vendors, merchantOfHost));
  }

  const reconcileTransfers = services.transfers.reconcile;
  // Deposit expiry, withdrawal auto-confirmation and transfer reconciliation; state changes are row-locked, so every
  // instance may run them.
  const jobs = setInterval(() => {
    void Promise.all([deposits.expire(), withdrawals.autoConfirm(), reconcileTransfers()]).catch((err: unknown) =>
      app.log.error({ err }, 'wallet jobs failed'),
    );
  }, config.WALLET_JOBS_SECONDS * 1000);
  jobs.unref();
  app.addHook('onClose', async () => clearInterval(jobs));
  app.decorate('services', services);

  const opsToken = randomBytes(32).toString('hex');
  await app.register(opsPlugin, { ops: services.ops, token: opsToken });

  await registerStaticPortal(app, config.WEB_DIST, brands, config.GAME_ORIGINS);
  app.decorate('opsToken', opsToken);
  return app;
};
