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

/** The site is up once the header's main navigation shows (its label is translated, so it is found by place). */
export const waitForSite = async (page: Page) => {
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
};

/** Config changes are cached for up to CONFIG_CACHE_SECONDS (1 s in e2e). */
export const afterConfigChange = (page: Page) => page.waitForTimeout(1_200);

export const E2E_CAPTCHA = process.env.E2E_CAPTCHA ?? 'K7QX';
export const E2E_PASSWORD = 'abc12345';

/** Registers a new member by username from the home page and waits for the account bar. */
export const registerMember = async (page: Page, username: string, password = E2E_PASSWORD) => {
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);
};
