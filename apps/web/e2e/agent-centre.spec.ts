import type { Page } from '@playwright/test';
import { expect, registerMember, resizeTo, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SHOTS = 'test-results/agent-centre-shots';
const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const downline = `dl${Date.now().toString(36).slice(-7)}`;

const loginAs = async (page: Page, username: string, password: string) => {
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);
};

const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('demoagent sees its team overview, creates a downline and finds it in team management', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, 'demoagent', 'agent1234');
  await page.getByTestId('account-bar').getByRole('button', { name: 'Agent centre' }).click();
  const dialog = centre(page);
  // The default page: the overview, with the seeded month's figures and the chart.
  await expect(dialog.getByRole('heading', { name: 'Overview', level: 3 })).toBeVisible();
  const figures = dialog.getByTestId('agent-figures');
  await expect(figures.getByText('Team size')).toBeVisible();
  // At least the seeded tree's 11 accounts: members who register with demoagent's code in other specs join it.
  await expect.poll(async () => Number(await figures.locator('dd').first().innerText())).toBeGreaterThanOrEqual(11);
  await expect(dialog.getByRole('img', { name: /per day/ })).toBeVisible();
  await expect(dialog.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await shots(page, 'overview');

  await dialog.getByRole('navigation').getByRole('button', { name: 'Account', exact: true }).click();
  await dialog.getByLabel('Username').fill(downline);
  await dialog.getByLabel('Password', { exact: true }).fill('abc12345');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('status')).toContainText(downline);
  await expect(dialog.getByRole('img', { name: 'QR code of the link for DEMO8888' })).toBeVisible();
  // An invitation code that registers agents, each offered demoagent's daily salary template.
  const codes = dialog.getByRole('region', { name: 'Invitation codes' });
  await codes.getByLabel('Registers as').selectOption('AGENT');
  await codes.getByLabel('Contract offer').selectOption({ label: 'Daily salary · Daily · 1.20%' });
  await codes.getByRole('button', { name: 'New code' }).click();
  await expect(codes.getByText('Registers agents · offers Daily salary · Daily · 1.20%')).toBeVisible();
  await shots(page, 'account');

  await dialog.getByRole('navigation').getByRole('button', { name: 'Team management' }).click();
  await dialog.getByLabel('Search an account').fill(downline);
  await dialog.getByRole('button', { name: 'Search' }).click();
  const row = dialog.getByRole('row', { name: new RegExp(downline) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'demoagent' })).toBeVisible();
  await dialog.getByLabel('Search an account').fill('');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('row', { name: /player_linh/ })).toBeVisible();
  await shots(page, 'team');
});

test('a plain member has no agent-centre button', async ({ page }) => {
  await registerMember(page, `pm${Date.now().toString(36).slice(-7)}`);
  await expect(page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByTestId('account-bar').getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
});
