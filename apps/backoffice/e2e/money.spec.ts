import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { E2E_CAPTCHA, E2E_PASSWORD, waitForSite } from '../../web/e2e/support';
import { createOperator, type E2eOperator, expectAccessible, shot, signIn } from './support';

// A busy machine: each step may take seconds (argon2 sign-ins, CLI processes, axe).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const PIN = '246810';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let n = 0;
const uniqueMember = () => `m${Date.now().toString(36).slice(-7)}${n++}`;

/** Registers a member on the portal (as apps/web/e2e/support.ts does, with this spec's longer waits). */
const registerMember = async (page: Page, username: string) => {
  await page.goto('/');
  await waitForSite(page);
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

/** The portal's member centre and one of its pages (a region named by its heading). */
const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const content = (page: Page, entry: string) => centre(page).getByRole('region', { name: entry, exact: true });

/** A signed-in operator in a browser context of their own, beside the member's. */
const operatorPage = async (browser: Browser, operator: E2eOperator) => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, operator);
  return page;
};

const openMoneyPage = async (page: Page, link: string, heading: string) => {
  // The queue links carry a live count of waiting orders in their name ("Deposits 1 waiting"); the
  // reports' "Deposits & withdrawals" is another entry.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: new RegExp(`^${link}(\\s+\\d|$)`) })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

test('a manual deposit with a receipt is approved in the deposit queue; a withdrawal is approved and paid', async ({
  page,
  browser,
}) => {
  const member = uniqueMember();
  await registerMember(page, member);

  // The member deposits 300.00 through the demo's manual channel (GCash) with a reference and a receipt.
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  let mc = content(page, 'Deposit');
  await mc.getByRole('radio', { name: 'GCash' }).check();
  await mc.getByLabel('Deposit amount').fill('300');
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();
  await mc.getByLabel('Transfer reference').fill('GC-551234');
  await mc.getByLabel('Receipt images (optional)').setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: PNG });
  await expect(mc.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await mc.getByRole('button', { name: 'Submit for review' }).click();
  await expect(mc.getByText(/Waiting for review/)).toBeVisible();

  // FINANCE approves it in the deposit queue, after looking at the receipt.
  const finance = createOperator('FINANCE');
  const bo = await operatorPage(browser, finance);
  await openMoneyPage(bo, 'Deposits', 'Deposit queue');
  const depositRow = bo.getByRole('row').filter({ hasText: member });
  await expect(depositRow).toContainText('GC-551234');
  await depositRow.getByRole('button', { name: 'View (1)' }).click();
  const receipts = bo.getByRole('dialog', { name: /^Receipts of / });
  await expect(receipts.getByRole('img', { name: 'Receipt 1' })).toBeVisible();
  await receipts.getByRole('button', { name: 'Cancel' }).click();
  await depositRow.getByRole('button', { name: /^Approve deposit / }).click();
  const approveDeposit = bo.getByRole('dialog', { name: 'Approve this deposit?' });
  await expect(approveDeposit).toContainText(member);
  await approveDeposit.getByRole('button', { name: 'Approve' }).click();
  await expect(bo.getByText(/^Deposit D?\w+ approved$/)).toBeVisible();
  // The queue lists the deposits waiting for review: the approved one leaves it.
  await expect(depositRow).toHaveCount(0);
  await expect(page.getByTestId('top-balance')).toHaveText('Balance: P 300.00');

  // The member sets a payment password, adds a payout account and asks for 200.00.
  await centre(page).getByRole('navigation').getByRole('button', { name: 'My account', exact: true }).click();
  mc = content(page, 'My account');
  await mc.getByRole('button', { name: 'Set', exact: true }).click();
  await mc.getByLabel('Login password').fill(E2E_PASSWORD);
  await mc.getByLabel('New payment password').fill(PIN);
  await mc.getByLabel('Confirm payment password').fill(PIN);
  await mc.getByRole('button', { name: 'Save' }).click();
  await expect(mc.getByText('Saved.')).toBeVisible();
  await centre(page).getByRole('navigation').getByRole('button', { name: 'Withdrawal', exact: true }).click();
  mc = content(page, 'Withdrawal');
  await mc.getByRole('button', { name: 'Add account' }).click();
  const add = mc.getByRole('form', { name: 'Add account' });
  await add.getByLabel('Channel').selectOption({ label: 'GCash' });
  await add.getByLabel('Account number').fill('09171234567');
  await add.getByLabel('Account holder').fill('Maria Santos');
  await add.getByRole('button', { name: 'Save account' }).click();
  // The request names the account only once it is saved and listed.
  await expect(mc.getByRole('listitem').filter({ hasText: 'GCash *******4567 (Maria Santos)' })).toBeVisible();
  await mc.getByLabel('Withdrawal amount').fill('200');
  await mc.getByLabel('Payment password').fill(PIN);
  await mc.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(mc.getByText(/Withdrawal W\w+ of P 200\.00 requested/)).toBeVisible();

  // FINANCE opens it, approves it, then pays it: 200.00 is under the 10,000.00 threshold, so it runs at once.
  await openMoneyPage(bo, 'Withdrawals', 'Withdrawal queue');
  const withdrawalRow = bo.getByRole('row').filter({ hasText: member });
  await expect(withdrawalRow).toContainText('Pending');
  await withdrawalRow.getByRole('button', { name: /^Open withdrawal / }).click();
  const drawer = bo.getByRole('dialog', { name: /^Withdrawal W/ });
  await expect(drawer.getByText('Maria Santos').first()).toBeVisible();
  await expect(drawer.getByText('09171234567')).toBeVisible();
  await expectAccessible(bo, 'withdrawal drawer');
  await drawer.getByRole('button', { name: 'Approve' }).click();
  const approve = bo.getByRole('dialog', { name: 'Approve this withdrawal?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(bo.getByText(/^Withdrawal W\w+ approved$/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark paid' }).click();
  const pay = bo.getByRole('dialog', { name: 'Mark this withdrawal paid?' });
  await expect(pay).toContainText('Maria Santos');
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(bo.getByText(/^Withdrawal W\w+ marked paid$/)).toBeVisible();
  await expect(drawer.getByText('Paid', { exact: true }).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(withdrawalRow).toContainText('Paid');
  await bo.context().close();
});

test('a channel limit change waits for a second operator, then the portal serves the new limit', async ({
  page,
  browser,
}) => {
  const a = createOperator('FINANCE');
  const b = createOperator('FINANCE');
  const boA = await operatorPage(browser, a);
  await openMoneyPage(boA, 'Payment channels', 'Payment channels');
  await boA.getByRole('button', { name: 'Edit GCash' }).click();
  const edit = boA.getByRole('dialog', { name: 'Edit GCash' });
  // A limit no other test uses, so that the portal's answer can only come from this change.
  const newMax = 40_000 + Math.floor(Math.random() * 9_000);
  await edit.getByLabel('Maximum amount').fill(String(newMax));
  await edit.getByLabel('Reason for the change').fill('Raise the GCash limit for the e2e test');
  await edit.getByRole('button', { name: 'Submit for approval' }).click();
  const notice = boA.getByRole('status').filter({ hasText: 'Waiting for a second operator' });
  await expect(notice).toBeVisible();
  const id = /#(\d+)/.exec((await notice.textContent()) ?? '')?.[1];
  expect(id).toBeTruthy();

  // The maker cannot decide their own request.
  await boA.goto(`/backoffice/approvals/${id}`);
  await expect(boA.getByRole('heading', { name: `Request #${id}`, level: 1 })).toBeVisible();
  await expect(boA.getByText(/you made this request, so another operator must decide it/)).toBeVisible();
  await expect(boA.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Operator B approves it from the approvals page.
  const boB = await operatorPage(browser, b);
  await boB.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Approvals' }).click();
  await boB.getByRole('link', { name: `Open request ${id}` }).click();
  await expect(boB.getByRole('heading', { name: `Request #${id}`, level: 1 })).toBeVisible();
  await boB.getByRole('button', { name: 'Approve' }).click();
  await expect(boB.getByText('Approved: the change has run.')).toBeVisible();

  // The portal's deposit page asks for the channels again and gets the new maximum, without a restart.
  await registerMember(page, uniqueMember());
  const methods = page.waitForResponse((r) => r.url().includes('getDepositMethods') && r.ok());
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const body = (await (await methods).json()) as { value?: { name: string; maxAmount: number }[] };
  expect(body.value?.find((c) => c.name === 'GCash')?.maxAmount).toBe(newMax);

  // And the channel grid shows it.
  await boA.goto('/backoffice/money/channels');
  await expect(boA.getByRole('row').filter({ hasText: 'GCash' }).first()).toContainText(newMax.toLocaleString('en-US'));
  await boA.context().close();
  await boB.context().close();
});

test('every money page passes axe; screenshots (withdrawals light and dark)', async ({ page }) => {
  const finance = createOperator('FINANCE');
  await signIn(page, finance);
  await openMoneyPage(page, 'Deposits', 'Deposit queue');
  await expectAccessible(page, 'deposits');
  await shot(page, 'money-deposits');

  await openMoneyPage(page, 'Withdrawals', 'Withdrawal queue');
  await expectAccessible(page, 'withdrawals (light)');
  await shot(page, 'money-withdrawals-light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'withdrawals (dark)');
  await shot(page, 'money-withdrawals-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  await openMoneyPage(page, 'Adjustments', 'Manual adjustments');
  await expectAccessible(page, 'adjustments');
  await shot(page, 'money-adjustments');

  await openMoneyPage(page, 'Ledger audit', 'Ledger audit');
  await page.getByRole('button', { name: 'Run audit' }).click();
  await expect(page.getByText('All invariants hold')).toBeVisible();
  await expectAccessible(page, 'ledger audit');
  await shot(page, 'money-ledger');

  await openMoneyPage(page, 'Payment channels', 'Payment channels');
  await expectAccessible(page, 'channels');
  await shot(page, 'money-channels');
  await page.getByRole('button', { name: 'Edit GCash' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit GCash' })).toBeVisible();
  await expectAccessible(page, 'channel form');
  await shot(page, 'money-channel-form');
});
