import type { Page } from '@playwright/test';
import { E2E_PASSWORD, expect, ops, registerMember, resizeTo, test } from './support';

// Issue 16's bonus flow: an operator's bonus with ×2 wagering waits in the reward centre; the
// member claims it, a withdrawal that reaches into it is refused with the remaining turnover,
// studio slot spins meet the requirement, and the same withdrawal then goes through.
const SHOTS = 'test-results/rewards-shots';
const PIN = '246810';
const user = () => `rw${Date.now().toString(36).slice(-7)}`;

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const content = (page: Page, entry: string) => centre(page).getByRole('region', { name: entry, exact: true });
const openPage = async (page: Page, entry: RegExp | string, heading: string) => {
  await centre(page).getByRole('navigation').getByRole('button', { name: entry }).click();
  await expect(centre(page).getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  return content(page, heading);
};

test('operator bonus ×2: claim in the reward centre, withdrawal refused with the remaining turnover, slots until met, then withdrawn', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '200', '--remark', 'e2e rewards cash');
  const top = page.getByTestId('top-balance');
  await expect(top).toHaveText('Balance: P 200.00');

  // The operator's bonus arrives in the reward centre: the top bar's count goes live to 1.
  ops('credit', username, '1', '--remark', 'e2e welcome bonus', '--bonus', '--wagering', '2', '--reward-centre');
  const count = page.getByTestId('reward-count');
  await expect(count).toHaveAccessibleName('Reward center: 1 to claim');
  await count.click();
  let rc = content(page, 'Reward center');
  const item = rc.getByTestId('reward-claimable');
  await expect(item).toContainText('Bonus');
  await expect(item).toContainText('Turnover ×2 (2.00)');
  await expect(
    centre(page)
      .getByRole('navigation')
      .getByRole('button', { name: /Reward center/ }),
  ).toContainText('1');
  await page.screenshot({ path: `${SHOTS}/reward-centre-claimable-1366.png` });

  await item.getByRole('button', { name: 'Claim Bonus' }).click();
  const active = rc.getByTestId('reward-active');
  await expect(active).toBeVisible();
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(active.getByTestId('reward-remaining')).toHaveText('Remaining turnover 2.00');
  await expect(rc.getByTestId('rewards-locked')).toHaveText('1.00');
  await expect(top).toHaveText('Balance: P 201.00');
  await expect(count).toHaveAccessibleName('Reward center: 0 to claim');
  await page.screenshot({ path: `${SHOTS}/reward-centre-active-1366.png` });

  // A payment password and a payout account, then a withdrawal that reaches into the locked bonus.
  let mc = await openPage(page, 'My account', 'My account');
  await mc.getByRole('button', { name: 'Set', exact: true }).click();
  await mc.getByLabel('Login password').fill(E2E_PASSWORD);
  await mc.getByLabel('New payment password').fill(PIN);
  await mc.getByLabel('Confirm payment password').fill(PIN);
  await mc.getByRole('button', { name: 'Save' }).click();
  await expect(mc.getByText('Saved.')).toBeVisible();
  mc = await openPage(page, 'Withdrawal', 'Withdrawal');
  await expect(mc.getByTestId('bonus-locked')).toHaveText('P 1.00');
  await expect(mc.getByTestId('remaining-turnover')).toHaveText('P 2.00');
  await mc.getByRole('button', { name: 'Add account' }).click();
  const add = mc.getByRole('form', { name: 'Add account' });
  await add.getByLabel('Channel').selectOption({ label: 'GCash' });
  await add.getByLabel('Account number').fill('09171234567');
  await add.getByLabel('Account holder').fill('Juan Dela Cruz');
  await add.getByRole('button', { name: 'Save account' }).click();
  await expect(mc.getByText('GCash *******4567 (Juan Dela Cruz)').first()).toBeVisible();
  await mc.getByLabel('Withdrawal amount').fill('200.50');
  await mc.getByLabel('Payment password').fill(PIN);
  await mc.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(mc.getByRole('alert')).toContainText('2.00 of turnover remains and 1.00 is locked');
  await page.screenshot({ path: `${SHOTS}/withdraw-refused-1366.png` });
  await page.keyboard.press('Escape');

  // Studio slot spins at a raised bet until the turnover is met (RNG counts 100%).
  await page.goto('/rng');
  await page
    .getByRole('radiogroup', { name: 'Game providers' })
    .getByRole('radio', { name: /Pagoda Studio/ })
    .click();
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: 'Play Lantern Fortune', exact: true })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  for (let i = 0; i < 3; i++) await game.getByRole('button', { name: 'Raise bet' }).click();
  const bet = Number(((await game.getByTestId('slot-bet').textContent()) ?? '').replace(/[^0-9.]/g, ''));
  expect(bet).toBeGreaterThan(0);
  const spins = Math.ceil(2 / bet);
  for (let i = 0; i < spins; i++) {
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 30_000 });
  }

  // The reward centre shows the bonus completed; the same withdrawal now goes through.
  await page.getByTestId('reward-count').click();
  rc = content(page, 'Reward center');
  await expect(rc.getByText('No bonus is wagering.')).toBeVisible();
  await expect(rc.getByRole('row', { name: /Bonus.*1\.00.*Completed/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reward-centre-completed-1366.png` });
  mc = await openPage(page, 'Withdrawal', 'Withdrawal');
  await expect(mc.getByTestId('bonus-locked')).toHaveCount(0);
  await mc.getByLabel('Withdrawal amount').fill('150');
  await mc.getByLabel('Payment password').fill(PIN);
  await mc.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(mc.getByText(/Withdrawal W\w+ of P 150\.00 requested/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/withdraw-accepted-1366.png` });
  await resizeTo(page, 375, 800);
  await page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('navigation')
    .getByRole('button', { name: /Reward center/ })
    .click();
  await page.screenshot({ path: `${SHOTS}/reward-centre-375.png` });
});
