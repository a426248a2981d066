import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, ops, registerMember, test } from './support';

// Two members in two browser contexts sit at the same Niu Niu room of the studio and play a hand
// against each other; the money moves through the platform and both see the same result.
const SHOTS = 'test-results/studio-shots';
const user = () => `pv${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

const member = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '100', '--remark', 'e2e pvp money');
  await expect(page.getByTestId('top-balance')).toHaveText('Balance: P 100.00');
  return { context, page, username };
};

const joinRoom = async (page: Page) => {
  await page.goto('/pvp');
  await page.getByRole('list', { name: 'Rooms' }).getByRole('button', { name: 'Join Niu Niu 1.00' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const room = page.frameLocator('iframe');
  await room.getByRole('button', { name: 'Sit down' }).click();
  return room;
};

test('two members play the same PvP room in two browsers: one hand, one result, money conserved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await member(browser);
  const b = await member(browser);
  const roomA = await joinRoom(a.page);
  const roomB = await joinRoom(b.page);

  // Both play their turn whenever it comes (the banker does not bet), until the hand has a result:
  // each waits for its turn (an enabled Bet or Reveal) or for a second hand, which means the first
  // one was settled, and after an action waits for the turn to pass.
  const play = async (room: ReturnType<Page['frameLocator']>) => {
    const settled = room.getByText(/^Hand #[2-9]/).first();
    const bet = room.getByRole('button', { name: /^Bet 1 times the stake/, disabled: false });
    const reveal = room.getByRole('button', { name: 'Reveal', exact: true, disabled: false });
    for (;;) {
      await settled.or(bet).or(reveal).first().waitFor({ timeout: 90_000 });
      if (await settled.isVisible()) return;
      for (const action of [bet, reveal]) {
        if (!(await action.isVisible())) continue;
        await action.click();
        await expect(action).toBeHidden({ timeout: 30_000 });
      }
    }
  };
  await Promise.all([play(roomA), play(roomB)]);
  await a.page.screenshot({ path: `${SHOTS}/niuniu-a-1280.png` });
  await expectAccessible(a.page, 'PvP room Niu Niu after a hand');
  await b.page.screenshot({ path: `${SHOTS}/niuniu-b-1280.png` });

  // Both leave; once every stake held for a hand is paid back, one has won what the other lost,
  // less the house's rake (5% of a win): the platform balances add up to at most 200 and over 190.
  await roomA.getByRole('button', { name: 'Leave table' }).click();
  await roomB.getByRole('button', { name: 'Leave table' }).click();
  const money = async (page: Page) =>
    Number(((await page.getByTestId('top-balance').textContent()) ?? '').replace(/[^0-9.]/g, ''));
  await expect
    .poll(async () => (await money(a.page)) + (await money(b.page)), { timeout: 60_000 })
    .toBeGreaterThan(190);
  expect((await money(a.page)) + (await money(b.page))).toBeLessThanOrEqual(200);
  await a.context.close();
  await b.context.close();
});
