import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible, seriousViolations } from './axe';
import { expect, ops, registerMember, test } from './support';

// axe on every portal route and every member-centre page. The deposit and withdrawal steps and the
// studio's game pages are scanned where their own specs walk through them (wallet, studio, live, pvp).

// Scanned with reduced motion: the marquee, jackpot and banner stop, so axe (colour contrast above all)
// is not re-measuring moving elements; that takes several times longer and finds nothing more.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Every path of the portal's route table, read from the source so that a new route is scanned too. */
const routePaths = () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../src/app/route-table.tsx'), 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map(([, p]) =>
    // The bare game-type path and the catch-all, with a value each.
    p === '/:games' ? '/SLOT' : p === '*' ? '/no-such-page' : p!,
  );
};
/** Paths that render the same page as another one in the table. */
const ALIASES = new Set(['/index.html', '/home', '/register.html']);

/** The route has rendered: its main region is there and nothing in it is still loading. */
const settled = async (page: Page) => {
  await expect(page.locator('#root main, #root [role="main"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .splash__spinner')).toHaveCount(0);
};

// The scans below pass only if the scanner reports what it should: a nameless button in the page and an
// image without a text alternative inside a frame of another origin (the studio's games open in such frames).
test('the axe scan reports a serious violation in the page and in a cross-origin frame', async ({ page, baseURL }) => {
  // The studio's origin (the portal's frame policy allows it); the frame's page is answered here.
  const portal = new URL(baseURL!);
  const frameUrl = `http://${portal.hostname}:${process.env.E2E_STUDIO_PORT ?? Number(portal.port) + 1}/axe-probe.html`;
  await page.route(frameUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<html lang="en"><title>g</title><img src="x.png"></html>' }),
  );
  await page.goto('/');
  await page.evaluate((src) => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<button id="nameless"></button><iframe title="game" src="${src}"></iframe>`,
    );
  }, frameUrl);
  await expect(page.frameLocator('iframe[title="game"]').locator('img')).toHaveCount(1);
  const found = await seriousViolations(page);
  expect(found.some((v) => v.startsWith('button-name:') && v.includes('#nameless'))).toBe(true);
  expect(found.some((v) => v.startsWith('image-alt:') && v.includes('iframe'))).toBe(true);
});

test('axe: every portal route as a visitor sees it, light theme', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = routePaths().filter((p) => !ALIASES.has(p));
  expect(paths.length).toBeGreaterThan(20);
  for (const [i, p] of paths.entries()) {
    await page.goto(p);
    await settled(page);
    // The header, side bar and footer are the same on every route: after the first one, a route is scanned
    // whole only when it opens a dialog (/login, /register), otherwise its main region alone.
    const whole = i === 0 || (await page.getByRole('dialog').count()) > 0;
    await expectAccessible(page, p, whole ? undefined : '#main');
  }
});

test('axe: a member’s portal and every member-centre page, dark theme', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Registered from an address of its own, so the per-IP registration limit (10 a minute) stays with the specs after.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.240' });
  await registerMember(page, `ax${Date.now().toString(36).slice(-7)}`);
  for (const p of ['/', '/rng', '/pvp', '/live', '/help']) {
    await page.goto(p);
    await settled(page);
    await expectAccessible(page, `${p} (member, dark)`, p === '/' ? undefined : '#main');
  }
  await page.getByTestId('account-bar').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { level: 2, name: 'Deposit', exact: true })).toBeVisible();
  const entries = await centre.getByRole('navigation').getByRole('button').allTextContents();
  expect(entries).toHaveLength(13);
  for (const entry of entries) {
    await centre.getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
    await expect(centre.getByRole('heading', { level: 2, name: entry, exact: true })).toBeVisible();
    await settled(page);
    await expectAccessible(page, `member centre: ${entry} (dark)`, '.mc-panel');
  }
});

test('axe: the lottery’s lobby, betting view, results and my bets in the game frame, light and dark', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.241' });
  const username = `al${Date.now().toString(36).slice(-7)}`;
  await registerMember(page, username);
  // A real-money launch needs money in the main wallet.
  ops('credit', username, '10', '--remark', 'e2e lottery a11y');
  for (const theme of ['light', 'dark'] as const) {
    // The portal keeps its theme in local storage; the studio's pages follow the system's colour scheme.
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/lottery');
    const game = page.frameLocator('iframe[title="Lottery"]');
    const nav = game.getByRole('navigation', { name: 'Lottery' });
    await expect(game.getByRole('heading', { level: 2, name: 'Fast draws (siêu tốc)' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(game.getByRole('timer').first()).toBeVisible();
    await expectAccessible(page, `lottery lobby (${theme})`);
    await page.screenshot({ path: `test-results/lottery-shots/lobby-${theme}-1366.png` });

    await game.getByRole('button', { name: 'Bet on Fast 1 minute', exact: true }).click();
    await expect(game.getByRole('group', { name: 'Number grid' }).getByRole('button')).toHaveCount(100);
    await game.getByRole('group', { name: 'Number grid' }).getByRole('button', { name: '27', exact: true }).click();
    await expectAccessible(page, `lottery betting view (${theme})`);
    await page.screenshot({ path: `test-results/lottery-shots/betting-${theme}-1366.png` });

    await nav.getByRole('button', { name: 'Results', exact: true }).click();
    // The 1-minute game draws every minute from the studio's start.
    await expect(game.getByRole('table')).toBeVisible({ timeout: 70_000 });
    await expectAccessible(page, `lottery results (${theme})`);
    await page.screenshot({ path: `test-results/lottery-shots/results-${theme}-1366.png` });

    await nav.getByRole('button', { name: 'My bets', exact: true }).click();
    await expect(game.getByText('No tickets here yet.')).toBeVisible();
    await expectAccessible(page, `lottery my bets (${theme})`);
    await page.screenshot({ path: `test-results/lottery-shots/my-bets-${theme}-1366.png` });
  }
});
