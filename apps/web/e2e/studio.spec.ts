import type { FrameLocator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, ops, registerMember, test } from './support';

// The in-house studio is a separate process and an ordinary vendor (PST): its games launch into
// the portal's game frame and move money only through the platform's signed wallet API.
const SHOTS = 'test-results/studio-shots';
const user = () => `st${Date.now().toString(36).slice(-7)}`;
const money = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

const openGame = async (page: Page, category: '/rng' | '/fish', name: string) => {
  await page.goto(category);
  await page
    .getByRole('radiogroup', { name: 'Game providers' })
    .getByRole('radio', { name: /Pagoda Studio/ })
    .click();
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: `Play ${name}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  return page.frameLocator('iframe');
};

/** The newest round of the game's history panel: bet, win and status as shown. */
const lastRound = async (game: FrameLocator) => {
  await game.getByRole('button', { name: 'History' }).click();
  const panel = game.getByRole('dialog', { name: 'Round history' });
  const row = panel.getByRole('row').nth(1);
  await expect(row).toContainText('Settled');
  const cells = await row.getByRole('cell').allTextContents();
  await panel.getByRole('button', { name: 'Close' }).click();
  return { bet: money(cells[1]!), win: money(cells[2]!) };
};

test('a studio slot: spin from the game list, the top bar moves by win − bet, the round is in the betting record and verifies', async ({
  page,
  context,
}) => {
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '100', '--remark', 'e2e studio money');
  const top = page.getByTestId('top-balance');
  await expect(top).toHaveText('Balance: P 100.00');

  const game = await openGame(page, '/rng', 'Lantern Fortune');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  await expect(game.getByTestId('balance')).toHaveText('₱100.00');
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const round = await lastRound(game);
  expect(round.bet).toBe(20);
  const expected = 10_000 - round.bet + round.win;
  await expect(game.getByTestId('balance')).toHaveText(`₱${(expected / 100).toFixed(2)}`);
  await expect.poll(async () => money((await top.textContent()) ?? '')).toBe(expected);
  await page.screenshot({ path: `${SHOTS}/lantern-fortune-1366.png` });
  await expectAccessible(page, 'slot Lantern Fortune after a spin');

  // Provably fair: change the seed pair (revealing the server seed), then verify the round in a new tab.
  await game.getByRole('button', { name: 'Fairness' }).click();
  const fairness = game.getByRole('dialog', { name: 'Provably fair' });
  await fairness.getByLabel('Client seed').fill('e2e-seed-01');
  await expectAccessible(page, 'slot: the fairness panel');
  await fairness.getByRole('button', { name: 'Change seeds' }).click();
  await expect(fairness.getByText('Seeds changed. The previous server seed is revealed below.')).toBeVisible();
  await fairness.getByRole('button', { name: 'Close' }).click();
  await game.getByRole('button', { name: 'History' }).click();
  const [verify] = await Promise.all([
    context.waitForEvent('page'),
    game
      .getByRole('link', { name: /^Verify round / })
      .first()
      .click(),
  ]);
  await expect(verify.getByRole('heading', { name: 'Round verification' })).toBeVisible();
  const checks = verify.getByTestId('verify-checks');
  await expect(checks.getByText('✓ matches')).toHaveCount(2);
  await expect(checks.getByText('✗ does not match')).toHaveCount(0);
  await expectAccessible(verify, 'the round verification page');
  await verify.screenshot({ path: `${SHOTS}/verify-1366.png`, fullPage: true });
  await verify.close();

  // The platform's betting record lists the round under the studio.
  await page.getByTestId('account-bar').getByRole('button', { name: 'Security centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation').getByRole('button', { name: 'Betting record', exact: true }).click();
  await expect(centre.getByRole('row', { name: /Lantern Fortune.*0\.20/ })).toBeVisible();
});

test('the other studio slots and the fishing game play real rounds', async ({ page }) => {
  // Three games and an axe scan of each on a busy machine.
  test.setTimeout(120_000);
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '50', '--remark', 'e2e studio money');
  let balance = 5_000;
  for (const name of ['Jade Temple', 'Lucky Sevens']) {
    const game = await openGame(page, '/rng', name);
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const round = await lastRound(game);
    balance += round.win - round.bet;
    await expect(game.getByTestId('balance')).toHaveText(`₱${(balance / 100).toFixed(2)}`);
    await page.screenshot({ path: `${SHOTS}/${name.toLowerCase().replace(' ', '-')}-1366.png` });
    await expectAccessible(page, `slot ${name} after a spin`);
  }

  const fish = await openGame(page, '/fish', 'Dragon Reef');
  const canvas = fish.getByTestId('fish-canvas');
  await expect(canvas).toBeVisible();
  // The focused canvas fires at the most valuable fish with Space: five shots, five bets of 0.01.
  // A shot is answered when the balance moves (by win − bet, never 0); Space fires nothing until
  // the art is drawn and a fish is in reach, so it is pressed again only while nothing was answered.
  await canvas.focus();
  const gameBalance = fish.getByTestId('balance');
  for (let i = 0; i < 5; i++) {
    const before = (await gameBalance.textContent()) ?? '';
    await expect(async () => {
      if ((await gameBalance.textContent()) === before) await canvas.press('Space');
      await expect(gameBalance).not.toHaveText(before, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
  await fish.getByRole('button', { name: 'History' }).click();
  const panel = fish.getByRole('dialog', { name: 'Round history' });
  await expect(panel.getByRole('row')).toHaveCount(6);
  await expectAccessible(page, 'fish Dragon Reef with its round history');
  const rows = await panel.getByRole('row').all();
  let net = 0;
  for (const row of rows.slice(1)) {
    const cells = await row.getByRole('cell').allTextContents();
    net += money(cells[2]!) - money(cells[1]!);
  }
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(fish.getByTestId('balance')).toHaveText(`₱${((balance + net) / 100).toFixed(2)}`);
  await expect.poll(async () => money((await page.getByTestId('top-balance').textContent()) ?? '')).toBe(balance + net);
  await page.screenshot({ path: `${SHOTS}/dragon-reef-1366.png` });
});
