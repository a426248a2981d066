import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, ops, registerMember, resizeTo, test } from './support';

// /pvp lists the PvP rooms with their live seats (GLS2_roomList, merged from the studio's
// roomsUrl) and joins one through the ordinary start-game flow into the game frame.
const studioPort = Number(process.env.E2E_STUDIO_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);
const STUDIO = `http://127.0.0.1:${studioPort}`;
const STAKES = ['1.00', '5.00', '20.00'];
const STATUSES = /^(Full · )?(Waiting for players|Betting|Revealing hands|Settling)$/;
const user = () => `pv${Date.now().toString(36).slice(-7)}`;

const rooms = (page: Page) => page.getByRole('list', { name: 'Rooms' });
const roomCard = (page: Page, stake: string) =>
  rooms(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: `Niu Niu ${stake}` }) });

/** A room card with live figures: stake, "taken / seats", one dot per seat, a status. */
const expectLiveRoom = async (card: Locator, stake: string) => {
  await expect(card).toContainText(`Stake ${stake}`);
  const seats = card.getByRole('img', { name: /^\d+ of \d+ seats taken$/ });
  await expect(seats).toBeVisible();
  const [, taken, total] = /^(\d+) of (\d+)/.exec((await seats.getAttribute('aria-label')) ?? '') ?? [];
  expect(Number(total)).toBeGreaterThanOrEqual(2);
  await expect(card.locator('.room-seats__count')).toHaveText(`${taken} / ${total}`);
  await expect(card.locator('.seat-dot')).toHaveCount(Number(total));
  await expect(card.locator('.seat-dot--free')).toHaveCount(Number(total) - Number(taken));
  await expect(card.locator('.room-card__status')).toHaveText(STATUSES);
};

const shots = async (page: Page, info: TestInfo, name: string) => {
  await page.screenshot({ path: info.outputPath(`${name}-1366.png`), fullPage: true });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('/pvp shows the studio’s three rooms with their seats; Join launches the room into the game frame', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/pvp');
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms' })).toBeVisible();
  for (const stake of STAKES) await expectLiveRoom(roomCard(page, stake), stake);

  // The studio alone: its three rooms stand instead of an empty game grid.
  await page
    .getByRole('radiogroup', { name: 'Game providers' })
    .getByRole('radio', { name: /Pagoda Studio/ })
    .click();
  await expect(page).toHaveURL(/vassalage=PST/);
  await expect(rooms(page).getByRole('listitem')).toHaveCount(3);
  await expect(rooms(page).getByRole('heading', { level: 3 })).toHaveText(STAKES.map((s) => `Niu Niu ${s}`));
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('No games here yet.')).toBeHidden();
  await shots(page, info, 'pvp-rooms');

  // The figures are polled: the page asks again within a few seconds while it is shown.
  const again = page.waitForResponse((r) => r.url().includes('/wps/relay/GLS2_roomList'), { timeout: 8_000 });
  expect((await again).status()).toBe(200);

  // A visitor is asked to log in first.
  await roomCard(page, '1.00').getByRole('button', { name: 'Join Niu Niu 1.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  // A member with money joins: the studio's room page opens in the game frame.
  const username = user();
  await registerMember(page, username);
  ops('credit', username, '50', '--remark', 'e2e pvp money');
  await page.goto('/pvp?vassalage=PST');
  await expectLiveRoom(roomCard(page, '5.00'), '5.00');
  await roomCard(page, '5.00').getByRole('button', { name: 'Join Niu Niu 5.00' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.getByTitle('Niu Niu 5.00');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${STUDIO}/play\\?.*game=niuniu-5`));
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith(`${STUDIO}/play`) && f.url().includes('game=niuniu-5')))
    .toBe(true);
});
