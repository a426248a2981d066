import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_CAPTCHA, E2E_PASSWORD } from '../../web/e2e/support';
import { createOperator, expectAccessible, shot, signIn, tokenOf } from './support';

// Several operators sign in (a CLI process each, argon2 on the server) and axe runs on four pages.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** The member credited in the first test; the admin finds the credit in the audit log afterwards. */
const member = `ac${randomBytes(4).toString('hex')}`;

/** A manual credit requested through the operator API, with the headers the back office's apiCall sends. */
const requestCredit = async (page: Page, amount: string) => {
  const merchant = (await page.locator('meta[name="pagoda-merchant"]').getAttribute('content')) ?? '';
  return page.request.post('/wps/operator/v1/members/adjust', {
    headers: { 'X-Operator-Token': await tokenOf(page), Merchant: merchant, Device: 'web', 'X-Gateway-Version': '3' },
    data: {
      account: member,
      kind: 'ADJUSTMENT',
      direction: 'CREDIT',
      amount,
      remark: 'e2e goodwill credit',
      requestId: `e2e-${randomBytes(6).toString('hex')}`,
    },
  });
};

/** Registers a portal member (as the portal's `registerMember`, with a longer wait: argon2 on a loaded machine). */
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
  await expect(page.getByTestId('account-bar')).toContainText(username, { timeout: 60_000 });
};

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a 5,000.00 credit waits for a second FINANCE operator, who approves it; the portal balance moves', async ({
  browser,
  page,
}) => {
  // The member, on the portal in a context of their own.
  const portal = await (await browser.newContext()).newPage();
  await registerMember(portal, member);
  const balance = portal.getByTestId('top-balance');
  await expect(balance).toHaveText(/Balance: \D*[\d,]+\.\d{2}/);
  const before = Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));

  // FINANCE operator A makes the request: above the 1,000.00 threshold, so it waits.
  const makerOp = createOperator('FINANCE');
  await signIn(page, makerOp);
  const res = await requestCredit(page, '5000.00');
  expect(res.status()).toBe(200);
  const outcome = (await res.json()) as { value: { status: string; approvalId: number } };
  expect(outcome.value.status).toBe('PENDING');
  const id = outcome.value.approvalId;

  // A sees their request, and no way to approve it.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Approvals/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `Open request ${id}` }).click();
  await expect(page.getByText(/Waiting for a second operator/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await shot(page, 'access-approval-maker');

  // FINANCE operator B sees the badge and the pending row, and approves it.
  const checker = await (await browser.newContext()).newPage();
  await signIn(checker, createOperator('FINANCE'));
  const menu = checker.getByRole('navigation', { name: 'Main menu' });
  // Other queues (withdrawals) may have their own badge; the approvals link must carry one.
  const approvals = menu.getByRole('link', { name: /^Approvals \d+ waiting/ });
  await expect(approvals).toBeVisible();
  await approvals.click();
  const row = checker.getByRole('row').filter({ hasText: member });
  await expect(row).toContainText('Pending');
  await expectAccessible(checker, 'approvals');
  await shot(checker, 'access-approvals');
  await row.getByRole('link', { name: `Open request ${id}` }).click();
  await expect(checker.getByRole('heading', { name: `Request #${id}` })).toBeVisible();
  await expectAccessible(checker, 'approval detail');
  await checker.getByLabel('Remark').fill('checked with the member');
  await checker.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByText('Approved: the change has run.')).toBeVisible();
  await expect(checker.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await shot(checker, 'access-approval-approved');

  // The member's balance, read again after a reload, is 5,000.00 higher.
  await portal.reload();
  await expect(portal.getByTestId('top-balance')).toContainText(money(before + 5000));
  await shot(portal, 'access-portal-balance');
});

test('a SUPPORT operator has no money actions, and the API refuses a credit (403)', async ({ page }) => {
  await signIn(page, createOperator('SUPPORT'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // SUPPORT reads the payment queues (payments.read) to answer members, but moves nothing.
  await expect(menu.getByRole('link', { name: /^Deposits/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Approvals/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Adjustments' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Payment channels' })).toHaveCount(0);
  const res = await requestCredit(page, '10.00');
  expect(res.status()).toBe(403);
});

test('an admin reads the operators and roles, creates a custom role, and finds the credit in the audit log', async ({
  page,
}) => {
  const admin = createOperator('ADMIN');
  await signIn(page, admin);
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  await menu.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: admin.username })).toBeVisible();
  await expectAccessible(page, 'operators');
  await shot(page, 'access-operators');

  await menu.getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  // Built-in roles are read-only: no edit button.
  await expect(page.getByRole('button', { name: 'Edit role FINANCE' })).toHaveCount(0);
  const key = `AUDITOR_${randomBytes(2).toString('hex').toUpperCase()}`;
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Name').fill('Auditor');
  await dialog.getByRole('checkbox', { name: 'Audit log' }).check();
  await dialog.getByRole('checkbox', { name: 'View members' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit role ${key}` })).toBeVisible();
  await expect(page.getByRole('list', { name: `Permissions of ${key}` }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'roles');
  await shot(page, 'access-roles');

  // The approved credit is in the audit log, by its action.
  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Search the audit log' });
  await filters.getByLabel('Action starts with').fill('member.adjustment');
  await filters.getByRole('button', { name: 'Apply' }).click();
  const credit = page.getByRole('row').filter({ hasText: member });
  await expect(credit).toContainText('member.adjustment');
  await expectAccessible(page, 'audit');
  await shot(page, 'access-audit');
});
