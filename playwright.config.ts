import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
 * desktop browser around it) when it is installed: measured on the 2-core CI machine, wallet.spec took
 * 129 s of test time in it against 166–188 s in the full browser. Otherwise Debian's chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** The studio (the in-house vendor) runs beside the platform, as `npm start` does. */
const studioPort = Number(process.env.E2E_STUDIO_PORT ?? port + 1);
const studioSecret = 'e2e-studio-secret-not-for-production-0001';
/** A fresh data directory per run, so the demo brand is seeded from scratch. */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `pagoda-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

/**
 * Tests that change brand-wide state (maintenance, region blocks, login-first, whitelabel module
 * toggles, third-party login, portal content such as banners, notices and popups, the game catalogue)
 * or that assert on brand-wide totals (the dashboard's deposits of the day) must not run beside
 * others. They run in the `*-alone` projects, one test at a time, after every other test. Mark a
 * single test with the tag (`test('…', { tag: BRAND_WIDE }, …)`) or list a spec whose every test
 * qualifies here (file names relative to the project's testDir).
 */
const BRAND_WIDE = '@brand-wide';
const BRAND_WIDE_SPECS = {
  web: ['operator.spec.ts', 'third-party-login.spec.ts'],
  backoffice: ['config.spec.ts', 'content.spec.ts', 'reports.spec.ts'],
};
/**
 * Playwright matches `grep` against "project file describe… title tags" (documented for --grep); the
 * file is named relative to the config's testDir (the back office's as ../../backoffice/e2e/x.spec.ts).
 */
const brandWide = (files: string[]) =>
  new RegExp(`${BRAND_WIDE}|[ /](${files.map((f) => f.replace(/[.]/g, '\\.')).join('|')}) `);

const portal = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
const backoffice = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './apps/web/e2e/global-setup.ts',
  // Files are spread over the workers; the tests of one file run in order in one worker. Measured on
  // the 2-core CI machine, two workers made each test about 2.6 times slower (the browser, the
  // platform and the studio share the cores), so one worker is the default; E2E_WORKERS=2 on a
  // bigger machine. Brand-wide tests still run alone, after the others (projects below).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end. The
    // trace's film strip is left out: its screencast kept Chromium's compositor busy on a whole core for
    // the length of every test (measured: the wallet deposit test took 22.9 s with it, 11.7 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: brandWide(BRAND_WIDE_SPECS.web),
      use: portal,
    },
    // The back office (apps/backoffice/e2e), against the same servers: `--project=backoffice` runs it alone.
    {
      name: 'backoffice',
      testDir: 'apps/backoffice/e2e',
      grepInvert: brandWide(BRAND_WIDE_SPECS.backoffice),
      use: backoffice,
    },
    // Then the brand-wide tests, one at a time: the portal's, then the back office's. Run one such
    // spec alone with `--project=chromium-alone --no-deps` (or `backoffice-alone`).
    {
      name: 'chromium-alone',
      grep: brandWide(BRAND_WIDE_SPECS.web),
      workers: 1,
      dependencies: ['chromium', 'backoffice'],
      use: portal,
    },
    {
      name: 'backoffice-alone',
      testDir: 'apps/backoffice/e2e',
      grep: brandWide(BRAND_WIDE_SPECS.backoffice),
      workers: 1,
      dependencies: ['chromium-alone'],
      use: backoffice,
    },
  ],
  webServer: [
    {
      // First, so that the platform registers it from its manifest before serving.
      command: 'node --import tsx apps/studio/src/server/main.ts',
      url: `http://127.0.0.1:${studioPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        STUDIO_PORT: String(studioPort),
        STUDIO_HOST: '127.0.0.1',
        STUDIO_DATA_DIR: path.join(E2E_DATA_DIR, 'studio'),
        STUDIO_SECRET: studioSecret,
        PLATFORM_API_URL: `http://127.0.0.1:${port}`,
        STUDIO_PUBLIC_URL: `http://127.0.0.1:${studioPort}`,
        LOG_LEVEL: 'warn',
        // A PvP hand starts 3 s after the players sit, not 8 s: the browser tests wait for turns.
        PVP_READY_MS: '3000',
        // The lottery, as in the demo: regional results from the labelled SIMULATED source.
        LOTTERY_ENABLED: 'true',
        LOTTERY_SIMULATED_RESULTS: 'true',
      },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        CONFIG_CACHE_SECONDS: '1',
        NODE_ENV: 'test',
        TEST_CAPTCHA_CODE: 'K7QX',
        SMS_RESEND_SECONDS: '2',
        // Lets a test appear to come from another address (unregistered-IP verification).
        TRUST_PROXY: 'true',
        VENDOR_MANIFEST_URLS: `http://127.0.0.1:${studioPort}/vendor-manifest.json`,
        VENDOR_MANIFEST_SECRET: studioSecret,
        GAME_ORIGINS: `http://127.0.0.1:${studioPort}`,
      },
    },
  ],
});
