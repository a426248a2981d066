import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { freshPostgres, TEST_MERCHANT } from './helpers/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two app instances on one PostgreSQL database, as two servers behind a load balancer. */
describe.runIf(process.env.PAGODA_TEST_DB === 'postgres')('jobs across two instances', () => {
  let pgdb: Awaited<ReturnType<typeof freshPostgres>>;
  const databases: Database[] = [];
  const apps: App[] = [];
  /** Which instance ran what. */
  const ran: { job: string; instance: number; data: unknown }[] = [];

  beforeAll(async () => {
    pgdb = await freshPostgres();
    const config = loadConfig(
      {},
      {
        LOG_LEVEL: 'silent',
        CONFIG_CACHE_SECONDS: 0,
        WEB_DIST: '/nonexistent',
        DEFAULT_MERCHANT: TEST_MERCHANT,
        // Instances of one database share one secrets key, as in production.
        SECRETS_KEY: randomBytes(32).toString('base64'),
        JOBS_POLL_SECONDS: 0.5,
        JOBS_CRON_CHECK_SECONDS: 1,
      },
    );
    for (const instance of [0, 1]) {
      const database = await openDatabase({ databaseUrl: pgdb.url });
      databases.push(database);
      if (instance === 0) {
        await database.migrate();
        await seedDemo(database.db, TEST_MERCHANT, new Date('2026-11-01T00:00:00Z'));
      }
      const app = await buildApp({ config, database });
      await app.ready();
      for (const job of ['test_tick', 'test_settle', 'test_each'])
        app.jobs.define(job, async (data) => {
          ran.push({ job, instance, data });
        });
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await pgdb?.drop();
  });

  it('runs a scheduled job once per tick, though both instances schedule and check it', async () => {
    // A daily cron of the current minute in the brand's zone: one tick now, the next tomorrow.
    if (new Date().getSeconds() >= 50) await sleep((61 - new Date().getSeconds()) * 1000);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: apps[0]!.jobs.timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hour12: false,
    }).formatToParts(new Date());
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const cron = `${part('minute')} ${part('hour') % 24} * * *`;
    await Promise.all(apps.map((app) => app.jobs.schedule('test_tick', cron)));
    const end = Date.now() + 15_000;
    while (!ran.some((r) => r.job === 'test_tick') && Date.now() < end) await sleep(200);
    // Both instances keep checking the schedule every second for a while.
    await sleep(4_000);
    expect(ran.filter((r) => r.job === 'test_tick')).toHaveLength(1);
    const runs = await apps[1]!.jobs.runs('test_tick');
    expect(runs.map((r) => r.state)).toEqual(['completed']);
  }, 40_000);

  it('runs a keyed job once when both instances queue it at the same time', async () => {
    const key = 'settle:daily:2026-11-24:contract 42';
    const results = await Promise.all(
      apps.flatMap((app) => [1, 2, 3].map(() => app.jobs.enqueue('test_settle', { contract: 42 }, { key }))),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await apps[1]!.jobs.waitFor('test_settle', results[0]!.id)).state).toBe('completed');
    await sleep(2_000);
    expect(ran.filter((r) => r.job === 'test_settle')).toHaveLength(1);
    expect(await apps[0]!.jobs.runs('test_settle')).toHaveLength(1);
  });

  it('hands each queued job to one instance only', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => apps[i % 2]!.jobs.enqueue('test_each', { i })));
    for (const { id } of ids) expect((await apps[0]!.jobs.waitFor('test_each', id)).state).toBe('completed');
    await sleep(1_000);
    const each = ran.filter((r) => r.job === 'test_each').map((r) => (r.data as { i: number }).i);
    expect(each.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
