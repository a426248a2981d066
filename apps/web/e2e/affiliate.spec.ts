import type { Page } from '@playwright/test';
import { expect, test, waitForSite } from './support';

/** When the invitation-code field shows, and the popup for a code that fails the check. */
const CAPTCHA = process.env.E2E_CAPTCHA ?? 'K7QX';
const port = Number(process.env.E2E_PORT ?? 8181);

const openRegister = async (page: Page, url: string) => {
  await page.goto(url);
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByLabel('Username')).toBeVisible();
  return dialog;
};

const fill = async (dialog: ReturnType<Page['getByRole']>, username: string) => {
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('abc12345');
  await dialog.getByLabel('Confirm password').fill('abc12345');
  await dialog.getByLabel('Captcha', { exact: true }).fill(CAPTCHA);
  await dialog.getByLabel(/18 or older/).check();
};

/** The member's toUpline, asked from inside the page (so *.localhost hosts resolve as in the browser). */
const toUpline = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/wps/member/info', { headers: { Authorization: sessionStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { value: { toUpline: string } }).value.toUpline;
  });

// Each test registers from its own address, so the per-IP registration limit (10 a minute) holds
// however fast the suite runs.
test.beforeEach(async ({ page }, info) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${10 + info.workerIndex * 20 + (Date.now() % 20)}` });
});

const uniqueUser = () => `aff${Date.now().toString(36).slice(-7)}`;

test('without a code in the URL the brand-enabled field shows, and a wrong code gets the popup', async ({ page }) => {
  const dialog = await openRegister(page, '/');
  await fill(dialog, uniqueUser());
  await dialog.getByLabel('Invitation code').fill('NOPE1234');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Invitation code' });
  await expect(popup).toContainText('This invitation code is not valid.');
  await page.screenshot({ path: 'test-results/screenshots/affiliate-popup.png' });
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(popup).toBeHidden();

  await dialog.getByLabel('Invitation code').fill('DEMO8888');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  expect(await toUpline(page)).toBe('1');
});

test("a valid code in the link hides the field and makes its agent the member's upline", async ({ page }) => {
  const dialog = await openRegister(page, '/?affiliateCode=DEMO8888');
  await expect(dialog.getByLabel('Invitation code')).toHaveCount(0);
  await fill(dialog, uniqueUser());
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  expect(await toUpline(page)).toBe('1');
});

test('a code in the link that fails the check shows the field', async ({ page }) => {
  const dialog = await openRegister(page, '/?affiliateCode=NOSUCH77');
  await expect(dialog.getByLabel('Invitation code')).toBeVisible();
});

test('the first label of an agent host is its code (demo.pagoda.localhost)', async ({ page }) => {
  // Chromium resolves *.localhost to this machine; the demo code "demo" is bound to the label "pagoda".
  const dialog = await openRegister(page, `http://demo.pagoda.localhost:${port}/`);
  await expect(dialog.getByLabel('Invitation code')).toHaveCount(0);
  await fill(dialog, uniqueUser());
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  expect(await toUpline(page)).toBe('1');
});
