import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, ops, registerMember, resizeTo, test, waitForSite } from './support';

// Each flow is also scanned by axe at every step, which takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'abc12345';
const PIN = '246810';
const SHOTS = 'test-results/wallet-shots';
let n = 0;
const uniqueUser = () => `w${Date.now().toString(36).slice(-7)}${n++}`;

const register = (page: Page, username: string) => registerMember(page, username);

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
/** The content of the open member-centre page (a region named by its heading). */
const content = (page: Page, entry: string) => centre(page).getByRole('region', { name: entry, exact: true });
const openPage = async (page: Page, entry: string) => {
  await centre(page).getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  await expect(centre(page).getByRole('heading', { level: 2, name: entry, exact: true })).toBeVisible();
  return content(page, entry);
};

/** The page at 1366 px and at 375 px, for a person to look at (test-results/wallet-shots). */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: false });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: false });
  await page.setViewportSize({ width: 1366, height: 900 });
};

const topBalance = (page: Page): Locator => page.getByTestId('top-balance');

const user = uniqueUser();
const manualUser = uniqueUser();

test('deposit through the sandbox gateway: the top-bar balance follows the push', async ({ page }) => {
  await register(page, user);
  await expect(topBalance(page)).toHaveText('Balance: P 0.00');
  // Tap hides the figure behind three stars, tap again shows it.
  await topBalance(page).click();
  await expect(topBalance(page)).toHaveText('Balance: ***');
  await topBalance(page).click();
  await expect(topBalance(page)).toHaveText('Balance: P 0.00');

  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const mc = content(page, 'Deposit');
  await mc.getByRole('radio', { name: 'Online payment (sandbox)' }).check();
  await mc.getByLabel('Deposit amount').fill('99.99');
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(mc.getByRole('alert')).toHaveText('The amount is below the minimum.');
  await mc.getByLabel('Deposit amount').fill('12.345');
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(mc.getByRole('alert')).toHaveText('Enter an amount above 0 with at most 2 decimals.');
  await mc.getByRole('button', { name: '500.00' }).click();
  await expect(mc.getByLabel('Deposit amount')).toHaveValue('500.00');
  await shots(page, 'deposit-form');
  await expectAccessible(page, 'deposit: the form with an error', '.mc-panel');
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(mc.getByRole('heading', { name: 'Deposit order' })).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await mc.getByRole('button', { name: 'Open payment page' }).click();
  const popup = await popupPromise;
  await expect(mc.getByText(/Waiting for payment/)).toBeVisible();
  await shots(page, 'deposit-waiting');
  await expectAccessible(page, 'deposit: the order waiting for payment', '.mc-panel');
  await expectAccessible(popup, 'deposit: the sandbox checkout');
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect(popup.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expectAccessible(popup, 'deposit: the sandbox checkout, paid');
  await popup.close();

  await expect(mc.getByText('Deposit of 500.00 received. Your balance is updated.')).toBeVisible();
  await expect(topBalance(page)).toHaveText('Balance: P 500.00');
  // The DEPOSIT push also shows a notice.
  await expect(page.getByRole('status').filter({ hasText: 'Deposit of 500.00 received.' }).first()).toBeVisible();
  await expect(mc.getByRole('row', { name: /Online payment \(sandbox\).*500\.00.*Paid/ })).toBeVisible();
  await shots(page, 'deposit-paid');
  await expectAccessible(page, 'deposit: paid', '.mc-panel');
});

test('manual channel: payment details with copy buttons, reference and receipt, then waiting for review', async ({
  page,
}) => {
  await register(page, manualUser);
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const mc = content(page, 'Deposit');
  await mc.getByRole('radio', { name: 'GCash' }).check();
  await mc.getByLabel('Deposit amount').fill('300');
  await mc.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(mc.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await mc.getByLabel('Transfer reference').fill('GC-778812');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await mc.getByLabel('Receipt images (optional)').setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: png });
  await expect(mc.getByRole('alert')).toHaveText('Only PNG or JPG images.');
  await mc.getByLabel('Receipt images (optional)').setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: png });
  await expect(mc.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await shots(page, 'deposit-manual');
  await expectAccessible(page, 'deposit: manual channel details, reference and receipt', '.mc-panel');
  await mc.getByRole('button', { name: 'Submit for review' }).click();
  await expect(mc.getByText(/Waiting for review/)).toBeVisible();
  await expect(mc.getByRole('row', { name: /GCash.*300\.00.*Under review/ })).toBeVisible();
  await expectAccessible(page, 'deposit: waiting for review', '.mc-panel');

  // The operator approves it with `npm run ops`; the member's balance follows by push.
  const pending = JSON.parse(ops('deposit', 'list')) as { orderNo: string; account: string; receipts: number }[];
  const order = pending.find((d) => d.account === manualUser)!;
  expect(order.receipts).toBe(1);
  ops('deposit', 'approve', order.orderNo);
  await expect(topBalance(page)).toHaveText('Balance: P 300.00');
  await expect(mc.getByRole('row', { name: /GCash.*300\.00.*Paid/ })).toBeVisible();
});

