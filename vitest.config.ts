import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Which API suites run on PostgreSQL. The rule: a suite that moves money (ledger postings, wallets,
 * deposits and withdrawals, vendor wallet calls) or that tests concurrency (parallel requests on one
 * row, several app instances on one database, a killed process) runs on PostgreSQL when it is at
 * hand (PGLITE_TOO below says which run on PGlite as well), else on PGlite. Every other suite runs on
 * PGlite only: PGlite is the same PostgreSQL engine, but it serves one connection at a time, so locks,
 * races and the pooled driver are only exercised on a real server. A new suite that moves money or tests concurrency is added here.
 * Not listed although they touch such things: rooms.api (its concurrency is the in-process cache of
 * vendor calls, and its money only a setup credit) and the suites that only read balances.
 */
export const POSTGRES_SUITES = [
  'apps/server/test/agent-settlement-replay.api.test.ts', // a run failed part-way, replayed: paid once
  'apps/server/test/crash.test.ts', // kill -9 during postings
  'apps/server/test/games-history.api.test.ts', // rounds played through the seamless wallet
  'apps/server/test/jobs-instances.test.ts', // two app instances: each job runs once
  'apps/server/test/jobs.test.ts', // keyed jobs and retries on the pooled driver
  'apps/server/test/ledger.test.ts', // postings, concurrent transfers
  'apps/server/test/member-socket.api.test.ts', // a credit on one instance, pushed from another
  'apps/server/test/money-ops.api.test.ts', // the ops CLI's money commands
  'apps/server/test/payments.api.test.ts', // deposits and withdrawals
  'apps/server/test/redis.api.test.ts', // two instances on one database
  'apps/server/test/transfer-wallet.api.test.ts', // transfers to a vendor's own wallet
  'apps/server/test/vendor-adjust.api.test.ts', // corrections of settled wins, member debt, concurrent replays
  'apps/server/test/vendor-api.test.ts', // seamless bet/win/rollback, random traffic with faults
  'apps/server/test/vendor-wallet-batch.test.ts', // the batch wallet function
  'apps/server/test/wallet.api.test.ts', // wallet transfers and records
  'apps/server/test/vip.api.test.ts', // VIP upgrades and referral rewards inside the deposit's transaction
  'apps/studio/test/live.api.test.ts', // 20 members betting on one round, each settled once
  'apps/studio/test/lottery.api.test.ts', // 500 parallel tickets against a number's liability cap, settled once
  'apps/studio/test/lottery-chase.api.test.ts', // chases paid up front, refunded once on a stop, a cancel or a refusal
  'apps/studio/test/lottery-admin.api.test.ts', // corrections re-settled through adjust once, across a restart
  'apps/studio/test/pvp.api.test.ts', // stakes and credits of concurrent players, rake conserved
  'apps/studio/test/studio.api.test.ts', // rounds settled once across platform faults and restarts
];

/**
 * With PostgreSQL at hand (CI), a listed suite runs there and not a second time on PGlite, except the
 * suites whose subject is the embedded engine itself: a kill -9 during postings (PGlite's own recovery)
 * and the job queue (pg-boss on PGlite's one connection). The money paths still run on PGlite in every
 * other suite that moves money and in the browser tests, which use the embedded default end to end.
 * Measured in CI (2 cores): the PGlite copies took 384 s of the stage's 1,590 s of test-file time.
 * Without PostgreSQL every suite runs on PGlite, as before.
 */
/** Run on PGlite as well: the concurrency tests hold on the embedded default too (one connection at a time). */
const PGLITE_TOO = [
  'apps/server/test/crash.test.ts',
  'apps/server/test/jobs.test.ts',
  'apps/studio/test/lottery.api.test.ts', // 500 parallel tickets against one number's cap
];
const onPostgresOnly = (app: string) =>
  withPostgres ? POSTGRES_SUITES.filter((f) => f.startsWith(app) && !PGLITE_TOO.includes(f)) : [];

/**
 * Test files run in parallel, in as many workers as there are cores: the PGlite suites are
 * CPU-bound, and the PostgreSQL and timer-driven suites (live tables, PvP, rooms) mostly wait,
 * so one worker more than the cores keeps both busy (vitest's default is one fewer than the cores:
 * a single worker on this 2-core CI machine). The API suites' timeouts are ceilings for a loaded
 * machine: building an app on PGlite (migrate and seed) takes several seconds of CPU per file.
 */
const workers = Math.max(2, os.availableParallelism() + 1);

/** Unit and API tests. Browser tests are Playwright's (playwright.config.ts). */
export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...onPostgresOnly('apps/server/')],
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          env: { PAGODA_TEST_DB: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: POSTGRES_SUITES.filter((f) => f.startsWith('apps/server/')),
                testTimeout: 60_000,
                hookTimeout: 180_000,
                env: { PAGODA_TEST_DB: 'postgres' },
              },
            },
            {
              test: {
                name: 'studio-postgres',
                environment: 'node',
                include: POSTGRES_SUITES.filter((f) => f.startsWith('apps/studio/')),
                testTimeout: 120_000,
                hookTimeout: 120_000,
                env: { PAGODA_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'studio',
          environment: 'node',
          include: [
            'apps/studio/src/**/*.test.ts',
            'apps/studio/test/**/*.test.ts',
            'apps/studio/web/src/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...onPostgresOnly('apps/studio/')],
          globalSetup: ['apps/studio/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        root: 'apps/web',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        root: 'apps/backoffice',
        test: {
          name: 'backoffice',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
