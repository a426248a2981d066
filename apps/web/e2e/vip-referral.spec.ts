import type { Page } from '@playwright/test';
import { E2E_CAPTCHA, E2E_PASSWORD, expect, registerMember, resizeTo, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = 'test-results/vip-referral-shots';
let n = 0;
const uniqueUser = () => `v${Date.now().toString(36).slice(-7)}${n++}`;
// The shared mask (packages/contracts mask.ts): two first characters, three stars, the last one.
const masked = (u: string) => `${u.slice(0, 2)}***${u.slice(-1)}`;

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const openEntry = async (page: Page, entry: string) => {
  await page.getByTestId('account-bar').getByRole('button', { name: 'Security centre' }).click();
  await centre(page).getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  await expect(centre(page).getByRole('heading', { level: 2, name: entry, exact: true })).toBeVisible();
};

const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
};

const referrer = uniqueUser();
const friend = uniqueUser();
let link = '';

test('member A finds the invite link with its QR code on the referral page', async ({ page }) => {
  await registerMember(page, referrer);
  await openEntry(page, 'Invite friends');
  const panel = centre(page);
  await expect(panel.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  link = await panel.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/register\?referralCode=[A-Z2-9]{8}$/);
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(panel.getByText('No friends have joined with your link yet.')).toBeVisible();
  await shots(page, 'referral-empty');
});

test('B registers through the link, deposits, and sees the VIP level and progress', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await waitForSite(page);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(friend);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await dialog.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(friend);

  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const mc = centre(page).getByRole('region', { name: 'Deposit', exact: true });
  await mc.getByRole('radio', { name: 'Online payment (sandbox)' }).check();
  await mc.getByLabel('Deposit amount').fill('600.00');
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await mc.getByRole('button', { name: 'Open payment page' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(popup.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await popup.close();
  await expect(mc.getByText('Deposit of 600.00 received. Your balance is updated.')).toBeVisible();
  await centre(page).getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
  await expect(page.getByText('My level:')).toContainText('Bronze');
  await expect(page.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '12');
  await expect(page.getByRole('table', { name: 'Levels and benefits' }).getByRole('row')).toHaveCount(9);
  await shots(page, 'vip-page');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/vip-page-dark.png` });
  await context.close();
});

test("A's referral page shows B masked as rewarded", async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(referrer);
  await dialog.getByLabel('Password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(referrer);
  await openEntry(page, 'Invite friends');
  const row = centre(page).getByRole('row', { name: new RegExp(masked(friend).replace(/\*/g, '\\*')) });
  await expect(row).toContainText('Rewarded');
  await expect(row).toContainText('100.00');
  await expect(centre(page).getByText(/Invited 1 · rewarded 1/)).toBeVisible();
  await shots(page, 'referral-rewarded');
});
