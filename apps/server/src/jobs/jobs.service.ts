import { createHash } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { bossDb } from './boss-db.js';
import { jobsRepository } from './jobs.repository.js';

export type RetryPolicy = {
  /** Attempts after the first. */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay at each attempt (with jitter). */
  backoff: boolean;
};

export type JobContext<S> = {
  services: S;
  jobId: string;
  key: string | null;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

export type JobData = Record<string, unknown>;
export type JobHandler<S, D extends JobData = JobData> = (data: D, ctx: JobContext<S>) => Promise<void>;

export type JobRun = Awaited<ReturnType<typeof jobsRepository.recentRuns>>[number];
export type JobOutcome = { id: string; state: 'completed' | 'failed' | 'cancelled'; runs: JobRun[] };

export type JobsOptions<S> = {
  database: Database;
  services: S;
  log: FastifyBaseLogger;
  /** Default zone of schedules (the default brand's). */
  timeZone: string;
  pollSeconds: number;
  cronCheckSeconds: number;
};

const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 5, backoff: true };
const instance = `${os.hostname()}:${process.pid}`;

/** A job's key as a UUID, so pg-boss refuses a second copy of a keyed job while it is queued. */
const keyedId = (name: string, key: string) => {
  const h = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Durable background jobs on pg-boss, on PostgreSQL and on the embedded database alike: one-off
 * and cron jobs (in a time zone), one runner per job across instances (rows are fetched with SKIP
 * LOCKED), retries with backoff, idempotency keys and a history of every attempt (job_runs).
 */
export const createJobs = <S>(opts: JobsOptions<S>) => {
  const db = opts.database.db;
  const boss = new PgBoss({
    db: bossDb(opts.database),
    migrate: true,
    schedule: true,
    supervise: true,
    cronMonitorIntervalSeconds: opts.cronCheckSeconds,
    pollingIntervalSeconds: opts.pollSeconds,
    // The history lives in job_runs; pg-boss keeps its own rows a week for inspection.
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));

  const definitions = new Map<string, { handler: JobHandler<S>; retry: RetryPolicy; expireSeconds: number }>();
  const workers = new Map<string, string>();

  const sendOptions = (name: string): PgBoss.SendOptions => {
    const def = definitions.get(name);
    if (!def) throw new Error(`job ${name} is not defined`);
    return {
      retryLimit: def.retry.limit,
      retryDelay: def.retry.delaySeconds,
      retryBackoff: def.retry.backoff,
      expireInSeconds: def.expireSeconds,
    };
  };

  const run = async (name: string, job: PgBoss.JobWithMetadata<JobData>) => {
    const def = definitions.get(name)!;
    const key = job.singletonKey;
    if (key) {
      // A keyed job that already completed never runs again, even if a copy was queued
      // after pg-boss archived the first one.
      await jobsRepository.claimKey(db, name, key, job.id);
      const done = await jobsRepository.completedRunOfKey(db, name, key);
      if (done) return;
    }
    const attempt = job.retryCount + 1;
    const runId = await jobsRepository.startRun(db, { name, jobId: job.id, key, attempt, instance });
    try {
      await def.handler(job.data, {
        services: opts.services,
        jobId: job.id,
        key,
        attempt,
        lastAttempt: job.retryCount >= job.retryLimit,
        log: opts.log,
      });
    } catch (err) {
      await jobsRepository.finishRun(db, runId, 'failed', err instanceof Error ? err.message : String(err));
      opts.log.warn({ err, job: name, attempt }, 'job attempt failed');
      throw err;
    }
    await jobsRepository.finishRun(db, runId, 'completed', null);
  };

  /** Queues that exist already (creating one again costs a function call per start). */
  let queues = new Set<string>();
  const workerStarts = new Map<string, Promise<void>>();

  let queueCreation: Promise<unknown> = Promise.resolve();

  /**
   * Creating a queue attaches a partition to pg-boss's job table: two at once (here, or on another
   * instance starting beside this one) can deadlock, and the loser retries, finding the queue made.
   */
  const createQueue = (name: string) => {
    const def = definitions.get(name)!;
    const create = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          // Retry settings are also sent with every job, so an existing queue needs no update.
          return await boss.createQueue(name, {
            name,
            policy: 'standard',
            retryLimit: def.retry.limit,
            retryDelay: def.retry.delaySeconds,
            retryBackoff: def.retry.backoff,
            expireInSeconds: def.expireSeconds,
          });
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw err;
          await sleep(50 * attempt);
        }
      }
    };
    const created = queueCreation.then(create);
    queueCreation = created.catch(() => undefined);
    return created;
  };

  const startWorker = async (name: string) => {
    if (!queues.has(name)) await createQueue(name);
    const id = await boss.work<JobData>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.pollSeconds },
      async ([job]) => {
        if (job) await run(name, job);
      },
    );
    workers.set(name, id);
  };

  const ensureWorker = (name: string) => {
    let started = workerStarts.get(name);
    if (!started) {
      started = startWorker(name);
      workerStarts.set(name, started);
    }
    return started;
  };

  /** Settles once pg-boss runs, with its workers and the start-up schedules. */
  let ready: Promise<void> | null = null;
  /** pg-boss runs (the start-up schedules may still be in progress). */
  let booted: Promise<void> | null = null;

  /** The schedules to apply when the runner starts (see prepare). */
  let planned: Record<string, string | undefined> | null = null;

  const boot = () => {
    booted ??= (async () => {
      await boss.start();
      queues = new Set((await boss.getQueues()).map((q) => q.name));
    })();
    ready ??= (async () => {
      await booted;
      await Promise.all([...definitions.keys()].map(ensureWorker));
      for (const [name, cron] of Object.entries(planned ?? {}))
        if (cron) await schedule(name, cron);
        else await boss.unschedule(name);
    })();
    return ready;
  };

  /** Waits for the runner (starting it on first use) and for the job's own worker. */
  const whenReady = async (name?: string) => {
    if (!planned) throw new Error('the job runner is not prepared');
    if (!booted) boot().catch((err: unknown) => opts.log.error({ err }, 'jobs did not start'));
    await booted;
    if (name) await ensureWorker(name);
  };

  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };

  const schedule = async (name: string, cron: string, options: { tz?: string; data?: JobData } = {}) => {
    await whenReady(name);
    await boss.schedule(name, cron, options.data ?? {}, { ...sendOptions(name), tz: options.tz ?? opts.timeZone });
  };

  const jobs = {
    timeZone: opts.timeZone,

    /**
     * Registers a handler; names are letters, digits and underscores (pg-boss queue names). Once
     * the runner runs, the job's worker starts in the background; enqueue waits for it.
     */
    define: <D extends JobData>(
      name: string,
      handler: JobHandler<S, D>,
      options: { retry?: Partial<RetryPolicy>; expireSeconds?: number } = {},
    ) => {
      if (definitions.has(name)) throw new Error(`job ${name} is already defined`);
      if (!/^[A-Za-z_]\w{0,49}$/.test(name)) throw new Error(`job name ${name}: letters, digits and _ only`);
      definitions.set(name, {
        handler: handler as JobHandler<S>,
        retry: { ...DEFAULT_RETRY, ...options.retry },
        expireSeconds: options.expireSeconds ?? 15 * 60,
      });
      if (booted) void booted.then(() => ensureWorker(name)).catch((err: unknown) => log(err, name));
    },

    /** Runs a defined job on a cron (five fields) in a time zone (the default brand's unless given). */
    schedule,

    unschedule: async (name: string) => {
      await whenReady();
      await boss.unschedule(name);
    },

    schedules: async () => {
      await whenReady();
      await ready;
      return (await boss.getSchedules()).map((s) => ({
        name: s.name,
        cron: s.cron,
        tz: (s as unknown as { timezone: string }).timezone,
      }));
    },

    /**
     * Queues a job. With a key, the job runs once whatever how often the same key is queued (by
     * any instance): `duplicate` tells a repeat.
     */
    enqueue: async (name: string, data: JobData = {}, options: { key?: string; runAt?: Date } = {}) => {
      const send = { ...sendOptions(name), ...(options.runAt ? { startAfter: options.runAt } : {}) };
      await whenReady(name);
      if (!options.key) {
        const id = await boss.send(name, data, send);
        wake(name);
        return { id: id!, duplicate: false };
      }
      const id = keyedId(name, options.key);
      if (await jobsRepository.keyOf(db, name, options.key)) return { id, duplicate: true };
      const sent = await boss.send(name, data, { ...send, id, singletonKey: options.key });
      await jobsRepository.claimKey(db, name, options.key, id);
      wake(name);
      return { id, duplicate: sent === null };
    },

    /** Waits until a queued job completed or ran out of attempts. */
    waitFor: async (name: string, id: string, timeoutMs = 30_000): Promise<JobOutcome> => {
      await whenReady(name);
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const job = await boss.getJobById(name, id, { includeArchive: true });
        if (job && (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled'))
          return { id, state: job.state, runs: await jobsRepository.runsOfJob(db, name, id) };
        wake(name);
        await sleep(100);
      }
      throw new Error(`job ${name} ${id} did not finish within ${timeoutMs} ms`);
    },

    /** Queues a job now and waits for it: for tests and operator actions. */
    runNow: async (name: string, data: JobData = {}, options: { key?: string } = {}) => {
      const { id } = await jobs.enqueue(name, data, options);
      return jobs.waitFor(name, id);
    },

    /** A job's recent attempts, newest first (the back office's run history). */
    runs: (name: string, limit = 50) => jobsRepository.recentRuns(db, name, limit),

    /**
     * Records the schedules to apply at start (a job without a cron is unscheduled). The runner
     * starts with start(), or at the first use of any other method.
     */
    prepare: (schedules: Record<string, string | undefined> = {}) => {
      planned = schedules;
    },

    /** Starts the runner: pg-boss (its schema on first use), a worker per job, the schedules. */
    start: () => {
      planned ??= {};
      return boot();
    },

    /** Stops fetching and waits (up to 10 s) for the jobs in progress. */
    stop: async () => {
      if (!ready) return;
      await ready.catch(() => undefined);
      ready = null;
      booted = null;
      workerStarts.clear();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
  const log = (err: unknown, job: string) => opts.log.error({ err, job }, 'job worker did not start');
  return jobs;
};

export type JobsService<S> = ReturnType<typeof createJobs<S>>;
