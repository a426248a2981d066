import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, ops, registerMember, test } from './support';

// The studio's live tables in the portal's game frame: shared rounds over the studio's socket,
// bets through the platform wallet, the roads growing round by round.
const SHOTS = 'test-results/studio-shots';
const user = () => `lv${Date.now().toString(36).slice(-7)}`;

const openTable = async (page: Page, name: string) => {
  await page.goto('/live');
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('listitem')
    .filter({ hasText: 'Pagoda Studio' })
    .getByRole('button', { name: `Play ${name}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const table = page.frameLocator('iframe');
  await expect(table.getByTestId('live-table')).toBeVisible({ timeout: 20_000 });
  return table;
};

test('a member bets on baccarat, the round settles through the wallet and the road grows', async ({ page }) => {
  test.setTimeout(120_000);
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '100', '--remark', 'e2e live money');
  const table = await openTable(page, 'Baccarat');
  const road = table.getByRole('list', { name: 'Results in order, oldest first' });
  // A round with enough time left to place a bet.
  await expect(table.getByTestId('live-table')).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
  const before = await road.getByRole('listitem').count();
  await table.getByRole('button', { name: /^Player, pays/ }).click();
  await table.getByTestId('live-confirm').click();
  await expect(table.getByTestId('live-placed')).toContainText('Your bets');
  await expectAccessible(page, 'live Baccarat with a bet placed');
  // The result arrives, the road has one more entry, and the top bar shows the settled balance.
  await expect(table.getByTestId('live-table')).toHaveAttribute('data-phase', 'result', { timeout: 40_000 });
  await expect.poll(() => road.getByRole('listitem').count(), { timeout: 20_000 }).toBe(Math.min(before + 1, 30));
  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  // The platform's top bar and the table agree on the settled balance.
  await expect
    .poll(async () => amount(await page.getByTestId('top-balance').textContent()), { timeout: 20_000 })
    .toBe(amount(await table.getByTestId('balance').textContent()));
  await page.screenshot({ path: `${SHOTS}/baccarat-1366.png` });
});

test('every live table renders in the game frame', async ({ page }) => {
  test.setTimeout(120_000);
  const username = user();
  await registerMember(page, username);
  // A real-money launch needs money in the wallet.
  ops('credit', username, '10', '--remark', 'e2e live money');
  for (const name of ['Dragon Tiger', 'Sic Bo', 'Roulette', 'Blackjack']) {
    await openTable(page, name);
    await expectAccessible(page, `live ${name}`);
    await page.screenshot({ path: `${SHOTS}/${name.toLowerCase().replace(' ', '-')}-1366.png` });
  }
});
