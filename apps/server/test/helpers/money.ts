import { randomBytes } from 'node:crypto';
import { encrypted } from './accounts.js';
import type { TestContext } from './test-app.js';
import { TEST_MERCHANT, wps } from './test-app.js';

export const rid = () => randomBytes(9).toString('base64url');

/** An operator of the test brand with a session token (X-Operator-Token). */
export const operatorToken = async (t: TestContext, role: 'ADMIN' | 'FINANCE' | 'SUPPORT' = 'ADMIN') => {
  const username = `op${role.toLowerCase()}${randomBytes(3).toString('hex')}`;
  await t.app.services.operators.create(TEST_MERCHANT, username, 'operator-pass-1', role);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/v1/session',
    headers: wps,
    payload: { username, password: 'operator-pass-1' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.token as string;
};

export const asOperator = (token: string) => ({ ...wps, 'x-operator-token': token });
export const asMember = (token: string) => ({ ...wps, Authorization: token });

/** Credits a member through the operator API (a bonus), the quickest way to fund a test wallet. */
export const fund = async (t: TestContext, opToken: string, account: string, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/v1/members/adjust',
    headers: asOperator(opToken),
    payload: { account, kind: 'ADJUSTMENT', amount, remark: 'test funding', requestId: rid() },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
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
