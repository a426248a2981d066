import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { devPlugin, type DevServices, createDevServices } from './dev/dev.plugin.js';
import { simulateVendor } from './dev/vendor-simulator/simulate-command.js';
import { createPlatformJobs } from './jobs/platform-jobs.js';
import { envelopeSerializerCompiler } from './lib/serializer.js';
import { accountsPlugin } from './modules/accounts/accounts.routes.js';
import { bindContactPlugin } from './modules/accounts/bind-contact.routes.js';
import { affiliatesPlugin } from './modules/affiliates/affiliates.routes.js';
import { agentContractsPlugin } from './modules/agent-contracts/agent-contracts.routes.js';
import { agentsPlugin } from './modules/agents/agents.routes.js';
import { announcementsPlugin } from './modules/announcements/announcements.routes.js';
import { approvalsPlugin } from './modules/approvals/approvals.routes.js';
import { bonusAdminPlugin } from './modules/bonus/bonus-admin.routes.js';
import { bonusPlugin } from './modules/bonus/bonus.routes.js';
import { brandAdminPlugin } from './modules/brand/brand-admin.routes.js';
import { captchaPlugin } from './modules/captcha/captcha.routes.js';
import { contentAdminPlugin } from './modules/content-admin/content-admin.routes.js';
import { engagementAdminPlugin } from './modules/engagement/engagement-admin.routes.js';
import { engagementPlugin } from './modules/engagement/engagement.routes.js';
import { gamesAdminPlugin } from './modules/games/games-admin.routes.js';
import { gamesPlugin } from './modules/games/games.routes.js';
import { keysPlugin } from './modules/keys/keys.routes.js';
import { lotteryPlugin } from './modules/lottery/lottery.routes.js';
import { lotteryAdminPlugin } from './modules/lottery-admin/lottery-admin.routes.js';
import { memberAdminPlugin } from './modules/member-admin/member-admin.routes.js';
import { operatorSocketPlugin } from './modules/operators/operator-socket.routes.js';
import { operatorsPlugin } from './modules/operators/operators.routes.js';
import { opsPlugin } from './modules/ops/ops.routes.js';
import { paymentsAdminPlugin } from './modules/payments/payments-admin.routes.js';
import { paymentsPlugin } from './modules/payments/payments.routes.js';
import { promotionsPlugin } from './modules/promotions/promotions.routes.js';
import { referralPlugin } from './modules/referral/referral.routes.js';
import { reportsPlugin } from './modules/reports/reports.routes.js';
import { systemPlugin } from './modules/system/system.routes.js';
import { thirdPartyPlugin } from './modules/third-party/third-party.routes.js';
import { vendorApiPlugin } from './modules/vendors/vendor-api.routes.js';
import { vendorsAdminPlugin } from './modules/vendors/vendors-admin.routes.js';
import type { VendorLauncher } from './modules/vendors/vendors.types.js';
import { vipPlugin } from './modules/vip/vip.routes.js';
import { memberSocketPlugin } from './modules/wallet/member-socket.routes.js';
import { walletPlugin } from './modules/wallet/wallet.routes.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { clientErrorHandler } from './plugins/client-error.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticBackoffice } from './plugins/static-backoffice.js';
import { registerStaticPortal } from './plugins/static-portal.js';
import { CONFIG_CHANNEL, createServices, type Services } from './services.js';

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
    /**
     * Every service of the platform (createServices) and the demo stand-ins (`dev`, with the
     * simulators' fault switches), for main.ts and in-process tests.
     */
    services: Services & { dev: DevServices };
    /** Background jobs (define, schedule, enqueue, runs); tests run one with runNow. */
    jobs: import('./jobs/definitions.js').Jobs;
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
    clientErrorHandler,
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
  registerJsonBody(app);

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
      if (channel !== CONFIG_CHANNEL) return;
      brands.invalidate(merchant || undefined);
      services.catalogue.bump(merchant || undefined);
    });
  }

  await registerApiDocs(app, config.API_DOCS);
  await app.register(formbody);
  await registerCompression(app);
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
      req.url.startsWith('/backoffice/assets/') ||
      req.url.startsWith('/demo/'),
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerRequestContext(app, brands);

  await app.register(healthPlugin, { database, redis });

  const { sessions, keys } = services;
  app.decorate('sessions', sessions);
  app.decorate('payloadKeys', { privateKeys: keys.privateKeys });
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);

  // One WebSocket server for the app (member and operator sockets): a second registration would
  // handle every upgrade twice.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onClose', async () => services.operatorQueues.close());

  // Each module is an encapsulated plugin: its hooks, parsers and decorations stay inside it.
  const modules = { services, config };
  for (const plugin of [
    systemPlugin,
    keysPlugin,
    captchaPlugin,
    accountsPlugin,
    thirdPartyPlugin,
    bindContactPlugin,
    affiliatesPlugin,
    announcementsPlugin,
    gamesPlugin,
    lotteryPlugin,
    walletPlugin,
    paymentsPlugin,
    operatorsPlugin,
    contentAdminPlugin,
    approvalsPlugin,
    paymentsAdminPlugin,
    memberSocketPlugin,
    operatorSocketPlugin,
    vendorApiPlugin,
    gamesAdminPlugin,
    vendorsAdminPlugin,
    brandAdminPlugin,
    reportsPlugin,
    memberAdminPlugin,
    bonusPlugin,
    bonusAdminPlugin,
    promotionsPlugin,
    vipPlugin,
    referralPlugin,
    engagementPlugin,
    engagementAdminPlugin,
    agentsPlugin,
    agentContractsPlugin,
    lotteryAdminPlugin,
  ])
    await app.register(plugin, modules);
  const dev = createDevServices(app, database, config, services);
  await app.register(devPlugin, { dev });

  // Durable background jobs (src/jobs): deposit expiry, withdrawal auto-confirmation, transfer reconciliation
  // and vendor manifests, each run once across instances.
  const jobs = await createPlatformJobs({
    config,
    database,
    brands,
    log: app.log,
    services: {
      deposits,
      withdrawals,
      transfers: services.transfers,
      bonus: services.bonus,
      promotions: services.promotions,
      vip: services.vip,
      referral: services.referral,
      engagement: services.engagement,
      agentSettlement: services.agentSettlement,
    },
  });
  // Started once the server listens, so start-up does not wait for it; an app that never listens
  // (in-process tests, the ops CLI) starts it only if it uses a job.
  app.addHook('onListen', async () => {
    const since = Date.now();
    jobs.start().then(
      () => app.log.info({ ms: Date.now() - since }, 'background jobs started'),
      (err: unknown) => app.log.error({ err }, 'background jobs did not start'),
    );
  });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('services', { ...services, dev });

  const opsToken = randomBytes(32).toString('hex');
  await app.register(opsPlugin, { ops: services.ops, token: opsToken });

  await registerStaticBackoffice(app, config.BACKOFFICE_DIST, brands);
  await registerStaticPortal(app, config.WEB_DIST, brands, config.GAME_ORIGINS, (brand, group) =>
    services.announcements.firstBannerImage(brand, group),
  );
  app.decorate('opsToken', opsToken);
  return app;
};
