import { expect, test } from './support';

// Issue 14, guest launch: a visitor plays a studio slot for fun (the studio's play balance, no
// platform wallet), and is told clearly when a game has no play for fun.

test('a visitor plays a studio slot for fun, and is offered no play for fun where the vendor has none', async ({
  page,
}) => {
  await page.goto('/rng');
  await page
    .getByRole('radiogroup', { name: 'Game providers' })
    .getByRole('radio', { name: /Pagoda Studio/ })
    .click();
  const grid = page.getByRole('list', { name: 'Games' });
  await expect(grid.getByRole('button', { name: 'Play Lantern Fortune for fun' })).toBeVisible();
  await grid.screenshot({ path: 'test-results/games-shots/guest-tiles-1366.png' });
  await grid.getByRole('button', { name: 'Play Lantern Fortune for fun' }).click();
  await expect(page).toHaveURL(/\/game$/);

  const game = page.frameLocator('iframe');
  await expect(game.getByText('Fun mode')).toBeVisible();
  const balance = game.getByTestId('balance');
  await expect(balance).toHaveText(/FUN\s?2,000\.00/);
  // A spin takes its bet from the play balance (a bonus round may follow, so no wait for the button).
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(balance).not.toHaveText(/FUN\s?2,000\.00/, { timeout: 20_000 });
  await page.screenshot({ path: 'test-results/games-shots/guest-fun-1366.png' });
  // Still a visitor: no balance in the portal's top bar.
  await expect(page.getByTestId('top-balance')).toHaveCount(0);

  // The simulator offers free play to trial accounts only, not a guest mode: its tiles offer no play for fun
  // (the launch call itself refuses with launch.guest.unavailable, see games.api.test.ts).
  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Game name' }).fill('dragon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dragon = page.getByRole('list', { name: 'Games' });
  await expect(dragon.getByRole('button', { name: 'Play Golden Dragon', exact: true })).toBeVisible();
  await expect(dragon.getByRole('button', { name: 'Play Golden Dragon for fun' })).toHaveCount(0);
});
