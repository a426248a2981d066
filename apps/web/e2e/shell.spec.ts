import { expect, test, waitForSite } from './support';

const ROUTES = [
  '/',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/login',
  '/noticePage',
  '/pointMall',
  '/sports',
  '/esports',
  '/lottery',
  '/rng',
  '/fish',
  '/pvp',
  '/RNG',
  '/live',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/fbsports',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  '/download',
];

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route} renders without console errors`, async ({ page, consoleErrors }) => {
      await page.goto(route);
      await expect(page.locator('#main')).toBeVisible();
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the header is absent on /lottery, /seamless and /helpmc', async ({ page }) => {
    for (const route of ['/lottery', '/seamless', '/helpmc']) {
      await page.goto(route);
      await expect(page.locator('#main')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
    await page.goto('/help');
    await waitForSite(page);
  });
});

test.describe('home', () => {
  test('banner autoplays every 5 s and its dots select a slide', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('banner');
    await expect(banner).toBeVisible();
    const dots = banner.getByRole('button', { name: /Show slide/ });
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 600);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 7_000 });
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('a marquee title opens the notice modal at its index and page', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByTestId('marquee');
    await marquee.hover();
    const titles = marquee.getByRole('button');
    expect(await titles.count()).toBeGreaterThanOrEqual(12);
    const eleventh = (await titles.nth(10).textContent()) ?? '';
    await titles.nth(10).dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(
      dialog.getByRole('button', { name: new RegExp(eleventh.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('heading', { name: eleventh })).toBeVisible();
    await dialog.getByRole('button', { name: 'Page 1' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(9);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the jackpot rises by 165.11 every 3 s', async ({ page }) => {
    await page.goto('/');
    const value = page.getByTestId('jackpot').getByRole('img');
    // Whole cents, so the step check is exact.
    const read = async () => Number(((await value.getAttribute('aria-label')) ?? '').replace(/[^\d]/g, ''));
    const first = await read();
    await expect.poll(read, { timeout: 7_000 }).toBeGreaterThan(first);
    expect(((await read()) - first) % 16_511).toBe(0);
  });
});

test.describe('preferences', () => {
  test('a language switch persists across reload', async ({ page }) => {
    await page.goto('/');
    await waitForSite(page);
    await page.getByLabel('Language').selectOption('CN');
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
      'CN',
      'CN',
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the theme persists across reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
