import { afterConfigChange, expect, ops, shows, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial' });

test('maintenance shows the maintenance page after an ops change, and the site returns', async ({ page }) => {
  ops('maintenance', 'on', '--until', '2030-01-01T10:00:00Z');
  try {
    await afterConfigChange(page, shows.maintenance(true));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByText(/Expected to end at 2030-01-01/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  } finally {
    ops('maintenance', 'off');
  }
  await afterConfigChange(page, shows.maintenance(false));
  await page.getByRole('button', { name: 'Check again' }).click();
  await waitForSite(page);
});

test('a region block shows the block page with the visitor IP', async ({ page }) => {
  ops('block', 'add', 'cidr', '127.0.0.0/8');
  try {
    await afterConfigChange(page, shows.regionBlock(true));
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('Your IP: 127.0.0.1');
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  } finally {
    ops('block', 'remove', 'cidr', '127.0.0.0/8');
  }
  await afterConfigChange(page, shows.regionBlock(false));
  await page.reload();
  await waitForSite(page);
});

test('the status is fetched again when the tab becomes visible', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  ops('maintenance', 'on');
  try {
    await afterConfigChange(page, shows.maintenance(true));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  } finally {
    ops('maintenance', 'off');
  }
});

test('with login-first on, a visitor is sent to /login except on the open paths', async ({ page }) => {
  ops('login-first', 'on');
  try {
    await afterConfigChange(page, shows.loginFirst(true));
    await page.goto('/help');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/helpmc');
    await expect(page).toHaveURL(/\/helpmc$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);
  } finally {
    ops('login-first', 'off');
  }
  await afterConfigChange(page, shows.loginFirst(false));
  await page.goto('/help');
  await expect(page).toHaveURL(/\/help$/);
});

test('a route chunk that fails to load shows the retry screen, and reload recovers', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await page.route(/\/assets\/help-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Notices' }).waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/help');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('chunk-error')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/assets\/help-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'Help center' })).toBeVisible();
});
