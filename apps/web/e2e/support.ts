import { expect, type Locator, type Page, test as base } from '@playwright/test';

/** Runs the real operator CLI against the e2e server (bundled once per run by the global setup). */
export { ops } from './ops-cli';

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

/** Resizes the viewport and waits until the page has laid itself out at the new width. */
export const resizeTo = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

/** The site is up once the header's main navigation shows (its label is translated, so it is found by place). */
export const waitForSite = async (page: Page) => {
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
};

type WhitelabelNode = { modId: string; enabled: string; childrenNodes: WhitelabelNode[] };
/** The brand's state as GET /wps/system/status serves it. */
export type SystemStatus = {
  maintenance: boolean;
  regionRestriction: boolean;
  info?: { brand?: { loginedToHomePage?: boolean }; whitelabel?: WhitelabelNode } | null;
};

const findModule = (node: WhitelabelNode | undefined, modId: string): WhitelabelNode | undefined =>
  !node ? undefined : node.modId === modId ? node : node.childrenNodes.map((c) => findModule(c, modId)).find(Boolean);

/** What a configuration change made with `ops` looks like once the server serves it. */
export const shows = {
  module: (modId: string, on: boolean) => (s: SystemStatus) =>
    (findModule(s.info?.whitelabel ?? undefined, modId)?.enabled === '1') === on,
  maintenance: (on: boolean) => (s: SystemStatus) => s.maintenance === on,
  regionBlock: (on: boolean) => (s: SystemStatus) => s.regionRestriction === on,
  loginFirst: (on: boolean) => (s: SystemStatus) => (s.info?.brand?.loginedToHomePage ?? false) === on,
};

/**
 * Waits until the server serves a configuration change made with `ops`. The CLI hands the change
 * to the running server, which drops its cached brand config, so this usually holds at once.
 */
export const afterConfigChange = async (page: Page, observed: (s: SystemStatus) => boolean) => {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/wps/system/status');
        return observed(((await res.json()) as { value: SystemStatus }).value);
      },
      { message: 'the server serves the changed configuration', intervals: [50, 100, 250] },
    )
    .toBe(true);
};

/**
 * Sends a code from a dialog's "Send code" button once the server allows it: it refuses a second
 * code to one number within SMS_RESEND_SECONDS (2 s in the browser tests) of the last one.
 */
export const sendCodeWhenAllowed = async (dialog: Locator) => {
  const sent = dialog.getByText(/expires in 5 minutes/);
  await expect(async () => {
    if (!(await sent.isVisible())) await dialog.getByRole('button', { name: 'Send code' }).click({ timeout: 1_000 });
    await expect(sent).toBeVisible({ timeout: 1_000 });
  }).toPass({ intervals: [250, 500], timeout: 15_000 });
};

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
