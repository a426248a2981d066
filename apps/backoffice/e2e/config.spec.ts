import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createOperator, type E2eOperator, expectAccessible, shot, signIn } from './support';

/** The portal and the back office share a loaded machine in CI: give each check room. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(300_000);

/** The portal has drawn its header (its status and brand are loaded). */
const waitForSite = async (portal: Page) => {
  await expect(portal.getByRole('banner').getByRole('navigation')).toBeVisible();
};

/**
 * Brand configuration from the back office, checked on the portal: a module toggle, a registration
 * rule (live preview, then the portal's form) and maintenance, each live without a restart.
 */
test.describe.configure({ mode: 'serial' });

let admin: E2eOperator;
test.beforeAll(() => {
  admin = createOperator('ADMIN');
});

/**
 * The portal's login dialog, opened from the header on a fresh load (FREEPLAY3 gates its "Try free
 * play" button: the trial account a visitor gets without registering). The click is retried while the
 * dialog is not there: on a loaded machine the first one can land before the header is ready, and the
 * dialog itself can take seconds to show.
 */
const openPortalLogin = async (portal: Page) => {
  await portal.goto('/');
  await waitForSite(portal);
  const dialog = portal.getByRole('dialog', { name: 'Log in' });
  const open = portal.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click({ timeout: 5_000 });
    await baseExpect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return dialog;
};

test('FREEPLAY3 off hides the portal free-play button, on brings it back', async ({ page, context }) => {
  const portal = await context.newPage();
  await expect((await openPortalLogin(portal)).getByRole('button', { name: 'Try free play' })).toBeVisible();

  await signIn(page, admin);
  await page.goto('/backoffice/config/toggles');
  const freePlay = page.getByRole('switch', { name: 'FREEPLAY3' });
  await expect(freePlay).toBeChecked();
  await expect(page.getByText('Free play: the "Try free play" button for visitors')).toBeVisible();
  await expectAccessible(page, 'config toggles');
  await shot(page, 'config-toggles');

  await freePlay.click();
  await expect(freePlay).not.toBeChecked();
  await expect(page.getByText('Saved. The portal shows it now.')).toBeVisible();
  const login = await openPortalLogin(portal);
  await expect(login.getByRole('button', { name: 'Try free play' })).toHaveCount(0);

  await freePlay.click();
  await expect(freePlay).toBeChecked();
  await expect((await openPortalLogin(portal)).getByRole('button', { name: 'Try free play' })).toBeVisible();
});

test('a registration rule shows in the live preview, then on the portal register form', async ({ page, context }) => {
  await signIn(page, admin);
  await page.goto('/backoffice/config/registration');
  const preview = page.getByRole('region', { name: "Live preview of the portal's registration form" });
  const username = preview.getByLabel(/^Username/);
  await username.fill('abcdefg');
  await expect(preview.getByText('Passes')).toBeVisible();
  await expectAccessible(page, 'config registration rules');

  await page.getByRole('button', { name: 'Edit the rule of Username' }).click();
  const editor = page.getByRole('region', { name: 'Rule: Username' });
  await editor.getByLabel('Minimum length').fill('8');
  await expect(editor.getByText('The pattern is valid and safe.')).toBeVisible();
  // The draft applies in the preview before it is saved.
  await expect(preview.getByText('Fails: length must be 8–13')).toBeVisible();
  await editor.getByLabel('Pattern', { exact: true }).fill('^(a+)+$');
  await expect(editor.getByText(/The pattern is unsafe/)).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editor.getByLabel('Message shown to members').selectOption('1');
  await expect(editor.getByText('The pattern is valid and safe.')).toBeVisible();
  await expectAccessible(page, 'config registration rule editor');
  await shot(page, 'config-registration');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Username/ })).toContainText('8–13');

  const portal = await context.newPage();
  await portal.goto('/');
  await waitForSite(portal);
  await portal.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = portal.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill('abcdefg');
  await dialog.getByLabel('Password', { exact: true }).fill('abc12345');
  await dialog.getByLabel('Confirm password').fill('abc12345');
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(/8 - 13 characters, starting with a letter/)).toBeVisible();

  // Back to the demo brand's rule.
  await page.getByRole('button', { name: 'Edit the rule of Username' }).click();
  await editor.getByLabel('Minimum length').fill('6');
  await expect(editor.getByText('The pattern is valid and safe.')).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Username/ })).toContainText('6–13');
});

test('maintenance on shows the portal maintenance page with the message; off reopens it', async ({ page, context }) => {
  await signIn(page, admin);
  await page.goto('/backoffice/config/access');
  await expect(page.getByText('Portal open')).toBeVisible();
  await expectAccessible(page, 'config access');
  await page.getByRole('switch', { name: 'Maintenance on' }).check();
  await page.getByLabel('Message for members').fill('Back at noon with faster withdrawals');
  await page.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(page.getByText('Portal closed now')).toBeVisible();
  await shot(page, 'config-access');

  const portal = await context.newPage();
  await portal.goto('/');
  await expect(portal.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(portal.getByText('Back at noon with faster withdrawals')).toBeVisible();

  // The back office keeps working during maintenance.
  await page.getByRole('switch', { name: 'Maintenance on' }).uncheck();
  await page.getByRole('button', { name: 'Save maintenance' }).click();
  await expect(page.getByText('Portal open')).toBeVisible();
  await portal.reload();
  await waitForSite(portal);
  await expect(portal.getByRole('heading', { name: 'System maintenance' })).toHaveCount(0);
});

test('general settings and third-party login pages, light and dark', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/backoffice/config/general');
  await expect(page.getByRole('heading', { name: 'General settings' })).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue(/^[A-Z]{3}$/);
  await expectAccessible(page, 'config general');
  await shot(page, 'config-general');

  await page.goto('/backoffice/config/third-party');
  const google = page.getByRole('region', { name: 'Google' });
  await expect(google.getByText('Secret not set')).toBeVisible();
  await google.getByLabel('Client ID').fill('pagoda-e2e.apps.example');
  await google.getByLabel('Client secret').fill('e2e-secret-value');
  await google.getByRole('button', { name: 'Save' }).click();
  await expect(google.getByText('Secret set', { exact: true })).toBeVisible();
  await expect(google.getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByText('e2e-secret-value')).toHaveCount(0);
  await expectAccessible(page, 'config third-party login');
  await shot(page, 'config-third-party');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.goto('/backoffice/config/toggles');
  await expect(page.getByRole('switch', { name: 'FREEPLAY3' })).toBeVisible();
  await expectAccessible(page, 'config toggles (dark)');
  await shot(page, 'config-toggles-dark');
});
