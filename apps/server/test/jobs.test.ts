import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB } from '../src/jobs/definitions.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

/** The hour and minute now in a zone, as a daily cron that fired within the last minute there. */
const cronOfThisMinute = async (tz: string) => {
  // Too close to the next minute, the tick could be missed: start on a fresh minute.
  if (new Date().getSeconds() >= 50) await new Promise((r) => setTimeout(r, (61 - new Date().getSeconds()) * 1000));
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: 'numeric', minute: 'numeric', hour12: false })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${Number(parts.minute)} ${Number(parts.hour) % 24} * * *`;
};

const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_SECONDS: 0.5, JOBS_CRON_CHECK_SECONDS: 1 });
});
afterAll(async () => t?.close());

describe('jobs.define / enqueue', () => {
  it('runs a queued job once with its data and the services, and records the run', async () => {
    const seen: unknown[] = [];
    t.app.jobs.define<{ n: number }>('test_echo', async (data, ctx) => {
      seen.push({ data, attempt: ctx.attempt, hasServices: typeof ctx.services.deposits.expire === 'function' });
    });
    const outcome = await t.app.jobs.runNow('test_echo', { n: 7 });
    expect(outcome.state).toBe('completed');
    expect(seen).toEqual([{ data: { n: 7 }, attempt: 1, hasServices: true }]);
    expect(outcome.runs).toMatchObject([{ name: 'test_echo', attempt: 1, state: 'completed', error: null }]);
    expect(outcome.runs[0]!.finishedAt).toBeInstanceOf(Date);
  });

  it('refuses a job that is not defined', async () => {
    await expect(t.app.jobs.enqueue('test_nobody', {})).rejects.toThrow(/not defined/);
  });

  it('runs a job later when given runAt', async () => {
    t.app.jobs.define('test_later', async () => undefined);
    const runAt = new Date(Date.now() + 2_000);
    const { id } = await t.app.jobs.enqueue('test_later', {}, { runAt });
    const outcome = await t.app.jobs.waitFor('test_later', id);
    expect(outcome.runs[0]!.startedAt.getTime()).toBeGreaterThanOrEqual(runAt.getTime() - 50);
  });
});

describe('idempotency keys', () => {
  it('runs a key once however often and however concurrently it is queued', async () => {
    let calls = 0;
    t.app.jobs.define('test_keyed', async () => {
      calls++;
    });
    const key = 'settle:daily:2026-11-24:contract 42';
    const [a, b] = await Promise.all([
      t.app.jobs.enqueue('test_keyed', { contract: 42 }, { key }),
      t.app.jobs.enqueue('test_keyed', { contract: 42 }, { key }),
    ]);
    expect(a.id).toBe(b.id);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect((await t.app.jobs.waitFor('test_keyed', a.id)).state).toBe('completed');
    // Once it ran, the same key is still a duplicate; another key is a new job.
    expect((await t.app.jobs.enqueue('test_keyed', {}, { key })).duplicate).toBe(true);
    expect((await t.app.jobs.runNow('test_keyed', {}, { key: 'settle:daily:2026-11-24:contract 43' })).state).toBe(
      'completed',
    );
    // pg-boss deletes its own rows after a while; the key still holds.
    await t.database.db.execute(sql`delete from pgboss.job where name = 'test_keyed'`);
    expect((await t.app.jobs.enqueue('test_keyed', {}, { key })).duplicate).toBe(true);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(calls).toBe(2);
    const runs = await t.app.jobs.runs('test_keyed');
    expect(runs.map((r) => r.key).sort()).toEqual([key, 'settle:daily:2026-11-24:contract 43']);
  });
});

describe('retries', () => {
  it('retries a failing job with a growing delay until it succeeds, keeping each attempt', async () => {
    let calls = 0;
    t.app.jobs.define(
      'test_flaky',
      async () => {
        calls++;
        if (calls < 3) throw new Error(`flaky ${calls}`);
      },
      { retry: { limit: 3, delaySeconds: 1, backoff: true } },
    );
    const outcome = await t.app.jobs.runNow('test_flaky');
    expect(outcome.state).toBe('completed');
    expect(outcome.runs.map((r) => [r.attempt, r.state, r.error])).toEqual([
      [1, 'failed', 'flaky 1'],
      [2, 'failed', 'flaky 2'],
      [3, 'completed', null],
    ]);
    const [r1, r2, r3] = outcome.runs.map((r) => r.startedAt.getTime());
    // Backoff: about 1 s before the second attempt, 2 s or more before the third.
    expect(r2! - r1!).toBeGreaterThanOrEqual(1_000);
    expect(r3! - r2!).toBeGreaterThanOrEqual(2_000);
  });

  it('gives up after the last retry and records the failure', async () => {
    const last: boolean[] = [];
    t.app.jobs.define(
      'test_broken',
      async (_data, ctx) => {
        last.push(ctx.lastAttempt);
        throw new Error('always');
      },
      { retry: { limit: 1, delaySeconds: 0, backoff: false } },
    );
    const outcome = await t.app.jobs.runNow('test_broken');
    expect(outcome.state).toBe('failed');
    expect(outcome.runs.map((r) => r.state)).toEqual(['failed', 'failed']);
    expect(last).toEqual([false, true]);
  });
});

describe('lifecycle', () => {
  it('starts the runner when the server listens, and not before', async () => {
    const other = await createTestApp();
    try {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await other.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const scheduled = async () =>
        (await rows(sql`select to_regclass('pgboss.schedule') is not null as ok`))[0]?.ok === true &&
        (await rows(sql`select name from pgboss.schedule where name = ${JOB.depositExpiry}`)).length === 1;
      expect(await scheduled()).toBe(false);
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      await until(scheduled);
    } finally {
      await other.close();
    }
  });
});

describe('schedules', () => {
  it("schedules the platform's jobs in the brand's time zone", async () => {
    // The test brand's country is PH.
    expect(t.app.jobs.timeZone).toBe('Asia/Manila');
    const schedules = await t.app.jobs.schedules();
    for (const name of [JOB.depositExpiry, JOB.withdrawalAutoConfirm, JOB.transferReconcile])
      expect(schedules).toContainEqual({ name, cron: '* * * * *', tz: 'Asia/Manila' });
    // The manifest refresh runs only at start unless VENDOR_MANIFEST_CRON is set.
    expect(schedules.map((s) => s.name)).not.toContain(JOB.vendorManifests);
  });

  it('fires a cron at the time of its zone, not of another', async () => {
    t.app.jobs.define('test_manila', async () => undefined);
    t.app.jobs.define('test_utc', async () => undefined);
    const cron = await cronOfThisMinute('Asia/Manila');
    await t.app.jobs.schedule('test_manila', cron, { tz: 'Asia/Manila' });
    // The same hour and minute in UTC are eight hours away.
    await t.app.jobs.schedule('test_utc', cron, { tz: 'UTC' });
    expect(await t.app.jobs.schedules()).toContainEqual({ name: 'test_manila', cron, tz: 'Asia/Manila' });
    await until(async () => (await t.app.jobs.runs('test_manila')).length > 0);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await t.app.jobs.runs('test_manila')).map((r) => r.state)).toEqual(['completed']);
    expect(await t.app.jobs.runs('test_utc')).toEqual([]);
  });

  it('runs the wallet jobs through the queue', async () => {
    for (const name of [JOB.depositExpiry, JOB.withdrawalAutoConfirm, JOB.transferReconcile])
      expect((await t.app.jobs.runNow(name)).state).toBe('completed');
  });
});
