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
import { createPlatformJobs } from './jobs/platform-jobs.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { bindContactRoutes } from './modules/accounts/bind-contact.routes.js';
import { createBindContactService } from './modules/accounts/bind-contact.service.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.js';
import { createAffiliatesService } from './modules/affiliates/affiliates.service.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { thirdPartyRoutes } from './modules/third-party/third-party.routes.js';
import { createThirdPartyService } from './modules/third-party/third-party.service.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { keysRoutes } from './modules/keys/keys.routes.js';
import { createKeysService } from './modules/keys/keys.service.js';
import { createSessionService } from './modules/session/session.service.js';
import { outboxEmailProvider, smtpEmailProvider } from './modules/verification/email-provider.js';
import { outboxRoutes } from './modules/verification/outbox.routes.js';
import { httpSmsProvider, outboxSmsProvider } from './modules/verification/sms-provider.js';
import { createVerificationService } from './modules/verification/verification.service.js';
import { createAnnouncementsService } from './modules/announcements/announcements.service.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { createBrandService } from './modules/brand/brand.service.js';
import { createGamesService } from './modules/games/games.service.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import type { VendorLauncher } from './modules/vendors/vendors.types.js';

import { opsRoutes } from './modules/ops/ops.routes.js';
import { createOpsService } from './modules/ops/ops.service.js';
import { createSystemService } from './modules/system/system.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { envelopeSerializerCompiler } from './lib/serializer.js';
import { createBackofficeService } from './modules/operators/backoffice.service.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import { createOperatorsService } from './modules/operators/operators.service.js';
import { createDepositsService } from './modules/payments/deposits.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes.js';
import { createUploadsService } from './modules/payments/uploads.service.js';
import { createWithdrawalsService } from './modules/payments/withdrawals.service.js';
import { createLedgerService } from './modules/wallet/ledger.service.js';
import { createMemberEvents } from './modules/wallet/member-events.js';
import { memberSocketRoutes } from './modules/wallet/member-socket.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { simulateVendor } from './modules/vendors/simulator/simulate-command.js';
import { simulatorRoutes } from './modules/vendors/simulator/simulator.routes.js';
import { transferSimulatorRoutes } from './modules/vendors/simulator/transfer-simulator.routes.js';
import { createTransferWalletService, type VendorHttp } from './modules/vendors/transfer-wallet.service.js';
import { vendorApiRoutes } from './modules/vendors/vendor-api.routes.js';
import { createVendorsService } from './modules/vendors/vendors.service.js';
import { createWalletService } from './modules/wallet/wallet.service.js';
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
  /** Starts games at the vendors; tests of the games module alone pass their own. */
  gameLauncher?: VendorLauncher | undefined;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (define, schedule, enqueue, runs); tests run one with runNow. */
    jobs: import('./jobs/definitions.js').Jobs;
    /** Transfer-mode reconciliation (also run by the wallet jobs), for tests. */
    transfers: { reconcile: () => Promise<number> };
    /** The transfer-mode vendor simulator (VENDOR_SIMULATOR), for tests. */
    transferSimulator?: ReturnType<
      typeof import('./modules/vendors/simulator/transfer-simulator.routes.js').transferSimulatorRoutes
    >;
    /** The vendor layer (launch, seamless wallet API), for the ops channel and in-process tests. */
    vendors: import('./modules/vendors/vendors.service.js').VendorsService;
    /** Money services, for the ops channel and in-process tests. */
    money: {
      ledger: import('./modules/wallet/ledger.service.js').LedgerService;
      wallet: import('./modules/wallet/wallet.service.js').WalletService;
      deposits: import('./modules/payments/deposits.service.js').DepositsService;
      withdrawals: import('./modules/payments/withdrawals.service.js').WithdrawalsService;
      operators: import('./modules/operators/operators.service.js').OperatorsService;
      backoffice: import('./modules/operators/backoffice.service.js').BackofficeService;
    };
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

  const sessions = createSessionService(db, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
  });
  const keys = createKeysService(db);
  app.decorate('sessions', sessions);
  app.decorate('payloadKeys', { privateKeys: keys.privateKeys });
  app.decorateRequest('auth', null);
  const captcha = createCaptchaService(db, config.TEST_CAPTCHA_CODE ? () => config.TEST_CAPTCHA_CODE! : undefined);
  const sms =
    config.SMS_PROVIDER === 'http'
      ? httpSmsProvider(config.SMS_HTTP_URL!, config.SMS_HTTP_SECRET!)
      : outboxSmsProvider(db);
  const email =
    config.EMAIL_PROVIDER === 'smtp' ? smtpEmailProvider(config.SMTP_URL!, config.EMAIL_FROM) : outboxEmailProvider(db);
  const verification = createVerificationService(
    db,
    { sms, email },
    { codeMinutes: config.SMS_CODE_MINUTES, resendSeconds: config.SMS_RESEND_SECONDS },
  );
  const affiliates = createAffiliatesService(db);

  // Money: ledger, wallets, payments and the operator API that reviews them.
  // PGlite has one connection: one batch at a time; PostgreSQL gets a few in parallel.
  const ledger = createLedgerService(db, { maxInFlight: database.kind === 'pglite' ? 1 : 4 });
  const memberEvents = createMemberEvents(
    redis && redisSubscriber ? { publisher: redis, subscriber: redisSubscriber } : undefined,
  );
  const operators = createOperatorsService(db);
  const vendors = createVendorsService(db, {
    ledger,
    events: memberEvents,
    lanes: database.kind === 'pglite' ? 1 : config.VENDOR_WALLET_LANES,
  });
  // Transfer-mode vendors are called over HTTP; a vendor hosted by this server (the simulator,
  // a path) through its own HTTP handling.
  const vendorHttp: VendorHttp = async (url, body, headers) => {
    if (url.startsWith('/')) {
      const res = await app.inject({ method: 'POST', url, headers, payload: body });
      return res.statusCode === 200 ? res.json() : null;
    }
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) });
    return res.ok ? res.json() : null;
  };
  const transferWallet = createTransferWalletService(db, { ledger, events: memberEvents, http: vendorHttp });
  const wallet = createWalletService(db, {
    ledger,
    events: memberEvents,
    external: {
      move: async (brand, vendorCode, member, p) => {
        const integration = await vendors.integration(brand.merchant.code, vendorCode);
        if (!integration?.enabled || integration.adapter !== 'transfer') return null;
        const r = await transferWallet.move(brand, integration, member, p);
        return { successAmount: r.successAmount, status: r.status };
      },
    },
  });
  const deposits = createDepositsService(db, { ledger, events: memberEvents, audit: operators.audit });
  const withdrawals = createWithdrawalsService(db, { ledger, wallet, events: memberEvents, audit: operators.audit });
  const uploads = createUploadsService(db);
  const backoffice = createBackofficeService(db, { operators, deposits, withdrawals, wallet, ledger });
  const accounts = createAccountsService(db, {
    sessions,
    captcha,
    verification,
    passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
    defaultForcedPassword: config.DEFAULT_FORCED_PASSWORD,
    email,
    resetMinutes: config.PASSWORD_RESET_MINUTES,
    affiliates,
    trialWallet: wallet,
  });

  systemRoutes(app, createSystemService(db));
  keysRoutes(app, keys);
  captchaRoutes(app, captcha, config.NODE_ENV === 'production');
  accountsRoutes(app, accounts);
  thirdPartyRoutes(app, createThirdPartyService(db, { accounts }));
  bindContactRoutes(app, createBindContactService(db, { sessions, verification }));
  affiliatesRoutes(app, affiliates);
  if (config.OUTBOX) outboxRoutes(app, verification);
  announcementsRoutes(app, createAnnouncementsService(db));
  gamesRoutes(app, createGamesService(db, { vendors: gameLauncher ?? vendors }), {
    cacheSeconds: config.CONFIG_CACHE_SECONDS,
  });
  walletRoutes(app, wallet);
  paymentsRoutes(app, { deposits, withdrawals, uploads });
  if (config.SANDBOX_GATEWAY) sandboxGatewayRoutes(app, deposits, config.SANDBOX_GATEWAY_SECRET);
  operatorsRoutes(app, { operators, deposits, withdrawals, uploads, backoffice });
  await memberSocketRoutes(app, memberEvents);
  vendorApiRoutes(app, vendors, brands);
  if (config.VENDOR_SIMULATOR) {
    const merchantOfHost = async (host: string | undefined) => (await brands.resolve(undefined, host)).merchant.code;
    simulatorRoutes(app, vendors, merchantOfHost);
    app.decorate('transferSimulator', transferSimulatorRoutes(app, db, vendors, merchantOfHost));
  }

  const reconcileTransfers = () =>
    transferWallet.reconcile(async (t) => {
      const brand = await brands.getConfig(t.merchantCode);
      const integration = await vendors.integration(t.merchantCode, t.vendorCode);
      const accountTypeId = await vendors.accountTypeIdOf(t.merchantCode, t.vendorCode);
      return brand && integration && accountTypeId !== null ? { brand, integration, accountTypeId } : null;
    });
  // Durable background jobs (src/jobs): deposit expiry, withdrawal auto-confirmation, transfer reconciliation
  // and vendor manifests, each run once across instances.
  const jobs = await createPlatformJobs({
    config,
    database,
    brands,
    log: app.log,
    services: { deposits, withdrawals, transfers: { reconcile: reconcileTransfers } },
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
  app.decorate('money', { ledger, wallet, deposits, withdrawals, operators, backoffice });
  app.decorate('vendors', vendors);
  app.decorate('transfers', { reconcile: reconcileTransfers });

  const opsToken = randomBytes(32).toString('hex');
  opsRoutes(
    app,
    createOpsService(db, brands, publishChange, keys, config.DEFAULT_FORCED_PASSWORD, {
      simulate: (cmd) => simulateVendor(app, db, { vendors, brands }, cmd),
      deposits,
      withdrawals,
      operators,
      backoffice,
    }),
    opsToken,
  );

  await registerStaticPortal(app, config.WEB_DIST, brands, config.GAME_ORIGINS);
  app.decorate('opsToken', opsToken);
  return app;
};
