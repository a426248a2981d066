import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The studio (the in-house vendor) runs beside the platform, as `npm start` does. */
const studioPort = Number(process.env.E2E_STUDIO_PORT ?? port + 1);
const studioSecret = 'e2e-studio-secret-not-for-production-0001';
/** A fresh data directory per run, so the demo brand is seeded from scratch. */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `pagoda-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    // The back office (apps/backoffice/e2e), against the same servers: `--project=backoffice` runs it alone.
    {
      name: 'backoffice',
      testDir: 'apps/backoffice/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
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
