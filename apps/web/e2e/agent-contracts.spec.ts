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

const newAgent = `ag${Date.now().toString(36).slice(-7)}`;

test('demoagent creates a downline agent and offers it a daily salary; it accepts, bets, a run from the back office pays it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // demoagent creates a downline agent account in the agent centre.
  await loginAs(page, 'demoagent');
  let dialog = await openCentre(page, 'Account');
  await dialog.getByLabel('Username').fill(newAgent);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Account type').selectOption('AGENT');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('status')).toContainText(newAgent);

  // It offers the new agent a daily salary: one tier, 1.5 % of the team's valid bet.
  await dialog.getByRole('navigation').getByRole('button', { name: 'Daily salary', exact: true }).click();
  await dialog.getByRole('tab', { name: 'Downline contracts' }).click();
  await dialog.getByRole('button', { name: 'New offer' }).click();
  const form = dialog.getByRole('form', { name: 'New offer' });
  await expect(form.getByText('Your own top rate: 2.00%.')).toBeVisible();
  await form.getByRole('button', { name: 'Send offer' }).click();
  // Nothing chosen: the contract's own schema refuses it in the form.
  await expect(form.getByText('Check this value.')).toBeVisible();
  const option = form.getByLabel('Downline agent').locator('option', { hasText: newAgent });
  await form.getByLabel('Downline agent').selectOption((await option.getAttribute('value')) ?? '');
  await form.getByLabel('Rate (%)').fill('1.5');
  await page.screenshot({ path: `${SHOTS}/contract-offer-1366.png` });
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Offer sent to ${newAgent}.`);
  await expect(dialog.getByRole('row', { name: new RegExp(`${newAgent} .*1\\.50%.*Offered`) })).toBeVisible();

  // The new agent, in its own browser, sees the offer and accepts it.
  const agentContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const agent = await agentContext.newPage();
  await loginAs(agent, newAgent);
  const before = await balanceOf(agent);
  let agentDialog = await openCentre(agent, 'Daily salary');
  const offer = agentDialog.getByRole('article').filter({ hasText: 'Offered by demoagent' });
  await expect(offer.getByRole('cell', { name: '1.50%' })).toBeVisible();
  await agent.screenshot({ path: `${SHOTS}/contract-offered-1366.png` });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toBeHidden();
  const active = agentDialog.getByRole('article').filter({ hasText: 'active since' });
  await expect(active.getByRole('cell', { name: '1.50%' })).toBeVisible();
  await agent.screenshot({ path: `${SHOTS}/contract-accepted-1366.png` });

  // Its team bets: the agent itself plays (the vendor simulator, through the seamless wallet API).
  ops('credit', newAgent, '500', '--remark', 'e2e contract bets');
  ops('simulate-vendor', newAgent, '--rounds', '12');
  const staked = await balanceOf(agent);

  // An operator runs the daily salary now from the back office.
  const boContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const bo = await boContext.newPage();
  await signIn(bo, createOperator('ADMIN'));
  await bo.goto('/backoffice/agents/settlement-runs');
  await bo.getByRole('button', { name: 'Run daily salary now' }).click();
  await expect(bo.getByText(/bills? written/)).toBeVisible();
  await boContext.close();

  // The agent's statement: from demoagent at 1.50 %, paid; its wallet moved by exactly that.
  const after = await balanceOf(agent);
  agentDialog = await openCentre(agent, 'Daily salary');
  await agentDialog.getByRole('tab', { name: 'Statements' }).click();
  const received = statementRow(agentDialog, /demoagent .*1\.50%.*Paid$/);
  await expect(received).toHaveCount(1);
  const paid = minor((await received.getByRole('cell').nth(8).textContent()) ?? '');
  expect(paid).toBeGreaterThan(0);
  expect(after - staked).toBe(paid);
  expect(before).toBe(0);
  await agent.screenshot({ path: `${SHOTS}/contract-statement-1366.png` });
  await agentContext.close();

  // demoagent sees the same bill among those it paid its downline, and in its income.
  await page.reload();
  await waitForSite(page);
  dialog = await openCentre(page, 'Daily salary');
  await dialog.getByRole('tab', { name: 'Statements' }).click();
  await dialog.getByLabel('Statements').selectOption('paid');
  await expect(statementRow(dialog, new RegExp(`${newAgent} .*1\\.50%.*Paid$`))).toHaveCount(1);
  await dialog.getByRole('navigation').getByRole('button', { name: 'My income', exact: true }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Paid to downline' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contract-income-1366.png` });
});
