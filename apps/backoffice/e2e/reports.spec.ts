import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from '../../web/e2e/axe';
import { ops } from '../../web/e2e/support';

// Sign-in, a deposit through the sandbox gateway and axe scans: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHOTS = '/work/shots/bo';
const codeOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/** A FINANCE operator made with the ops CLI, signed in through the page (password, then TOTP enrolment). */
const signInFinance = async (page: Page) => {
  const username = `fin${Date.now().toString(36).slice(-6)}`;
  const { password } = JSON.parse(ops('operator', 'add', username, '--role', 'FINANCE')) as { password: string };
  await page.goto('/backoffice/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/[^A-Z2-7]/g, '');
  await page.getByLabel('Authentication code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
};

const todayDeposits = (page: Page) => page.getByRole('region', { name: 'Deposits' }).locator('.kpi__value').first();
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('the dashboard shows a deposit made today; a report exports as CSV', async ({ page, browser }) => {
  await signInFinance(page);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = amount(await todayDeposits(page).innerText());

  // A member deposits 500.00 through the sandbox gateway, in the portal.
  const member = await browser.newPage();
  const user = `rp${Date.now().toString(36).slice(-7)}`;
  // The portal's registration, with room for a busy machine.
  await member.goto('/');
  await member.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const form = member.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill(user);
  await form.getByLabel('Password', { exact: true }).fill('abc12345');
  await form.getByLabel('Confirm password').fill('abc12345');
  await form.getByLabel('Captcha', { exact: true }).fill('K7QX');
  await form.getByLabel(/18 or older/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(member.getByTestId('account-bar')).toContainText(user, { timeout: 30_000 });
  await member.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const panel = member
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Deposit', exact: true });
  await panel.getByRole('radio', { name: 'Online payment (sandbox)' }).check();
  await panel.getByRole('button', { name: '500.00' }).click();
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  const popupPromise = member.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Open payment page' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(panel.getByText('Deposit of 500.00 received. Your balance is updated.')).toBeVisible({
    timeout: 30_000,
  });
  await member.close();

  await page.reload();
  await expect.poll(async () => amount(await todayDeposits(page).innerText())).toBe(before + 500);
  await expect(page.getByRole('figure', { name: /Money per day/ })).toBeVisible();
  await expectAccessible(page, 'dashboard');
  await page.screenshot({ path: `${SHOTS}/reports-dashboard.png`, fullPage: true });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: `${SHOTS}/reports-dashboard-dark.png`, fullPage: true });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Deposits and withdrawals per channel: the sandbox row, then both exports.
  await page.getByRole('link', { name: 'Deposits & withdrawals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits and withdrawals per channel' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Deposits and withdrawals per channel' });
  await expect(grid.getByRole('row', { name: /SANDBOX/ })).toBeVisible();
  await expectAccessible(page, 'payments report');
  await page.screenshot({ path: `${SHOTS}/reports-payments.png`, fullPage: true });

  const gridDownload = page.waitForEvent('download');
  await grid.getByRole('button', { name: 'Export CSV' }).click();
  const gridCsv = readFileSync(await (await gridDownload).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(gridCsv[0]).toBe('Channel,Name,Type,Deposits (count),Deposits,Withdrawals (count),Withdrawals,Net');
  expect(gridCsv.some((l) => l.startsWith('SANDBOX,'))).toBe(true);

  const serverDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all (server CSV)' }).click();
  const serverCsv = readFileSync(await (await serverDownload).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(serverCsv[0]).toBe(
    'channelCode,channelName,channelType,depositCount,deposits,withdrawalCount,withdrawals,net',
  );
  expect(serverCsv.find((l) => l.startsWith('SANDBOX,'))).toMatch(/,\d+,\d+\.\d{2},\d+,\d+\.\d{2},-?\d+\.\d{2}$/);

  for (const [link, heading, shot] of [
    ['GGR / NGR', 'GGR and NGR', 'ggr'],
    ['Player P&L', 'Player P&L', 'player-pnl'],
    ['New & active players', 'New and active players', 'players'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Days run from midnight to midnight in/)).toBeVisible();
    await expectAccessible(page, `${shot} report`);
    await page.screenshot({ path: `${SHOTS}/reports-${shot}.png`, fullPage: true });
  }
});
