import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { seedDemo } from '../../src/seed/demo-seed.js';
import { platformTemplate } from './pglite-template.js';

export const TEST_MERCHANT = 'pagoda';

/** A fresh PostgreSQL database per test file, created from TEST_DATABASE_URL and dropped after. */
export const freshPostgres = async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PAGODA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pagoda_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

export type TestContext = {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The app's own services (createServices, plus the demo stand-ins under `dev`). */
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/**
 * Builds the whole app in-process on a fresh database (PGlite in memory, started from the migrated
 * template, or a new PostgreSQL database when the suite runs against PostgreSQL), migrated and seeded
 * with the demo brand.
 */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  {
    agentHistory = false,
    ...deps
  }: Pick<Parameters<typeof buildApp>[0], 'gameLauncher'> & {
    /** The demo agent team's month of deposits, bets and withdrawals (agents tests); off elsewhere. */
    agentHistory?: boolean;
  } = {},
): Promise<TestContext> => {
  const kind = process.env.PAGODA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const pgdb = kind === 'postgres' ? await freshPostgres() : null;
  const database = await openDatabase(
    pgdb ? { databaseUrl: pgdb.url } : { inMemory: true, loadDataDir: await platformTemplate() },
  );
  await database.migrate();
  await seedDemo(database.db, TEST_MERCHANT, new Date('2026-11-01T00:00:00Z'), { agentHistory });
  const config = loadConfig(
    {},
    {
      LOG_LEVEL: 'silent',
      CONFIG_CACHE_SECONDS: 0,
      WEB_DIST: '/nonexistent',
      BACKOFFICE_DIST: '/nonexistent',
      DEFAULT_MERCHANT: TEST_MERCHANT,
      // A key per test app: nothing is written to the repository's data directory.
      SECRETS_KEY: randomBytes(32).toString('base64'),
      ...overrides,
    },
  );
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    services: app.services,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await pgdb?.drop();
    },
  };
};

export const wps = { Merchant: TEST_MERCHANT, 'X-Gateway-Version': '3', Device: 'web' };
