import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs the real operator CLI against the e2e server (it reaches it through DATA_DIR's lock). */
export const ops = (...args: string[]) =>
  execFileSync('node', ['--import', 'tsx', 'apps/server/src/cli/ops.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export const waitForSite = async (page: Page) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
};

/** Config changes are cached for up to CONFIG_CACHE_SECONDS (1 s in e2e). */
export const afterConfigChange = (page: Page) => page.waitForTimeout(1_200);
