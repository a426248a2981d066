import type { Page } from '@playwright/test';
import { E2E_CAPTCHA, E2E_PASSWORD, expect, resizeTo, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = 'test-results/promotions-shots';
let n = 0;
const uniqueUser = () => `pr${Date.now().toString(36).slice(-7)}${n++}`;

/** The page at 1366 px and at 375 px, for a person to look at. */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: false });
  await page.setViewportSize({ width: 1366, height: 900 });
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Registers from the home page, like support's registerMember, with room for a busy machine. */
const registerMember = async (page: Page, username: string) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await dialog.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username, { timeout: 30_000 });
};

test('a visitor sees the type tabs and the cards, and the action asks for login', async ({ page }) => {
  await page.goto('/promotions');
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Promotion types' });
  for (const name of ['All', 'Newbie', 'Limited', 'Special', 'Daily', 'High rebate', 'VIP'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(card(page, '100% first deposit bonus')).toBeVisible();
  await expect(card(page, 'Daily check-in')).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await shots(page, 'visitor');

  await tabs.getByRole('tab', { name: 'Daily' }).click();
  await expect(page).toHaveURL(/type=DAILY/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await card(page, 'Daily check-in').getByRole('button', { name: 'Log in to join' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member joins the deposit match, deposits, and the promotion shows claim; check-in shows signed', async ({
  page,
}) => {
  await registerMember(page, uniqueUser());
  // The top bar counts what the new member can act on: join, claim, apply, check in.
  await expect(page.getByRole('link', { name: 'Promotions' }).getByTitle('4 promotions available')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/promotions?type=NEWBIE');
  const newbie = card(page, '100% first deposit bonus');
  await newbie.getByRole('button', { name: 'Join' }).click();
  await expect(newbie.getByRole('button', { name: 'Processing' })).toBeDisabled();

  // Deposit 500 through the sandbox gateway.
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const mc = page.getByRole('dialog', { name: 'Member centre' }).getByRole('region', { name: 'Deposit', exact: true });
  await mc.getByRole('radio', { name: 'Online payment (sandbox)' }).check();
  await mc.getByRole('button', { name: '500.00' }).click();
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await mc.getByRole('button', { name: 'Open payment page' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(popup.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await popup.close();
  await expect(mc.getByText('Deposit of 500.00 received. Your balance is updated.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/promotions?type=NEWBIE');
  await expect(
    card(page, '100% first deposit bonus').getByRole('button', { name: 'Claim', exact: true }),
  ).toBeEnabled();
  await shots(page, 'member-deposit-match');

  // The detail page: sanitised content, terms and the same action state.
  await card(page, '100% first deposit bonus').getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: '100% first deposit bonus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeEnabled();

  await page.goto('/promotions?type=DAILY');
  const daily = card(page, 'Daily check-in');
  await daily.getByRole('button', { name: 'Check in' }).click();
  await expect(daily.getByRole('button', { name: 'Signed' })).toBeDisabled();
  await expect(daily.getByText('Current streak: 1')).toBeVisible();
  await shots(page, 'member-signed');

  // Dark theme, detail page of the check-in with its ladder.
  await page.getByRole('button', { name: 'Switch theme' }).click();
  await daily.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in rewards' })).toBeVisible();
  await shots(page, 'detail-dark');
});

test('the application asks for a short note and then shows applying', async ({ page }) => {
  await registerMember(page, uniqueUser());
  await page.goto('/promotions?type=SPECIAL');
  const special = card(page, 'Lucky streak reward');
  await special.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this promotion' });
  await dialog.getByLabel('Note (optional)').fill('x'.repeat(141));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('At most 140 characters.');
  await dialog.getByLabel('Note (optional)').fill('Big win on round 42');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(special.getByRole('button', { name: 'Applying' })).toBeDisabled();
});
