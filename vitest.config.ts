import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Unit and API tests. Browser tests are Playwright's (playwright.config.ts). */
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { PAGODA_TEST_DB: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: ['apps/server/test/**/*.test.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { PAGODA_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      ...(withPostgres
        ? [
            {
              test: {
                name: 'studio-postgres',
                environment: 'node',
                include: ['apps/studio/test/**/*.test.ts'],
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
    ],
  },
});
