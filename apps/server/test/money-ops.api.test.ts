import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, encrypted, registerMember } from './helpers/accounts.js';
import {
  asMember,
  asOperator,
  mainBalance,
  operatorSignIn,
  PNG_DATA_URL,
  rid,
  setPaymentPassword,
} from './helpers/money.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
});
afterAll(async () => {
  await t.close();
});

/** `npm run ops -- …` hands its command to the running server this way. */
const ops = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload: { merchant: 'pagoda', ...payload },
    remoteAddress: '127.0.0.1',
  });
  return res;
};

describe('money commands of npm run ops', () => {
  it('400 on a malformed order number or amount', async () => {
    expect((await ops({ command: 'deposit-approve', orderNo: 'nope' })).statusCode).toBe(400);
    expect(
      (await ops({ command: 'credit', account: 'x', amount: '-5', kind: 'BONUS', direction: 'CREDIT', remark: 'r' }))
        .statusCode,
    ).toBe(400);
  });

  it('credits, approves a manual deposit, and takes a withdrawal through pay', async () => {
    const m = await registerMember(t);
    const credit = await ops({
      command: 'credit',
      account: m.username,
      amount: '50',
      kind: 'BONUS',
      direction: 'CREDIT',
      remark: 'welcome',
    });
    expect(credit.json().value).toMatchObject({ account: m.username, balance: 50 });

    const upload = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_uploadEncodedImage',
      headers: asMember(m.token),
      payload: { image: PNG_DATA_URL },
    });
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_createDepositTask',
        headers: asMember(m.token),
        payload: { channelCode: 'BANK', amount: 700, requestId: rid() },
      })
    ).json().value;
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_updateDepositReference',
      headers: asMember(m.token),
      payload: { orderNo: order.orderNo, reference: 'BDO-55120', receiptIds: [upload.json().value.id] },
    });
    const listed = (await ops({ command: 'deposit-list' })).json().value;
    expect(listed.find((d: { orderNo: string }) => d.orderNo === order.orderNo)).toMatchObject({
      account: m.username,
      receipts: 1,
    });
    expect((await ops({ command: 'deposit-approve', orderNo: order.orderNo })).json().value.status).toBe('PAID');
    expect(await mainBalance(t, m.token)).toBe(750);

    const pin = await setPaymentPassword(t, m.token, m.password);
    const acc = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_withdrawAddCard',
      headers: asMember(m.token),
      payload: { channelCode: 'BANK', accountNo: '009988776655', holderName: 'Maria Santos' },
    });
    const w = await encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_withdraw',
      { payoutAccountId: acc.json().value.id, amount: 300, password: pin, requestId: rid() },
      { Authorization: m.token },
    );
    const orderNo = w.json().value.orderNo;
    const pending = (await ops({ command: 'withdraw-list' })).json().value;
    expect(pending.find((x: { orderNo: string }) => x.orderNo === orderNo)).toMatchObject({
      account: m.username,
      payout: expect.stringContaining('8776655'.slice(-4)),
    });
    expect((await ops({ command: 'withdraw-approve', orderNo })).json().value.status).toBe('APPROVED');
    expect((await ops({ command: 'withdraw-pay', orderNo })).json().value.status).toBe('PAID');
    expect((await ops({ command: 'withdraw-reject', orderNo, remark: 'too late' })).json().errorCode).toBe(
      'order.state.invalid',
    );
    expect(await mainBalance(t, m.token)).toBe(450);

    const audit = (await ops({ command: 'ledger-audit' })).json().value;
    expect(audit.ok).toBe(true);
  });

  it('adds an operator whose password works once shown, and switches single-wallet mode', async () => {
    const added = (await ops({ command: 'operator-add', username: 'alice', role: 'FINANCE' })).json().value;
    expect(added).toMatchObject({ username: 'alice', role: 'FINANCE' });
    // The shown password signs in; the first sign-in enrols the authenticator.
    const token = await operatorSignIn(t, 'alice', added.password);
    const me = await t.app.inject({ method: 'GET', url: '/wps/operator/v1/me', headers: asOperator(token) });
    expect(me.json().value.role).toBe('FINANCE');

    expect((await ops({ command: 'wallet-single', state: 'on' })).json().value).toEqual({ isSingle: true });
    const m = await registerMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: asMember(m.token),
      payload: { fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 },
    });
    expect(res.json().errorCode).toBe('wallet.single.mode');
    const balance = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: asMember(m.token) });
    expect(balance.json().value.balance).toHaveLength(1);
    await ops({ command: 'wallet-single', state: 'off' });
  });

  it('simulate-vendor plays demo rounds through the signed wallet API, and the books agree', async () => {
    const m = await registerMember(t);
    await ops({
      command: 'credit',
      account: m.username,
      amount: '500',
      kind: 'ADJUSTMENT',
      direction: 'CREDIT',
      remark: 'sim',
    });
    const res = await ops({ command: 'simulate-vendor', account: m.username, rounds: 40, faults: true });
    expect(res.json().value).toMatchObject({ rounds: 40, errors: [], agree: true, balanceBefore: 500 });
    expect((await ops({ command: 'ledger-audit' })).json().value.ok).toBe(true);
  });
});
