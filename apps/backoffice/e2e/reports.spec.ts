import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createOperator, expectAccessible, shot, signIn } from './support';

// A busy machine: sign-in (TOTP enrolment), charts and axe scans take their time.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });
const WAIT = { timeout: 20_000 };

/** RFC 4180 records, CRLF-separated (quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
};

const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** A new member registers in the portal and deposits 500.00 through the sandbox gateway. */
const memberDeposits500 = async (member: Page) => {
  const user = `rp${Date.now().toString(36).slice(-7)}`;
  await member.goto('/');
  await member.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const form = member.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill(user);
  await form.getByLabel('Password', { exact: true }).fill('abc12345');
  await form.getByLabel('Confirm password').fill('abc12345');
  await form.getByLabel('Captcha', { exact: true }).fill(process.env.E2E_CAPTCHA ?? 'K7QX');
  await form.getByLabel(/18 or older/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(member.getByTestId('account-bar')).toContainText(user, WAIT);
  await member.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const panel = member
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Deposit', exact: true });
  await panel.getByRole('radio', { name: 'Online payment (sandbox)' }).check();
  await panel.getByRole('button', { name: '500.00' }).click();
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  const popup = member.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Open payment page' }).click();
  await (await popup).getByRole('button', { name: 'Pay' }).click();
  await expect(panel.getByText('Deposit of 500.00 received. Your balance is updated.')).toBeVisible(WAIT);
};

test('a FINANCE operator sees a deposit on the dashboard and exports the payments report as CSV', async ({
  page,
  browser,
}) => {
  await signIn(page, createOperator('FINANCE'));
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(WAIT);
  const todayDeposits = page.getByRole('region', { name: 'Deposits', exact: true }).locator('.kpi__value').first();
  const before = amount(await todayDeposits.innerText());

  const member = await browser.newPage();
  await memberDeposits500(member);
  await member.close();

  // Dashboard: today's deposits grew by the member's 500.00; every KPI card has its figure; the charts drew.
  await page.reload();
  await expect.poll(async () => amount(await todayDeposits.innerText()), WAIT).toBe(before + 500);
  for (const kpi of [
    'Withdrawals',
    'GGR (bets − wins)',
    'NGR (GGR − bonuses)',
    'First deposits',
    'Pending approvals',
  ]) {
    await expect(page.getByRole('region', { name: kpi, exact: true }).locator('.kpi__value').first()).toHaveText(
      /\d/,
      WAIT,
    );
  }
  // The charts drew data (an empty chart shows a note instead of its image).
  await expect(page.getByRole('img', { name: /Money per day/ })).toBeVisible(WAIT);
  await expect(page.locator('.chart svg').first()).toBeVisible(WAIT);
  await expectAccessible(page, 'dashboard');
  await shot(page, 'reports-dashboard');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(page, 'reports-dashboard-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Deposits and withdrawals per channel: the sandbox row, then the grid's CSV export through the page.
  await page.getByRole('link', { name: 'Deposits & withdrawals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits and withdrawals per channel' })).toBeVisible(WAIT);
  await expect(page.getByText(/Days run from midnight to midnight in/)).toBeVisible(WAIT);
  await expect(page.getByRole('row', { name: /SANDBOX/ })).toBeVisible(WAIT);
  await expectAccessible(page, 'payments report');
  await shot(page, 'reports-payments');

  const download = page.waitForEvent('download', WAIT);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  expect(text.split('\r\n')[0]).toBe('Channel,Name,Type,Deposits (count),Deposits,Withdrawals (count),Withdrawals,Net');
  // It parses: every row has the header's eight fields; the sandbox row counts at least the 500.00 deposit.
  const rows = parseCsv(text);
  for (const cells of rows.slice(1)) expect(cells).toHaveLength(8);
  const sandbox = rows.find((cells) => cells[0] === 'SANDBOX');
  expect(sandbox).toBeDefined();
  expect(Number(sandbox?.[3])).toBeGreaterThanOrEqual(1);
  expect(amount(sandbox?.[4] ?? '')).toBeGreaterThanOrEqual(500);
});
