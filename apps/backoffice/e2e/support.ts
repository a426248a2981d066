import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible as expectAccessibleIn } from '../../web/e2e/axe';
import { ops } from '../../web/e2e/ops-cli';

export type OperatorRole = 'ADMIN' | 'FINANCE' | 'SUPPORT' | 'CONTENT' | 'RISK';
export type E2eOperator = { username: string; password: string; role: OperatorRole };

/** Runs the real ops CLI against the e2e server's data directory (bundled once per run by the global setup). */
export { ops };

/** A new operator of the role, made with `ops operator add` (its password is printed once). */
export const createOperator = (role: OperatorRole): E2eOperator => {
  const username = `e2e${role.toLowerCase()}${randomBytes(3).toString('hex')}`;
  const out = JSON.parse(ops('operator', 'add', username, '--role', role)) as { password: string };
  return { username, password: out.password, role };
};

/** The authenticator secret of each operator enrolled in this run, and the last 30-second step it used. */
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();

/** The operator's current code; a code is accepted once, so a second sign-in in the same step waits for the next. */
const nextCode = async (username: string) => {
  const secret = secrets.get(username);
  if (!secret) throw new Error(`no authenticator enrolled for ${username}`);
  let step = Math.floor(Date.now() / 30_000);
  if (lastStep.get(username) === step) {
    await new Promise((r) => setTimeout(r, (step + 1) * 30_000 - Date.now() + 200));
    step += 1;
  }
  lastStep.set(username, step);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
};

/**
 * Signs in through the page: password, then (at the first sign-in) enrols the authenticator from the
 * secret shown beside the QR code, then the TOTP code. `onEnrol` runs while the enrolment step shows.
 */
export const signIn = async (page: Page, operator: E2eOperator, onEnrol?: () => Promise<void>) => {
  // The two sign-in steps are limited to 10 a minute per address. Every operator of the suite signs in from
  // 127.0.0.1, and the lottery flow alone signs in two (CI hit the limit), so each sign-in comes from its own
  // documentation address (the e2e server trusts X-Forwarded-For); every other call stays as it is.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  await page.route('**/wps/operator/v1/session/{password,totp}', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  await page.goto('/backoffice/sign-in');
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  const secret = page.getByTestId('totp-secret');
  if (await secret.isVisible()) {
    secrets.set(operator.username, ((await secret.textContent()) ?? '').trim());
    await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    await onEnrol?.();
  }
  await code.fill(await nextCode(operator.username));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
};

/** The operator's session token, as the page keeps it (for API calls made beside the page). */
export const tokenOf = async (page: Page) => page.evaluate(() => sessionStorage.getItem('bo.token') ?? '');

/** axe: no serious or critical violation on the page (a soft failure named by `where`). */
export const expectAccessible = (page: Page, where: string, within?: string) => expectAccessibleIn(page, where, within);

/** Saves a screenshot for the closing note (under /work/shots/bo unless SHOTS_DIR says otherwise). */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(process.env.SHOTS_DIR ?? '/work/shots/bo', `${name}.png`), fullPage: false });
