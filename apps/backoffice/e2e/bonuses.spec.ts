import { expect as baseExpect, test } from '@playwright/test';
import { E2E_CAPTCHA, E2E_PASSWORD, ops, waitForSite } from '../../web/e2e/support';
import { createOperator, expectAccessible, signIn } from './support';

// A busy machine: each step may take seconds (argon2 sign-ins, CLI processes, axe).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });
const SHOTS = 'test-results/bonuses-shots';

test('bonus grants: an operator bonus with ×2 wagering is listed, waived under the threshold; wagering settings', async ({
  page,
  browser,
}) => {
  // A member with an ACTIVE bonus (the CLI grants it through the bonus engine).
  const member = `bo${Date.now().toString(36).slice(-7)}`;
  const portal = await (await browser.newContext()).newPage();
  await portal.goto('/');
  await waitForSite(portal);
  await portal.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = portal.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(member);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await dialog.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(portal.getByTestId('account-bar')).toContainText(member);
  ops('credit', member, '5', '--remark', 'e2e bo bonus', '--bonus', '--wagering', '2');

  const admin = createOperator('ADMIN');
  await signIn(page, admin);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Bonus grants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus grants' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(member) });
  await expect(row).toContainText('Wagering');
  await expect(row).toContainText(/0\.00.*10\.00/);
  await page.screenshot({ path: `${SHOTS}/grants-1440.png` });
  await expectAccessible(page, 'bonus grants');

  await row.getByRole('button', { name: /^Waive bonus/ }).click();
  const confirm = page.getByRole('dialog', { name: /Waive the wagering of bonus/ });
  await confirm.getByLabel('Remark (required, audited)').fill('goodwill');
  await confirm.getByRole('button', { name: 'Waive' }).click();
  await expect(row).toContainText('Waived');

  await menu.getByRole('link', { name: 'Wagering settings' }).click();
  await expect(page.getByLabel('LIVE (%)')).toHaveValue('10');
  await page.screenshot({ path: `${SHOTS}/wagering-settings-1440.png` });
  await expectAccessible(page, 'wagering settings');
});
