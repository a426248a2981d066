import type { Page } from '@playwright/test';
import { expect, resizeTo, test, waitForSite } from './support';

/**
 * Layout stability (issue 14, Lighthouse CLS <= 0.05): the banner, the marquee, the jackpot and the game
 * sections hold their space while their data loads, so nothing on screen moves when it arrives. The API
 * answers are held back a little so the placeholders are really on screen first. The figure is the sum of
 * the browser's own layout-shift entries (PerformanceObserver), a correctness check, not a timing one.
 */
const LAYOUT_SHIFT_BUDGET = 0.05;

const watchLayoutShifts = async (page: Page) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (e.hadRecentInput) continue;
        const sources = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : null;
          return el ? `${el.tagName.toLowerCase()}.${el.className}` : '?';
        });
        w.__shifts.push({ value: e.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Slow answers from the API: the page paints its frame first, then the data arrives.
  await page.route(/\/wps\/(relay|system)\//, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
};

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`layout shift (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await resizeTo(page, viewport.width, viewport.height);
      await watchLayoutShifts(page);
    });

    test('the home page does not move while its banner, marquee, jackpot and games load', async ({ page }) => {
      await page.goto('/');
      await waitForSite(page);
      await expect(page.getByTestId('banner').getByRole('img').first()).toBeVisible();
      await expect(page.getByTestId('marquee')).toBeVisible();
      await expect(page.getByTestId('jackpot')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /hot games/i })).toBeVisible();
      await expect(page.locator('.home__claims')).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const all = await shifts(page);
      const total = all.reduce((n, s) => n + s.value, 0);
      expect(total, JSON.stringify(all)).toBeLessThan(LAYOUT_SHIFT_BUDGET);
    });

    for (const path of ['/rng', '/live']) {
      test(`${path} does not move while its banner and game list load`, async ({ page }) => {
        await page.goto(path);
        await waitForSite(page);
        await expect(page.getByTestId('banner').getByRole('img').first()).toBeVisible();
        await expect(page.locator('main li').first()).toBeVisible();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const all = await shifts(page);
        const total = all.reduce((n, s) => n + s.value, 0);
        expect(total, JSON.stringify(all)).toBeLessThan(LAYOUT_SHIFT_BUDGET);
      });
    }

    test('the first banner is sized, fetched first, and preloaded from index.html', async ({ page, request }) => {
      const html = await (await request.get('/')).text();
      const href = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
      expect(href).toMatch(/\?v=[0-9a-f]{12}$/);
      // The server's first paint shows the same image, and the portal asks for the very same URL: one download.
      expect(html).toContain(`<img src="${href}" alt="" width="1920" height="480" fetchpriority="high">`);
      await page.goto('/');
      const first = page.getByTestId('banner').getByRole('img').first();
      await expect(first).toHaveAttribute('src', href!);
      await expect(first).toHaveAttribute('width', '1920');
      await expect(first).toHaveAttribute('height', '480');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
    });
  });
}
