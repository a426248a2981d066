import { expect, test, waitForSite } from './support';

const shots = 'test-results/screenshots';

test.describe('home as a visitor sees it', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['EN', 'TH'] as const) {
      test(`home in ${lang}, ${theme} theme`, async ({ page }) => {
        await page.addInitScript(
          ({ t, l }) => {
            localStorage.setItem('theme', t);
            localStorage.setItem('lang', l);
            localStorage.setItem('hisLang', l);
          },
          { t: theme, l: lang },
        );
        await page.goto('/');
        await waitForSite(page);
        await expect(page.getByTestId('banner').locator('img').first()).toBeVisible();
        await expect(page.getByTestId('marquee')).toBeVisible();
        await expect(page.getByTestId('jackpot')).toBeVisible();
        await page.screenshot({ path: `${shots}/home-${lang.toLowerCase()}-${theme}.png`, fullPage: true });
      });
    }
  }

  test('home at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForSite(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/home-375.png`, fullPage: true });
  });

  test('the notice modal is keyboard accessible', async ({ page }) => {
    await page.goto('/noticePage');
    await waitForSite(page);
    await page.goto('/');
    const marquee = page.getByTestId('marquee');
    await marquee.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
