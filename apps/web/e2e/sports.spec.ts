import type { Page } from '@playwright/test';
import { expect, resizeTo, test, waitForSite } from './support';

const SHOTS = 'test-results/games-shots';

/** The page at 1366 px and at 375 px, for a person to look at (test-results/games-shots). */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
};

// The demo brand offers no sports or e-sports vendor: its visitors see the empty state.
const SCREENS = [
  { path: '/sports', title: 'Sports', empty: 'No sportsbook here yet', body: /does not offer sports betting/ },
  { path: '/esports', title: 'Esports', empty: 'No esports book here yet', body: /does not offer esports betting/ },
] as const;

for (const s of SCREENS) {
  test(`${s.path}: the sports screen with its banner and the empty state, at 1366 and 375 px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(s.path);
    await waitForSite(page);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    // The page's banner group (w_sports / w_esports) shows above it.
    await expect(page.getByTestId('banner')).toBeVisible();
    const empty = page.getByRole('region', { name: s.empty });
    await expect(empty).toBeVisible();
    await expect(empty.getByText(s.body)).toBeVisible();
    await expect(empty.locator('svg')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sportsbooks' })).toHaveCount(0);
    // No sports category in the navigation either (only categories that have a vendor show).
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: s.title, exact: true }),
    ).toHaveCount(0);
    await shots(page, s.path.slice(1));

    // At 375 px the empty state fits the screen and its way out still works.
    const box = await empty.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await empty.getByRole('link', { name: 'Go to the live casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
