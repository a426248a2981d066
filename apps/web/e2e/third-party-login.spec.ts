import type { Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterConfigChange, expect, ops, shows, test, waitForSite } from './support';

test.describe.configure({ mode: 'serial' });

const CAPTCHA = process.env.E2E_CAPTCHA ?? 'K7QX';
let n = 0;
const uniqueUser = (prefix = 'tp') => `${prefix}${Date.now().toString(36).slice(-6)}${n++}`;

/** A real OpenID Connect provider on loopback, standing in for Google; `next` is who signs in. */
const idp = new OAuth2Server();
let next: Record<string, unknown> = {};

test.beforeAll(async () => {
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.issuer.url = `http://127.0.0.1:${idp.address().port}`;
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, next);
  });
  // The demo brand's Google client points at it, the way an operator would set up the real one.
  ops(
    'oauth',
    'set',
    'google',
    '--issuer',
    idp.issuer.url,
    '--client-id',
    'pagoda-e2e',
    '--client-secret',
    'e2e-secret',
  );
  ops('toggle', 'GOOGLELOGIN3', 'on');
});

test.afterAll(async () => {
  ops('toggle', 'GOOGLELOGIN3', 'off');
  ops('oauth', 'clear', 'google');
  await idp.stop();
});

const openLogin = async (page: Page) => {
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
};

const logout = async (page: Page) => {
  await page.getByTestId('account-bar').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
};

const signInWithGoogle = async (page: Page, who: Record<string, unknown>) => {
  next = who;
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Google' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.hash.includes('oauth'));
};

test('Google login: a new identity registers, then signs straight in next time', async ({ page }) => {
  await afterConfigChange(page, shows.module('GOOGLELOGIN3', true));
  const dialog = await openLogin(page);
  await expect(dialog.getByText('Or continue with')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Google' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/third-party-login-modal.png' });

  const who = { sub: `g-${uniqueUser()}`, email: 'ana.cruz@mail.example', email_verified: true, name: 'Ana Cruz' };
  next = who;
  await dialog.getByRole('button', { name: 'Google' }).click();
  await page.waitForURL((url) => url.pathname === '/' && !url.hash.includes('oauth'));

  const bind = page.getByRole('dialog', { name: 'Link your Google account' });
  await expect(bind).toContainText('This Google account is not linked to a member account yet.');
  await expect(bind).toContainText('Signed in with Google as ana.cruz@mail.example');
  await bind.getByRole('tab', { name: 'Register new' }).click();
  await expect(bind.getByLabel('Username')).toHaveValue(/^anacruz\d{3}$/);
  await page.screenshot({ path: 'test-results/screenshots/third-party-register-new.png' });
  const username = uniqueUser('gn');
  await bind.getByLabel('Username').fill(username);
  await bind.getByRole('button', { name: 'Register and log in' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);
  // A member who registered through the provider is never forced into the change-password modal.
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  expect(page.url()).not.toContain('oauth');

  await logout(page);
  await signInWithGoogle(page, who);
  await expect(page.getByTestId('account-bar')).toContainText(username);
});

test('Google login: an unlinked identity links to an existing account with its password', async ({ page }) => {
  // An existing member, registered the ordinary way.
  const username = uniqueUser('ex');
  await page.goto('/');
  await waitForSite(page);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const reg = page.getByRole('dialog', { name: 'Register' });
  await reg.getByLabel('Username').fill(username);
  await reg.getByLabel('Password', { exact: true }).fill('abc12345');
  await reg.getByLabel('Confirm password').fill('abc12345');
  await reg.getByLabel('Captcha', { exact: true }).fill(CAPTCHA);
  await reg.getByLabel(/18 or older/).check();
  await reg.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);
  await logout(page);

  const who = { sub: `g-${uniqueUser()}`, email: 'bo@mail.example', email_verified: true, name: 'Bo' };
  await signInWithGoogle(page, who);
  const bind = page.getByRole('dialog', { name: 'Link your Google account' });
  await expect(bind.getByRole('tab', { name: 'Log in to an existing account' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await bind.getByLabel('Username').fill(username);
  await bind.getByLabel('Password').fill('wrong-pass1');
  await bind.getByRole('button', { name: 'Link and log in' }).click();
  await expect(bind.getByRole('alert')).toHaveText('Login info incorrect.');
  await bind.getByLabel('Password').fill('abc12345');
  await bind.getByLabel('Captcha', { exact: true }).fill(CAPTCHA);
  await page.screenshot({ path: 'test-results/screenshots/third-party-bind-existing.png' });
  await bind.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page.getByTestId('account-bar')).toContainText(username);

  await logout(page);
  await signInWithGoogle(page, who);
  await expect(page.getByTestId('account-bar')).toContainText(username);
});

test('a refused sign-in at the provider shows why; with the module off there is no button', async ({ page }) => {
  await page.goto('/#oauthError=oauth.failed');
  const failed = page.getByRole('dialog', { name: 'Sign-in failed' });
  await expect(failed).toContainText('Sign-in with the provider failed or was cancelled.');
  expect(new URL(page.url()).hash).toBe('');
  await failed.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Google' })).toBeVisible();

  ops('toggle', 'GOOGLELOGIN3', 'off');
  try {
    await afterConfigChange(page, shows.module('GOOGLELOGIN3', false));
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Google' })).toHaveCount(0);
  } finally {
    ops('toggle', 'GOOGLELOGIN3', 'on');
  }
});
