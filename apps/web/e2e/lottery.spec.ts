import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, ops, registerMember, test } from './support';

// The lottery (issue 18): the portal's /lottery opens the studio's lottery (vendor PST) full size in the
// game frame. A member buys a lô 2 số and a đề ticket on every number 00–99 of the 1-minute fast draw,
// so both win whatever the draw: 27 lô hits (one per prize) and 1 đề hit (the special prize).
const SHOTS = 'test-results/lottery-shots';
const user = () => `lt${Date.now().toString(36).slice(-7)}`;
/** Minor units of a shown amount ("₱2,700.00" → 270000). */
const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const ALL_NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).join(' ');

/** The seconds left before the cut-off, from the countdown's label ("…: sales close in 00:42"); 0 when closed. */
const secondsLeft = async (game: FrameLocator) => {
  const timer = game.getByRole('timer').first();
  if (!(await timer.isVisible())) return 0;
  const m = /(\d+):(\d+)$/.exec((await timer.getAttribute('aria-label')) ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
};

/** A shown figure of a definition list: the definition after its term. */
const figure = (list: Locator, term: string) =>
  list
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Types every number 00–99 for a bet type, checks the slip and buys; the cost shown on the slip. */
const buyAllNumbers = async (game: FrameLocator, betType: string) => {
  await game.getByRole('group', { name: 'Bet types' }).getByRole('button', { name: betType, exact: true }).click();
  await game.getByLabel('Type numbers').fill(ALL_NUMBERS);
  await game.getByRole('button', { name: 'Add', exact: true }).click();
  const slip = game.getByRole('complementary', { name: `Bet slip · ${betType}` });
  await expect(slip.getByRole('list', { name: 'Numbers' }).getByRole('listitem')).toHaveCount(100);
  await expect(figure(slip, 'Lines')).toHaveText('100');
  const cost = money(await figure(slip, 'Total cost').textContent());
  const winPerHit = money(await figure(slip, 'Win per hit').textContent());
  const before = money(await game.getByTestId('balance').textContent());
  await slip.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(slip.getByText(/^Ticket bought for draw \d{8}-\d{4}\.$/)).toBeVisible();
  // The top bar's balance moves by exactly the cost shown.
  await expect.poll(async () => money(await game.getByTestId('balance').textContent())).toBe(before - cost);
  return { cost, winPerHit };
};

const openLottery = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lottery', exact: true }).click();
  await expect(page).toHaveURL(/\/lottery\?vendor=PST$/);
  // The site header is hidden; the page has its own way home.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  const game = page.frameLocator('iframe[title="Lottery"]');
  await expect(game.getByRole('heading', { level: 2, name: 'Fast draws (siêu tốc)' })).toBeVisible({
    timeout: 20_000,
  });
  return game;
};

test('a member opens the lottery from the Lottery tab, buys lô and đề on 00–99 of a fast draw, and wins', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '5000', '--remark', 'e2e lottery money');
  await expect(page.getByTestId('top-balance')).toHaveText('Balance: P 5,000.00');

  const game = await openLottery(page);
  // The lobby: every group, each card with its countdown and last special prize; the simulated regional
  // results are not official.
  await expect(game.getByRole('heading', { level: 2, name: 'Northern (Miền Bắc)' })).toBeVisible();
  await expect(game.getByRole('heading', { level: 2, name: 'Lucky 5D' })).toBeVisible();
  await game.getByRole('button', { name: 'Bet on Fast 1 minute', exact: true }).click();
  await expect(game.getByRole('heading', { level: 2, name: 'Fast 1 minute' })).toBeVisible();
  const start = money(await game.getByTestId('balance').textContent());
  expect(start).toBe(500_000);

  // Both tickets must be bought before the cut-off: start with at least 25 s of sales left.
  await expect.poll(() => secondsLeft(game), { timeout: 70_000, intervals: [1_000] }).toBeGreaterThanOrEqual(25);
  const numero = /Draw (\d{8}-\d{4})/.exec(
    (await game
      .getByText(/^Draw \d{8}-\d{4}/)
      .first()
      .textContent()) ?? '',
  )![1]!;
  const lo = await buyAllNumbers(game, 'Lô 2 số');
  const de = await buyAllNumbers(game, 'Đề');
  // 100 numbers × 27 prizes covered × 1 point × 1.00, and 100 × 1 × 1.00.
  expect([lo.cost, de.cost]).toEqual([270_000, 10_000]);
  const afterBuy = start - lo.cost - de.cost;
  await expect(game.getByTestId('balance')).toHaveText(/2,200\.00/);
  await page.screenshot({ path: `${SHOTS}/betting-after-buy-1366.png` });

  // The draw (every minute), its settlement and the wins: 27 lô hits and 1 đề hit.
  const won = afterBuy + 27 * lo.winPerHit + de.winPerHit;
  await expect
    .poll(async () => money(await game.getByTestId('balance').textContent()), { timeout: 90_000, intervals: [2_000] })
    .toBe(won);

  // The result of that draw, with the house's proof.
  const nav = game.getByRole('navigation', { name: 'Lottery' });
  await nav.getByRole('button', { name: 'Results', exact: true }).click();
  await game
    .getByRole('navigation', { name: 'Draws' })
    .getByRole('button', { name: new RegExp(`Draw ${numero}`) })
    .click();
  const table = game.getByRole('table', { name: `Results of Fast 1 minute, draw ${numero}` });
  await expect(table.getByRole('rowheader', { name: /Special prize/ })).toBeVisible();
  await expect(game.getByText(/Provably fair house draw/)).toBeVisible();

  // My bets: both tickets won, with their numbers and hits.
  await nav.getByRole('button', { name: 'My bets', exact: true }).click();
  await game.getByRole('group', { name: 'Ticket status' }).getByRole('button', { name: 'Won', exact: true }).click();
  const tickets = game.getByRole('listitem').filter({ hasText: `Draw ${numero}` });
  await expect(tickets).toHaveCount(2);
  const loTicket = tickets.filter({ hasText: 'Lô 2 số' });
  const deTicket = tickets.filter({ hasText: 'Đề' });
  await expect(figure(loTicket, 'Hits')).toHaveText('27');
  await expect(figure(deTicket, 'Hits')).toHaveText('1');
  await expect(figure(loTicket, 'Cost')).toHaveText(/2,700\.00/);
  expect(money(await figure(loTicket, 'Win').textContent())).toBe(27 * lo.winPerHit);
  expect(money(await figure(deTicket, 'Win').textContent())).toBe(de.winPerHit);
  await expect(loTicket.getByText(/^00( \(hit\))?$/)).toBeVisible();
  await expect(loTicket.getByText(/^99( \(hit\))?$/)).toBeVisible();
  // Hits are marked for screen readers too: the đề ticket's one number (the special prize's ending).
  await expect(deTicket.getByText('(hit)')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/my-bets-won-1366.png` });
  await expectAccessible(page, 'lottery: my bets with won tickets');

  // A game named in the address opens on its betting view, on the bet type asked for.
  await page.goto('/lottery?vendor=PST&gameCode=ELOTT5&playType=de');
  const direct = page.frameLocator('iframe[title="Lottery"]');
  await expect(direct.getByRole('heading', { level: 2, name: 'Fast 5 minutes' })).toBeVisible({ timeout: 20_000 });
  await expect(
    direct.getByRole('group', { name: 'Bet types' }).getByRole('button', { name: 'Đề', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Back on the portal, the main balance shows the same money.
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect.poll(async () => money(await page.getByTestId('top-balance').textContent())).toBe(won);
});
