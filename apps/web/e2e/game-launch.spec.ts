import { expect, ops, registerMember, test } from './support';

test('a simulator slot: launch into the game frame, spin, balance moves by win − bet, round in the betting record', async ({
  page,
}) => {
  const username = `sp${Date.now().toString(36).slice(-7)}`;
  await registerMember(page, username);

  ops('credit', username, '100', '--remark', 'e2e play money');
  const top = page.getByTestId('top-balance');
  await expect(top).toHaveText('Balance: P 100.00');

  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Game name' }).fill('dragon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: 'Play Golden Dragon', exact: true })
    .click();
  await expect(page).toHaveURL(/\/game$/);

  // The simulator is a vendor: its page in the iframe talks to the platform only through the signed wallet API.
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await expect(game.getByRole('status')).toHaveText('Real money');
  await game.getByLabel('Bet').selectOption('5.00');
  await spin.click();
  await expect(game.getByRole('status')).toHaveText(/^(You win \d+\.\d{2}!|No win)$/);
  const status = (await game.getByRole('status').textContent()) ?? '';
  const win = Number(/You win (\d+\.\d{2})/.exec(status)?.[1] ?? '0');
  const expected = (100 - 5 + win).toFixed(2);
  await expect(top).toHaveText(`Balance: P ${Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await page.screenshot({ path: 'test-results/games-shots/game-frame-1366.png' });

  await page.getByTestId('account-bar').getByRole('button', { name: 'Security centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation').getByRole('button', { name: 'Betting record', exact: true }).click();
  await expect(centre.getByRole('row', { name: /Golden Dragon.*5\.00/ })).toBeVisible();
});

test('a transfer-mode vendor: money transferred into its wallet, a lantern slot played from it, both sides equal', async ({
  page,
}) => {
  const username = `tp${Date.now().toString(36).slice(-7)}`;
  await registerMember(page, username);
  ops('credit', username, '100', '--remark', 'e2e play money');
  const top = page.getByTestId('top-balance');
  await expect(top).toHaveText('Balance: P 100.00');

  // Pagoda Slots keeps its players' money in its own wallet: transfer some in first.
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation').getByRole('button', { name: 'My wallet', exact: true }).click();
  const wallet = centre.getByRole('region', { name: 'My wallet', exact: true });
  await wallet.getByLabel('To wallet').selectOption({ label: 'Pagoda Slots' });
  await wallet.getByLabel('Amount').fill('20');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByText('P 20.00 transferred.')).toBeVisible();
  await expect(wallet.getByTestId('wallet-102')).toHaveText('P 20.00');
  await page.keyboard.press('Escape');

  await page.goto('/rng?vassalage=PGS');
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: 'Play Golden Lantern', exact: true })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await expect(game.getByRole('definition').first()).toHaveText('PHP 20.00');
  await game.getByLabel('Bet').selectOption('5.00');
  await spin.click();
  await expect(game.getByRole('status')).toHaveText(/^(You win \d+\.\d{2}!|No win)$/);
  const status = (await game.getByRole('status').textContent()) ?? '';
  const win = Number(/You win (\d+\.\d{2})/.exec(status)?.[1] ?? '0');
  const inGame = (20 - 5 + win).toFixed(2);
  await expect(game.getByRole('definition').first()).toHaveText(`PHP ${inGame}`);
  // The top bar sums every wallet; the platform's Pagoda Slots wallet follows the vendor's.
  await expect(top).toHaveText(
    `Balance: P ${Number((100 - 5 + win).toFixed(2)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await page.screenshot({ path: 'test-results/games-shots/transfer-game-frame-1366.png' });
});
