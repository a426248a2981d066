import { expect, test } from '@playwright/test';
import { createOperator, expectAccessible, shot, signIn, tokenOf } from './support';

// Each test signs in (a CLI process for the operator, argon2 on the server) and runs axe: minutes on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an admin enrols TOTP at the first sign-in and gets the layout, in both themes', async ({ page }) => {
  const admin = createOperator('ADMIN');
  await page.goto('/backoffice/');
  // No session: the sign-in page, under /backoffice/ (the app's own route, served by the platform).
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await shot(page, 'frame-sign-in');

  await signIn(page, admin, async () => {
    await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
    await expectAccessible(page, 'enrolment');
    await shot(page, 'frame-enrol');
  });
  // /backoffice/ sends the operator to the first page their role opens.
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(page.getByRole('banner').getByText(admin.username)).toBeVisible();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('ADMIN', { exact: true })).toBeVisible();
  await expectAccessible(page, 'layout (light)');
  await shot(page, 'frame-layout-light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'layout (dark)');
  await shot(page, 'frame-layout-dark');
  // The theme is kept across a reload, and so is the session (sessionStorage, this tab).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the language switch changes the text to 中文 and back, and is kept', async ({ page }) => {
  const admin = createOperator('ADMIN');
  await signIn(page, admin);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '我的账户' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await page.getByRole('combobox', { name: '语言' }).selectOption('vi');
  await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('the menu follows the permissions; a CONTENT operator sees no money and the API refuses it', async ({
  page,
  request,
}) => {
  const content = createOperator('CONTENT');
  await signIn(page, content);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(menu.locator('[data-group="money"]')).toHaveCount(0);
  await expect(menu.getByRole('heading', { name: 'Money' })).toHaveCount(0);
  // The server refuses what the menu hides: payment data is not for CONTENT.
  const token = await tokenOf(page);
  const res = await request.get('/wps/operator/v1/deposits', { headers: { 'x-operator-token': token } });
  expect(res.status()).toBe(403);
  expect((await res.json()).errorCode).toBe('forbidden');
  // An address the role does not open shows "no access" or "not found", never the page.
  await page.goto('/backoffice/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible();
});

test('a FINANCE operator sees the money group', async ({ page }) => {
  const finance = createOperator('FINANCE');
  await signIn(page, finance);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('heading', { name: 'Money' }),
  ).toBeVisible();
});

test('sign-out ends the session; an ended session returns to sign-in with a notice', async ({ page }) => {
  const support = createOperator('SUPPORT');
  await signIn(page, support);
  const token = await tokenOf(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // The token is dead on the server, not only forgotten by the page.
  const res = await page.request.get('/wps/operator/v1/me', { headers: { 'x-operator-token': token } });
  expect(res.status()).toBe(401);
  await page.goto('/backoffice/account');
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);

  // A session that ended elsewhere (idle, revoked): the next call answers 401 and the page says so.
  await page.evaluate((t) => sessionStorage.setItem('bo.token', t), token);
  await page.goto('/backoffice/account');
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/sign-in$/);
});
