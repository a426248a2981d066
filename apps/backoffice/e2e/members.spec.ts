import { randomBytes } from 'node:crypto';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { signBody } from '../../server/src/lib/signature';
import { E2E_CAPTCHA, E2E_PASSWORD } from '../../web/e2e/support';
import { createOperator, expectAccessible, shot, signIn, tokenOf } from './support';

// Two browsers (portal and back office), a CLI process and argon2 on a busy machine.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Registers a portal member by username (the portal's own helper, with this spec's longer waits). */
const registerMember = async (page: Page, username: string) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await dialog.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);
};

/** Tries the portal's password sign-in in a fresh browser context; resolves to that page. */
const portalLogIn = async (browser: Browser, username: string) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill(E2E_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  return { page, login };
};

/** Runs one account action through its confirmation dialog, with a reason. */
const act = async (page: Page, action: string, done: string) => {
  await page.getByRole('tabpanel').getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByLabel('Reason').fill(`e2e: ${action}`);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
  await expect(dialog).toBeHidden();
};

test('a SUPPORT operator finds a member by username and IP, notes, locks, unlocks and signs them out', async ({
  browser,
  page,
}) => {
  const username = `e2e${Date.now().toString(36).slice(-6)}m`;
  const member = await (await browser.newContext()).newPage();
  await registerMember(member, username);

  await signIn(page, createOperator('SUPPORT'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member search' }).click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();

  // By username.
  const search = async (field: string, q: string) => {
    await page.getByLabel('Search in').selectOption({ label: field });
    await page.getByRole('searchbox', { name: 'Search' }).fill(q);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  };
  await search('Username', username);
  const open = page.getByRole('link', { name: `Open ${username}` });
  await expect(open).toBeVisible();

  // By the IP it registered from (read from its row, as an operator would).
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const ipColumn = headers.findIndex((h) => h.startsWith('Registration IP'));
  expect(ipColumn).toBeGreaterThan(-1);
  const ip = (
    (await page.getByRole('row').filter({ has: open }).getByRole('cell').nth(ipColumn).textContent()) ?? ''
  ).trim();
  expect(ip).not.toBe('');
  await search('IP address', ip);
  await expect(open).toBeVisible();
  await expectAccessible(page, 'members search');
  await shot(page, 'members-search');

  // The profile.
  await open.click();
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible();
  await expectAccessible(page, 'member profile');
  await shot(page, 'members-profile');

  // A note (append-only).
  await page.getByRole('tab', { name: 'Notes' }).click();
  const note = `Called about a deposit ${username}`;
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: note })).toBeVisible();

  // Lock: the portal refuses the sign-in.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await act(page, 'Lock', `${username} is locked.`);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
  const refused = await portalLogIn(browser, username);
  await expect(refused.login.getByRole('alert')).toHaveText('This account is locked. Please contact customer service.');
  await refused.page.context().close();

  // Unlock: the member signs in again.
  await act(page, 'Unlock', `${username} is unlocked.`);
  const back = await portalLogIn(browser, username);
  await expect(back.page.getByTestId('account-bar')).toContainText(username);

  // End sessions: the portal session stops answering and the page returns to "Log in".
  await act(page, 'End sessions', `Every session of ${username} has ended.`);
  await back.page.reload();
  await expect(back.page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  // The profile in the dark theme.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shot(page, 'members-profile-dark');
  await member.context().close();
  await back.page.context().close();
});

/** The studio's shared secret in the e2e run (playwright.config.ts): the test speaks for vendor PST. */
const STUDIO_SECRET = 'e2e-studio-secret-not-for-production-0001';

test('an operator sees what a member owes the house after a vendor took back a win', async ({ browser, page }) => {
  const username = `e2e${Date.now().toString(36).slice(-6)}d`;
  const member = await (await browser.newContext()).newPage();
  await registerMember(member, username);
  await member.context().close();

  await signIn(page, createOperator('ADMIN'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Open ${username}` }).click();
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  const playerId = /\/members\/(\d+)/.exec(page.url())?.[1] ?? '';
  expect(playerId).not.toBe('');

  // The studio pays a ticket 50.00; the member is left with 10.00 of it; the draw is then corrected: the ticket lost.
  const vendor = (name: string, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    return page.request.post(`/vendor/v1/${name}`, {
      headers: {
        'content-type': 'application/json',
        'x-merchant': 'pagoda',
        'x-vendor-code': 'PST',
        'x-signature': signBody(STUDIO_SECRET, text),
      },
      data: text,
    });
  };
  const roundId = `e2e-r-${randomBytes(6).toString('hex')}`;
  const ticket = { playerId, roundId, gameCode: 'ELOTT1', currency: 'PHP' };
  const win = await vendor('win', { ...ticket, transactionId: `${roundId}.w`, amount: '50', endRound: true });
  expect(win.status()).toBe(200);
  const debit = await page.request.post('/wps/operator/v1/members/adjust', {
    headers: {
      'X-Operator-Token': await tokenOf(page),
      Merchant: (await page.locator('meta[name="pagoda-merchant"]').getAttribute('content')) ?? '',
      Device: 'web',
      'X-Gateway-Version': '3',
    },
    data: {
      account: username,
      kind: 'ADJUSTMENT',
      direction: 'DEBIT',
      amount: '40',
      remark: 'e2e: spent elsewhere',
      requestId: `e2e-${randomBytes(6).toString('hex')}`,
    },
  });
  expect((await debit.json()).value.status).toBe('EXECUTED');
  const adjust = await vendor('adjust', {
    ...ticket,
    transactionId: `${roundId}.a`,
    refTransactionId: `${roundId}.w`,
    amount: '-50',
    reason: 'draw result corrected',
  });
  expect((await adjust.json()).value).toMatchObject({ balance: 0, outstanding: 40 });

  await page.reload();
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByRole('row', { name: /Owed to the house/ })).toContainText('40.00');
  await expect(balances.getByRole('row', { name: /Total/ })).toContainText('0.00');
  await expect(balances).toContainText('A later correction in the member');
  await expectAccessible(page, 'member profile with a debt');
  await shot(page, 'members-profile-debt');
});
