import type { Page } from '@playwright/test';
import { expect, registerMember, resizeTo, test } from './support';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/games-shots';
let n = 0;
const uniqueUser = () => `g${Date.now().toString(36).slice(-7)}${n++}`;

const register = (page: Page, username: string) => registerMember(page, username);

/** The page at 1366 px and at 375 px, for a person to look at (test-results/games-shots). */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
};

const gameList = (page: Page) => page.getByRole('list', { name: 'Games' });
const cards = (page: Page) => gameList(page).getByRole('listitem');

test('the slots list: vendors, one page of studio games then integration demos, search and filters, tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const vendors = page.getByRole('radiogroup', { name: 'Game providers' });
  // The studio (registered from its manifest) first, then the two simulators' integration demos.
  await expect(vendors.getByRole('radio')).toHaveText(['All', 'HOTPagoda Studio', 'Demo Slots', 'Pagoda Slots']);
  await expect(vendors.getByRole('radio', { name: /All/ })).toHaveAttribute('aria-checked', 'true');
  // Visitors see no favourites tab.
  await expect(page.getByRole('tab')).toHaveText(['All games', 'Hot', 'Recent']);

  // The studio's slots lead, then a handful of integration demos (SIM and PGS): one page, then "no more"
  // (paging by 24 and loading more are list-state.test.ts's).
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).first()).not.toContainText('Integration demo');
  await expect(cards(page).last()).toContainText('Integration demo');
  await expect(page.getByText('No more games')).toBeVisible();
  await shots(page, 'rng-list');

  // Search by name reloads the list.
  // Lucky Sevens (studio), Lucky Tiger, Lucky Koi (SIM) and Lucky Lantern (PGS).
  await page.getByRole('searchbox', { name: 'Game name' }).fill('lucky');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(gameList(page).getByRole('button', { name: 'Play Lucky Koi', exact: true })).toBeVisible();

  // Classification and min bet narrow the list further.
  await page.getByLabel('Type').selectOption({ label: 'Arcade games' });
  await expect(cards(page)).toHaveCount(2);
  await page.getByLabel('Type').selectOption({ label: 'All' });
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Game name' }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Min bet').selectOption('0.05');
  await expect(cards(page).first()).toBeVisible();
  for (const meta of await gameList(page).locator('.game-card__meta').allTextContents())
    expect(meta).toContain('min 0.05');
  // The bingo classification shows because the demo brand offers TY.
  await expect(page.getByLabel('Type').locator('option')).toHaveText([
    'All',
    'Jackpot',
    'Table games',
    'Arcade games',
    'Bingo',
  ]);

  // Switching list type clears the filters and the list.
  await page.getByRole('tab', { name: 'Hot' }).click();
  await expect(page.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Min bet')).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  await expect(gameList(page).locator('.hot-badge')).toHaveCount(await cards(page).count());
  await page.getByRole('tab', { name: 'All games' }).click();
  await expect(page.getByLabel('Min bet')).toHaveValue('all');
  await expect(cards(page)).toHaveCount(9);

  // Changing vendor goes back to the whole list of that vendor.
  await vendors.getByRole('radio', { name: /Pagoda Slots/ }).click();
  await expect(page).toHaveURL(/vassalage=PGS/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('No more games')).toBeVisible();

  // A visitor starting a game gets the login popup.
  await gameList(page).getByRole('button', { name: 'Play Golden Lantern', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('favourites: star a game, find it under Favourites, unstar it there', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await register(page, uniqueUser());
  await page.goto('/fish');
  await expect(page.getByRole('tab')).toHaveText(['All games', 'Hot', 'Favourites', 'Recent']);
  // The studio's Dragon Reef and the fishing simulator's two integration demos.
  await expect(cards(page)).toHaveCount(3);
  const star = gameList(page).getByRole('button', { name: 'Add Golden Shark to favourites' });
  await star.click();
  const unstar = gameList(page).getByRole('button', { name: 'Remove Golden Shark from favourites' });
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(gameList(page).getByRole('button', { name: 'Play Golden Shark', exact: true })).toBeVisible();
  await shots(page, 'fish-favourites');
  await unstar.click();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No games here yet.')).toBeVisible();
  // Reloaded from the server, the favourite is gone.
  await page.reload();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByText('No games here yet.')).toBeVisible();
});

test('home: hot games by type; a lottery-type game opens /lottery with vendor and game', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await register(page, uniqueUser());
  await page.goto('/');
  const hot = page.getByRole('region', { name: 'Hot games' });
  // The studio's games, its lottery among them; the simulators' integration demos are never hot.
  await expect(hot.getByRole('heading', { level: 3 })).toHaveText([
    'E-Lottery',
    'Lottery',
    'Live Casino',
    'Fishing',
    'Slots',
  ]);
  await expect(hot).not.toContainText('Integration demo');
  await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
  await shots(page, 'home');
  await hot.getByRole('button', { name: 'Play Xổ số Miền Bắc', exact: true }).click();
  await expect(page).toHaveURL(/\/lottery\?vendor=PST&gameCode=XSMB$/);
});

test('live page and betting record render at both widths', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await register(page, uniqueUser());
  await page.goto('/live');
  // The studio's five tables and the live simulator's two integration demos.
  await expect(cards(page)).toHaveCount(7);
  await page.getByRole('tab', { name: 'Baccarat' }).click();
  await expect(cards(page)).toHaveCount(2);
  await shots(page, 'live');
  await page.goto('/pvp');
  await expect(cards(page)).toHaveCount(2);
  await shots(page, 'pvp');
  await page.getByTestId('account-bar').getByRole('button', { name: 'Security centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation').getByRole('button', { name: 'Betting record', exact: true }).click();
  await expect(centre.getByText('No bets in this period.')).toBeVisible();
  await expect(centre.getByLabel('Game category')).toBeVisible();
  await centre.getByLabel('Game category').selectOption({ label: 'Slots' });
  await expect(centre.getByLabel('Provider').locator('option')).toHaveText([
    'All providers',
    'Pagoda Studio',
    'Demo Slots',
    'Pagoda Slots',
  ]);
  await shots(page, 'betting-record');
});
