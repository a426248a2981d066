import type { Page } from '@playwright/test';
import { expect, ops, registerMember, resizeTo, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial' });

const SHOTS = 'test-results/portal-gaps-shots';

/** The page at 1366 px and at 375 px, for a person to look at. */
const shots = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await resizeTo(page, 375, 800);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('/elott opens the electronic lottery on /lottery, where a visitor is asked to log in first', async ({ page }) => {
  await page.goto('/elott');
  // The demo brand's electronic lottery is the studio's (PST) fast draws.
  await expect(page).toHaveURL(/\/lottery\?vendor=PST&prizeMode=ELOTT$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Lottery' })).toBeVisible();
  await expect(page.getByText('Log in to play the lottery.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toHaveCount(0);
  await shots(page, 'elott');
});

test("/seamless is the lobby of the brand's seamless-wallet vendors, without the site header", async ({ page }) => {
  await page.goto('/seamless');
  await expect(page.getByRole('heading', { level: 1, name: 'Seamless wallet games' })).toBeVisible();
  // Spec §2: the header is hidden on /seamless; the page has its own way home.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  const slots = page.getByRole('region', { name: 'Slots' });
  // The studio and the seamless simulator play from the main wallet; Pagoda Slots (transfer mode) is not here.
  await expect(slots.getByRole('link')).toHaveText([/Pagoda Studio/, /Demo Slots/]);
  await expect(
    page.getByRole('region', { name: 'Fishing' }).getByRole('link', { name: /Pagoda Fishing/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Pagoda Live/ })).toHaveCount(0);
  await shots(page, 'seamless');
  await slots.getByRole('link', { name: /Pagoda Studio/ }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

test(
  'a popup announcement (PU) shows on entry, sanitised, once per session',
  { tag: '@brand-wide' },
  async ({ page }) => {
    const out = ops(
      'popup',
      'add',
      '--title',
      'Holiday opening hours',
      '--content',
      '<p>Open <strong>all week</strong>.</p><img src=x onerror="window.pwned=1"><script>window.pwned=1</script>',
    );
    const id = /"id":\s*(\d+)/.exec(out)?.[1];
    expect(id, out).toBeTruthy();
    try {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await expect(dialog.getByRole('heading', { name: 'Holiday opening hours' })).toBeVisible();
      await expect(dialog.getByText('all week')).toBeVisible();
      await expect(dialog.locator('img[onerror], script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      await shots(page, 'popup');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      // Once per session: another page and a reload do not bring it back.
      await page.goto('/rng');
      await waitForSite(page);
      await page.reload();
      await waitForSite(page);
      await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
    } finally {
      ops('announcement', 'remove', id!);
    }
  },
);

test('the top bar shows the avatar the server answers, and the catalogue labels the simulator games', async ({
  page,
}) => {
  await registerMember(page, `pg${Date.now().toString(36).slice(-8)}`);
  // Decorative (alt=""), so found by its test id.
  const avatar = page.getByTestId('account-avatar');
  await expect(avatar).toHaveAttribute('src', /\/demo\/avatars\/1\.svg\?v=\w+$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/rng');
  const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(games.first()).toBeVisible();
  // The studio's games lead; each simulator game says it is an integration demo.
  await expect(games.first()).not.toContainText('Integration demo');
  await expect(games.filter({ hasText: 'Golden Dragon' })).toContainText('Integration demo');
  await shots(page, 'rng-demo-labels');
});