test('my wallet: transfer main → game wallet, then all out', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  // A fresh page has no session (sessionStorage); log in again.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(user);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(topBalance(page)).toHaveText('Balance: P 500.00');

  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  let mc = await openPage(page, 'My wallet');
  await expect(mc.getByTestId('wallet-2')).toHaveText('P 500.00');
  await expect(mc.getByTestId('wallet-101')).toHaveText('P 0.00');
  await mc.getByLabel('To wallet').selectOption({ label: 'Pagoda Live' });
  await mc.getByLabel('Amount').fill('1.234');
  await mc.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(mc.getByRole('alert')).toHaveText('Enter an amount above 0 with at most 2 decimals.');
  await mc.getByLabel('Amount').fill('500.01');
  await mc.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(mc.getByRole('alert')).toHaveText('The amount is more than the available balance.');
  await mc.getByLabel('Amount').fill('120.50');
  await mc.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(mc.getByText('P 120.50 transferred.')).toBeVisible();
  await expect(mc.getByTestId('wallet-101')).toHaveText('P 120.50');
  await expect(mc.getByTestId('wallet-2')).toHaveText('P 379.50');
  // The total is unchanged: the top bar shows the sum of every wallet.
  await expect(topBalance(page)).toHaveText('Balance: P 500.00');
  await mc.getByRole('button', { name: 'Refresh Pagoda Live' }).click();
  await expect(mc.getByTestId('wallet-101')).toHaveText('P 120.50');
  await shots(page, 'my-wallet');

  await mc.getByRole('button', { name: 'All out' }).click();
  await expect(mc.getByText('P 120.50 returned to the main wallet.')).toBeVisible();
  await expect(mc.getByTestId('wallet-101')).toHaveText('P 0.00');
  await expect(mc.getByTestId('wallet-2')).toHaveText('P 500.00');

  // Account record: the type filter shows the two transfers only, and the deposit under its own type.
  mc = await openPage(page, 'Account record');
  await expect(mc.getByRole('row', { name: /Deposit/ })).toBeVisible();
  await mc.getByLabel('Type').selectOption({ label: 'Transfer' });
  await expect(mc.getByRole('row', { name: /Transfer to game wallet.*-120\.50.*379\.50/ })).toBeVisible();
  await expect(mc.getByRole('row', { name: /Transfer from game wallet.*120\.50.*500\.00/ })).toBeVisible();
  await expect(mc.getByRole('cell', { name: 'Deposit', exact: true })).toHaveCount(0);
  await expect(mc.getByTestId('records-total')).toHaveText('0.00');
  await shots(page, 'account-record');
  await mc.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(mc.getByRole('row', { name: /Deposit.*500\.00/ })).toBeVisible();
  await expect(mc.getByTestId('records-total')).toHaveText('500.00');
  // The previous 7 days hold nothing yet; next 7 days brings today back.
  await mc.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(mc.getByText('No records in this period.')).toBeVisible();
  await mc.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(mc.getByRole('row', { name: /Deposit.*500\.00/ })).toBeVisible();

  mc = await openPage(page, 'Profit and loss');
  await expect(mc.getByText(/No bets in this period yet/)).toBeVisible();
  await shots(page, 'personal-profit');
  mc = await openPage(page, 'Bonus details');
  await expect(mc.getByText('No bonuses in this period.')).toBeVisible();
  await shots(page, 'bonus-details');
  mc = await openPage(page, 'Transfer to upline');
  await expect(mc.getByText('Transfers to an upline are not available for this account.')).toBeVisible();
});

test('withdrawal: payment password, payout account, request up to PENDING', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(user);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(topBalance(page)).toHaveText('Balance: P 500.00');

  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  let mc = await openPage(page, 'Withdrawal');
  await expect(mc.getByTestId('withdrawable')).toHaveText('P 500.00');
  await expect(mc.getByText(/unconfirmed for 60 minutes counts as received/)).toBeVisible();
  await expectAccessible(page, 'withdrawal: no payment password yet', '.mc-panel');
  await mc.getByRole('button', { name: 'Go to the security centre' }).click();
  await expect(centre(page).getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
  mc = content(page, 'My account');
  await mc.getByRole('button', { name: 'Set', exact: true }).click();
  await mc.getByLabel('Login password').fill(PASSWORD);
  await mc.getByLabel('New payment password').fill(PIN);
  await mc.getByLabel('Confirm payment password').fill(PIN);
  await expectAccessible(page, 'withdrawal: setting the payment password', '.mc-panel');
  await mc.getByRole('button', { name: 'Save' }).click();
  await expect(mc.getByText('Saved.')).toBeVisible();

  mc = await openPage(page, 'Withdrawal');
  await mc.getByRole('button', { name: 'Add account' }).click();
  const add = mc.getByRole('form', { name: 'Add account' });
  await add.getByLabel('Channel').selectOption({ label: 'GCash' });
  await add.getByLabel('Account number').fill('09171234567');
  await add.getByLabel('Account holder').fill('Juan Dela Cruz');
  await expectAccessible(page, 'withdrawal: adding a payout account', '.mc-panel');
  await add.getByRole('button', { name: 'Save account' }).click();
  await expect(mc.getByText('GCash *******4567 (Juan Dela Cruz)').first()).toBeVisible();

  await mc.getByLabel('Withdrawal amount').fill('200');
  await mc.getByLabel('Payment password').fill('999999');
  await mc.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(mc.getByRole('alert')).toHaveText('The payment password is incorrect.');
  await expectAccessible(page, 'withdrawal: a refused request', '.mc-panel');
  await mc.getByLabel('Payment password').fill(PIN);
  await mc.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(mc.getByText(/Withdrawal W\w+ of P 200\.00 requested/)).toBeVisible();
  await expect(mc.getByTestId('withdrawable')).toHaveText('P 300.00');
  await expect(mc.getByRole('row', { name: /GCash \*+4567.*200\.00.*Pending review/ })).toBeVisible();
  await expect(topBalance(page)).toHaveText('Balance: P 300.00');
  await shots(page, 'withdraw');
  await expectAccessible(page, 'withdrawal: requested', '.mc-panel');

  // The holder name is now the payee name: a second account has it pre-filled and locked.
  await mc.getByRole('button', { name: 'Add account' }).click();
  await expect(mc.getByRole('form', { name: 'Add account' }).getByLabel('Account holder')).toHaveValue(
    'Juan Dela Cruz',
  );
  await expect(mc.getByRole('form', { name: 'Add account' }).getByLabel('Account holder')).toHaveAttribute(
    'readonly',
    '',
  );
});

