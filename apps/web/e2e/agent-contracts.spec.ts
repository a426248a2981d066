import type { Locator, Page } from '@playwright/test';
import { createOperator, signIn } from '../../backoffice/e2e/support';
import { ops } from './ops-cli';
import { expect, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SHOTS = 'test-results/agent-centre-shots';
const PASSWORD = 'agent1234';

const loginAs = async (page: Page, username: string) => {
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);
};

/** Opens the agent centre on a page of its menu. */
const openCentre = async (page: Page, entry: string) => {
  await page.getByTestId('account-bar').getByRole('button', { name: 'Agent centre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agent centre' });
  await dialog.getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: entry, level: 3 })).toBeVisible();
  return dialog;
};

/** "P 1,234.56" → 123456 (minor units), whatever the currency sign. */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const balanceOf = async (page: Page) => {
  await page.reload();
  await waitForSite(page);
  const top = page.getByTestId('top-balance');
  await expect(top).toContainText(/\d/);
  return minor((await top.textContent()) ?? '');
};

const statementRow = (dialog: Locator, name: RegExp) => dialog.getByRole('row', { name });

/** The sum of the Paid column of the statements on screen (0 when there are none yet). */
const paidSum = async (dialog: Locator) => {
  await expect(dialog.getByRole('table').or(dialog.getByText('No records in this period.'))).toBeVisible();
  const cells = await dialog
    .getByRole('table')
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('cell') })
    .all();
  let sum = 0;
  for (const row of cells) sum += minor((await row.getByRole('cell').nth(8).textContent()) ?? '');
  return sum;
};

test('a daily-salary offer, its acceptance, team bets and a run from the back office reach both agents', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // demoagent offers its downline agent_lan new daily-salary terms: one tier, 1.5 % of the team's valid bet.
  await loginAs(page, 'demoagent');
  let dialog = await openCentre(page, 'Daily salary');
  await dialog.getByRole('tab', { name: 'Downline contracts' }).click();
  await dialog.getByRole('button', { name: 'New offer' }).click();
  const form = dialog.getByRole('form', { name: 'New offer' });
  await expect(form.getByText('Your own top rate: 2.00%.')).toBeVisible();
  await form.getByRole('button', { name: 'Send offer' }).click();
  // Nothing chosen: the contract's own schema refuses it in the form.
  await expect(form.getByText('Check this value.')).toBeVisible();
  const lanOption = form.getByLabel('Downline agent').locator('option', { hasText: 'agent_lan' });
  await form.getByLabel('Downline agent').selectOption((await lanOption.getAttribute('value')) ?? '');
  await form.getByLabel('Rate (%)').fill('1.5');
  await page.screenshot({ path: `${SHOTS}/contract-offer-1366.png` });
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Offer sent to agent_lan.');
  await expect(dialog.getByRole('row', { name: /agent_lan .*1\.50%.*Offered/ })).toBeVisible();

  // agent_lan, in its own browser, sees the offer and accepts it: it replaces the 1.20 % contract.
  const lanContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const lan = await lanContext.newPage();
  await loginAs(lan, 'agent_lan');
  const lanBefore = await balanceOf(lan);
  let lanDialog = await openCentre(lan, 'Daily salary');
  // What earlier runs paid it (none in a fresh run): the wallet must move by exactly what this run adds.
  await lanDialog.getByRole('tab', { name: 'Statements' }).click();
  const paidBefore = await paidSum(lanDialog);
  await lanDialog.getByRole('tab', { name: 'My contracts' }).click();
  const offer = lanDialog.getByRole('article').filter({ hasText: 'Offered by demoagent' });
  await expect(offer.getByRole('cell', { name: '1.50%' })).toBeVisible();
  await expect(lanDialog.getByRole('article').filter({ hasText: 'active since' })).toContainText('1.20%');
  await lan.screenshot({ path: `${SHOTS}/contract-offered-1366.png` });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toBeHidden();
  const active = lanDialog.getByRole('article').filter({ hasText: 'active since' });
  await expect(active).toHaveCount(1);
  await expect(active.getByRole('cell', { name: '1.50%' })).toBeVisible();
  await lan.screenshot({ path: `${SHOTS}/contract-accepted-1366.png` });

  // A player of agent_lan's team bets (the vendor simulator, through the seamless wallet API).
  ops('credit', 'player_dung', '500', '--remark', 'e2e contract bets');
  ops('simulate-vendor', 'player_dung', '--rounds', '12');

  // An operator runs the daily salary now from the back office.
  const boContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const bo = await boContext.newPage();
  await signIn(bo, createOperator('ADMIN'));
  await bo.goto('/backoffice/agents/settlement-runs');
  await bo.getByRole('button', { name: 'Run daily salary now' }).click();
  await expect(bo.getByText(/bills? written/)).toBeVisible();
  await boContext.close();

  // agent_lan's statement: received from demoagent at 1.50 %, paid, and its wallet moved by the amount.
  await lan.getByRole('dialog', { name: 'Agent centre' }).getByRole('button', { name: 'Close' }).click();
  const lanAfter = await balanceOf(lan);
  lanDialog = await openCentre(lan, 'Daily salary');
  await lanDialog.getByRole('tab', { name: 'Statements' }).click();
  const received = statementRow(lanDialog, /demoagent .*1\.50%/);
  await expect(received).toHaveCount(1);
  expect(minor((await received.getByRole('cell').nth(6).textContent()) ?? '')).toBeGreaterThan(0);
  expect(lanAfter - lanBefore).toBe((await paidSum(lanDialog)) - paidBefore);
  expect(lanAfter).toBeGreaterThan(lanBefore);
  await lan.screenshot({ path: `${SHOTS}/contract-statement-1366.png` });
  await lanContext.close();

  // demoagent sees the same bill among those it paid its downline.
  await page.getByRole('dialog', { name: 'Agent centre' }).getByRole('button', { name: 'Close' }).click();
  dialog = await openCentre(page, 'Daily salary');
  await dialog.getByRole('tab', { name: 'Statements' }).click();
  await dialog.getByLabel('Statements').selectOption('paid');
  await expect(statementRow(dialog, /agent_lan .*1\.50%/)).toHaveCount(1);
  // And its income page counts what it paid out today.
  await dialog.getByRole('navigation').getByRole('button', { name: 'My income', exact: true }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Paid to downline' })).toBeVisible();
});
