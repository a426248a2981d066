import { randomBytes, randomInt } from 'node:crypto';
import { totpCode } from '../../src/modules/operators/operator-totp.js';
import { encrypted } from './accounts.js';
import type { TestContext } from './test-app.js';
import { TEST_MERCHANT, wps } from './test-app.js';

export const rid = () => randomBytes(9).toString('base64url');

/** The TOTP secrets the helpers enrolled, and the clock of the last code sent, by operator username. */
export const totpSecrets = new Map<string, string>();
const lastCodeAt = new Map<string, number>();

/**
 * Signs an operator in the way the back office does: password, then a TOTP code (enrolling the
 * authenticator at the first sign-in). `at` moves the code's clock (a code is accepted once per step).
 */
export const operatorSignIn = async (
  t: TestContext,
  username: string,
  password: string,
  opts: { at?: number; ip?: string } = {},
) => {
  // A fresh address per sign-in by default, so helpers stay under the per-IP sign-in limit.
  const remoteAddress = opts.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const step1 = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/v1/session/password',
    headers: wps,
    payload: { username, password },
    remoteAddress,
  });
  if (step1.statusCode !== 200) throw new Error(step1.body);
  const { ticket, stage, enrol } = step1.json().value as {
    ticket: string;
    stage: 'TOTP' | 'ENROL';
    enrol?: { secret: string };
  };
  const secret = enrol?.secret ?? totpSecrets.get(username);
  if (!secret) throw new Error(`no TOTP secret known for ${username} (stage ${stage})`);
  totpSecrets.set(username, secret);
  // A code is accepted once per 30-second step: a second sign-in soon after uses the next step's
  // code (inside the ±1 step the server allows).
  const last = lastCodeAt.get(username);
  const at =
    opts.at ??
    (last !== undefined && Math.floor(last / 30_000) >= Math.floor(Date.now() / 30_000) ? last + 30_000 : Date.now());
  lastCodeAt.set(username, at);
  const step2 = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/v1/session/totp',
    headers: wps,
    payload: { ticket, code: totpCode(secret, at) },
    remoteAddress,
  });
  if (step2.statusCode !== 200) throw new Error(step2.body);
  return step2.json().value.token as string;
};

/** An operator of the test brand (any role key) with a session token (X-Operator-Token). */
export const operatorToken = async (t: TestContext, role = 'ADMIN') => {
  const username = `op${role.toLowerCase()}${randomBytes(3).toString('hex')}`;
  await t.app.services.operators.create(TEST_MERCHANT, username, 'operator-pass-1', role);
  return operatorSignIn(t, username, 'operator-pass-1');
};

export const asOperator = (token: string) => ({ ...wps, 'x-operator-token': token });
export const asMember = (token: string) => ({ ...wps, Authorization: token });

/** Credits a member through the operator API (an adjustment up to 1,000.00), the quickest way to fund a test wallet. */
export const fund = async (t: TestContext, opToken: string, account: string, amount: number) => {
  // Above the brand's money.adjust threshold (1,000.00) a credit waits for a second operator: larger
  // amounts go in credits of at most 1,000.00 (in minor units, so no float drift).
  let left = Math.round(amount * 100);
  while (left > 0) {
    const part = Math.min(left, 100_000);
    left -= part;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/v1/members/adjust',
      headers: asOperator(opToken),
      payload: {
        account,
        kind: 'ADJUSTMENT',
        amount: (part / 100).toFixed(2),
        remark: 'test funding',
        requestId: rid(),
      },
    });
    if (res.statusCode !== 200 || res.json().value.status !== 'EXECUTED') throw new Error(res.body);
  }
};

export const balanceOf = async (t: TestContext, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance?typeId=0', headers: asMember(token) })).json()
    .value as { sumBalance: number; balance: { accountTypeId: number; availBalance: number }[] };

export const mainBalance = async (t: TestContext, token: string) =>
  (await balanceOf(t, token)).balance.find((b) => b.accountTypeId === 2)!.availBalance;

/** Sets the payment password (encrypted call, proven with the login password). */
export const setPaymentPassword = async (t: TestContext, token: string, loginPassword: string, pin = '246810') => {
  const res = await encrypted(
    t,
    'PUT',
    '/wps/member/security/paymentPassword',
    { loginPassword, newPaymentPassword: pin, confirmPaymentPassword: pin },
    { Authorization: token },
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return pin;
};

/** A 1x1 PNG as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
