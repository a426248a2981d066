import { buildApp } from './app.js';
import { ConfigError, demoExposureWarning, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { registerDemoVendors } from './dev/vendor-simulator/demo-vendors.js';
import { prepareDatabase } from './lib/bootstrap.js';
import { connectRedis } from './lib/redis.js';
import { sealLegacySecrets } from './modules/accounts/legacy-secrets.service.js';
import { registerVendorsFromManifests } from './modules/vendors/vendor-manifest.js';
import { settleDemoHistory } from './seed/agent-contracts-seed.js';

const start = async () => {
  const started = Date.now();
  const config = loadConfig();
  // Loud on purpose: demo mode listening beyond this machine is a mistake worth seeing.
  const demoWarning = demoExposureWarning(config);
  if (demoWarning) process.stderr.write(`\n${demoWarning}\n\n`);
  const { database, seeded } = await prepareDatabase(config, { seed: config.SEED_DEMO });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  const app = await buildApp({ config, database, redis: redis?.client, redisSubscriber: redis?.subscriber });
  // TOTP seeds stored before encryption at rest are sealed once (idempotent).
  const sealed = await sealLegacySecrets(database.db, app.services.secrets);
  if (sealed) app.log.info({ sealed }, 'legacy TOTP seeds sealed at rest');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await redis?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The brand's first back-office login, shown once here and never again (nor in the log).
  const first = await app.services.operators.ensureFirst(config.DEFAULT_MERCHANT);
  if (first) {
    process.stdout.write(
      `\nFirst operator of ${config.DEFAULT_MERCHANT}: ${first.username} / ${first.password}\n` +
        'Keep it now: it is stored hashed and will not be shown again.\n\n',
    );
  }

  // The demo brand's first start: its agents' daily salaries are settled for the days already closed.
  if (seeded) await settleDemoHistory(app.services.agentSettlement);

  // Demo mode: the demo catalogue's vendors are played on the simulators.
  if (config.VENDOR_SIMULATOR && config.SEED_DEMO) {
    const added = await registerDemoVendors(app.services.vendors, config.DEFAULT_MERCHANT);
    if (added.length) app.log.info({ vendors: added }, 'demo vendors served by the simulators');
  }

  // Vendors named by their manifests are registered before the first request when they answer.
  const vendorRegistration = await registerVendorsFromManifests(database.db, config, app.log);
  await app.listen({ host: config.HOST, port: config.PORT });
  if (demoWarning) app.log.warn({ host: config.HOST }, 'demo mode is reachable from other machines');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  database.lock?.update({ port, opsToken: app.opsToken });
  app.log.info(
    { port, database: database.kind, redis: Boolean(redis), ms: Date.now() - started },
    `Pagoda is ready on http://localhost:${port}`,
  );
  await vendorRegistration.retryInBackground(app.jobs);
};

start().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Pagoda failed to start:', err);
  }
  process.exit(1);
});