test('withdrawal paid by the operator: received, not received with proof, partly received', async ({ page }) => {
  // Ten operator commands, each a CLI process of a few seconds on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(user);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(topBalance(page)).toHaveText('Balance: P 300.00');
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const mc = await openPage(page, 'Withdrawal');
  const mine = () =>
    (JSON.parse(ops('withdraw', 'list')) as { orderNo: string; account: string; amount: number }[]).filter(
      (w) => w.account === user,
    );

  // Two more requests, so that three paid withdrawals wait for three different answers.
  for (const amount of ['100', '150']) {
    await mc.getByLabel('Withdrawal amount').fill(amount);
    await mc.getByLabel('Payment password').fill(PIN);
    await mc.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(mc.getByText(new RegExp(`of P ${amount}\\.00 requested`))).toBeVisible();
  }
  await expect(topBalance(page)).toHaveText('Balance: P 50.00');
  const orders = mine();
  expect(orders.map((o) => o.amount).sort((a, b) => a - b)).toEqual([100, 150, 200]);
  for (const o of orders) {
    ops('withdraw', 'approve', o.orderNo);
    ops('withdraw', 'pay', o.orderNo);
  }
  const byAmount = (a: number) => orders.find((o) => o.amount === a)!.orderNo;
  const item = (amount: number) => mc.getByRole('listitem').filter({ hasText: byAmount(amount) });
  await expect(item(200)).toBeVisible();
  await expect(item(100)).toBeVisible();
  await expect(item(150)).toBeVisible();
  await shots(page, 'withdraw-confirmations');
  await expectAccessible(page, 'withdrawal: paid, waiting for the member to confirm', '.mc-panel');

  // Received.
  await item(200).getByRole('button', { name: 'Received', exact: true }).click();
  await expect(item(200)).toHaveCount(0);
  await expect(mc.getByRole('row', { name: new RegExp(`200\\.00.*Received`) })).toBeVisible();

  // Not received: a proof image is required.
  await item(100).getByRole('button', { name: 'Not received' }).click();
  const notReceived = item(100).getByRole('form', { name: 'Not received' });
  await notReceived.getByRole('button', { name: 'Send' }).click();
  await expect(item(100).getByRole('alert')).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await notReceived.getByLabel('Proof images').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await expect(notReceived.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expectAccessible(page, 'withdrawal: not received, with proof', '.mc-panel');
  await notReceived.getByRole('button', { name: 'Send' }).click();
  await expect(item(100)).toHaveCount(0);

  // Partly received: the remaining amount is shown as the member types.
  await item(150).getByRole('button', { name: 'Partly received' }).click();
  const partly = item(150).getByRole('form', { name: 'Partly received' });
  await partly.getByLabel('Amount received').fill('20');
  await expect(partly.getByTestId('remaining-amount')).toHaveText('Remaining amount: P 130.00');
  await expectAccessible(page, 'withdrawal: partly received', '.mc-panel');
  await partly.getByRole('button', { name: 'Send' }).click();
  await expect(item(150)).toHaveCount(0);
  await expect(mc.getByRole('row', { name: /In dispute/ })).toHaveCount(2);

  // The operator settles both disputes; the refunds come back to the main wallet.
  ops('withdraw', 'resolve', byAmount(100), '--remark', 'Payout bounced');
  ops('withdraw', 'resolve', byAmount(150), '--remark', 'Second payout failed');
  await expect(topBalance(page)).toHaveText('Balance: P 280.00');
  const audit = JSON.parse(ops('ledger', 'audit')) as { ok: boolean };
  expect(audit.ok).toBe(true);
});
