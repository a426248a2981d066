import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, encrypted, randomIp, registerMember } from './helpers/accounts.js';
import {
  asMember,
  asOperator,
  balanceOf,
  fund,
  mainBalance,
  operatorToken,
  rid,
  setPaymentPassword,
} from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let op: string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  op = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const freeplay = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: wps,
      payload: {},
      remoteAddress: randomIp(),
    })
  ).json().value.token as string;

describe('GET /wps/v2/wallets/balance', () => {
  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: wps });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
  it('400 on a bad typeId', async () => {
    const m = await registerMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance?typeId=abc',
      headers: asMember(m.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
  it('lists the main wallet and every transfer-mode game wallet, all zero for a new member', async () => {
    const m = await registerMember(t);
    const value = await balanceOf(t, m.token);
    expect(value).toMatchObject({ sumBalance: 0, currency: 'PHP', currencySymbol: 'P' });
    expect(value.balance.map((b) => b.accountTypeId)).toEqual([2, 101, 102]);
    const main = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance?typeId=2',
      headers: asMember(m.token),
    });
    expect(main.json().value.balance).toHaveLength(1);
  });
  it('gives a trial account its demo money, apart from real money', async () => {
    const token = await freeplay();
    expect((await balanceOf(t, token)).sumBalance).toBe(2000);
  });
});

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it('401 without a session, then isSingle 0 for the demo brand', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: wps })).statusCode).toBe(
      401,
    );
    const m = await registerMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: asMember(m.token) });
    expect(res.json().value).toEqual({ isSingle: 0 });
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  const transfer = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: asMember(token), payload: body });

  it('401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: wps,
      payload: { fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
  it('400 on negative, NaN, three-decimal, zero and oversized amounts', async () => {
    const m = await registerMember(t);
    for (const amount of [-1, 'NaN', 1.234, 0, '1000000000.01', '1e3']) {
      const res = await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: 101, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
  });
  it('403 for a trial account', async () => {
    const res = await transfer(await freeplay(), { fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
  });
  it('refuses unknown wallets and game-to-game moves', async () => {
    const m = await registerMember(t);
    expect((await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: 999, amount: 1 })).json().errorCode).toBe(
      'transfer.not.allowed',
    );
    expect(
      (await transfer(m.token, { fromAccountTypeId: 101, toAccountTypeId: 102, amount: 1 })).json().errorCode,
    ).toBe('transfer.not.allowed');
  });
  it('moves money both ways, applies a retried requestId once, and refuses what is not there', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 100);
    const requestId = rid();
    const first = await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '30.25', requestId });
    expect(first.json()).toEqual({ success: true, value: { successAmount: 30.25 } });
    const retry = await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: '30.25', requestId });
    expect(retry.statusCode).toBe(200);
    const b = await balanceOf(t, m.token);
    expect(b.sumBalance).toBe(100);
    expect(b.balance.find((w) => w.accountTypeId === 101)?.availBalance).toBe(30.25);
    expect(b.balance.find((w) => w.accountTypeId === 2)?.availBalance).toBe(69.75);

    const over = await transfer(m.token, { fromAccountTypeId: 101, toAccountTypeId: 2, amount: 30.26 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'balance.not.enough', value: { balance: 30.25 } });

    const conflict = await transfer(m.token, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: 5, requestId });
    expect(conflict.json().errorCode).toBe('request.id.conflict');
  });
});

describe('POST /wps/relay/GCS_walletReturn', () => {
  it('brings every game wallet back (all out)', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 50);
    for (const to of [101, 102])
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: asMember(m.token),
        payload: { fromAccountTypeId: 2, toAccountTypeId: to, amount: 10 },
      });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletReturn',
      headers: asMember(m.token),
      payload: {},
    });
    expect(res.json().value).toEqual({ successAmount: 20 });
    expect(await mainBalance(t, m.token)).toBe(50);
  });
});

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  const q = (token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/wps/relay/ODSFE2_MemTransDet?${query}`, headers: asMember(token) });
  it('401 without a session; 400 on a reversed or too long range and unknown types', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet', headers: wps })).statusCode).toBe(
      401,
    );
    const m = await registerMember(t);
    expect((await q(m.token, 'startTime=10&endTime=5')).statusCode).toBe(400);
    expect((await q(m.token, `startTime=0&endTime=${100 * 86_400_000}`)).statusCode).toBe(400);
    expect((await q(m.token, `startTime=0&endTime=10&codeTypes=lottery`)).statusCode).toBe(400);
  });
  it('lists movements newest first with the balance after each, filtered by type, with a footer total', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 80);
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: asMember(m.token),
      payload: { fromAccountTypeId: 2, toAccountTypeId: 101, amount: 30 },
    });
    const now = Date.now();
    const all = (await q(m.token, `startTime=${now - 60_000}&endTime=${now + 60_000}`)).json().value;
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({
      txTypeId: 8102,
      amount: -30,
      currentAvailBalance: 50,
      txTypeName: 'tx_type_id_8102',
    });
    expect(all.list[1]).toMatchObject({ txTypeId: 7101, amount: 80, currentAvailBalance: 80 });
    expect(all.footer.amount).toBe(50);
    const transfers = (await q(m.token, `startTime=${now - 60_000}&endTime=${now + 60_000}&codeTypes=transfer`)).json()
      .value;
    expect(transfers.total).toBe(1);
    const paged = (await q(m.token, `startTime=${now - 60_000}&endTime=${now + 60_000}&size=1&page=2`)).json().value;
    expect(paged).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.list[0].txTypeId).toBe(7101);
  });
});

describe('GET /wps/relay/MCSFE_getBonusDetails', () => {
  it('lists bonus postings only', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 10);
    await t.app.inject({
      method: 'POST',
      url: '/wps/operator/v1/members/adjust',
      headers: asOperator(op),
      payload: {
        account: m.username,
        kind: 'BONUS',
        amount: 8.88,
        name: 'Welcome',
        remark: 'welcome bonus',
        requestId: rid(),
      },
    });
    const now = Date.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getBonusDetails?startTime=${now - 60_000}&endTime=${now + 60_000}`,
      headers: asMember(m.token),
    });
    expect(res.json().value).toMatchObject({ total: 1, footer: { amount: 8.88 } });
    expect(res.json().value.list[0]).toMatchObject({ amount: 8.88, name: 'Welcome', remark: 'welcome bonus' });
  });
});

describe('GET /wps/relay/ODSFE2_MemPNLDet', () => {
  it('reports money in and out; bets appear once games post them', async () => {
    const m = await registerMember(t);
    await fund(t, op, m.username, 10);
    const now = Date.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/ODSFE2_MemPNLDet?startTime=${now - 60_000}&endTime=${now + 60_000}`,
      headers: asMember(m.token),
    });
    expect(res.json().value).toMatchObject({ list: [], deposits: 0, withdrawals: 0, bonuses: 0 });
  });
});

describe('POST /wps/relay/passwordCheck/MCSFE_agentDownlineTransfer and transferToUpline', () => {
  it('lets an agent pay a direct downline and the downline pay back, with the payment password', async () => {
    const agent = await registerMember(t);
    await t.database.db.execute((await import('drizzle-orm')).sql`update members set type = 1 where id = ${agent.id}`);
    const player = await registerMember(t);
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update members set upline_id = ${agent.id} where id = ${player.id}`,
    );
    await fund(t, op, agent.username, 100);
    const agentPin = await setPaymentPassword(t, agent.token, agent.password);

    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCSFE_agentDownlineTransfer',
      headers: asMember(agent.token),
      payload: { downline: player.username, transferAmount: 1, password: agentPin },
    });
    expect(plain.json().errorCode).toBe('payload.encryption.required');

    const wrongPin = await encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_agentDownlineTransfer',
      { downline: player.username, transferAmount: 40, password: '000000' },
      { Authorization: agent.token },
    );
    expect(wrongPin.json().errorCode).toBe('invalid.payment.pw');

    const ok = await encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_agentDownlineTransfer',
      { downline: player.username, transferAmount: 40, password: agentPin, remark: 'float' },
      { Authorization: agent.token },
    );
    expect(ok.json().value).toEqual({ successAmount: 40 });
    expect(await mainBalance(t, player.token)).toBe(40);

    const noPin = await encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_transferToUpline',
      { amount: 10, password: '123456' },
      { Authorization: player.token },
    );
    expect(noPin.json().errorCode).toBe('not.exists.payment.password');
    const playerPin = await setPaymentPassword(t, player.token, player.password);
    const back = await encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_transferToUpline',
      { amount: 15, password: playerPin },
      { Authorization: player.token },
    );
    expect(back.json().value).toEqual({ successAmount: 15 });
    expect(await mainBalance(t, agent.token)).toBe(75);

    // A member who is not their downline cannot be paid.
    const stranger = await registerMember(t);
    const refused = await encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_agentDownlineTransfer',
      { downline: stranger.username, transferAmount: 1, password: agentPin },
      { Authorization: agent.token },
    );
    expect(refused.json().errorCode).toBe('transfer.not.allowed');
    const audit = await t.app.inject({ method: 'GET', url: '/wps/operator/v1/ledger/audit', headers: asOperator(op) });
    expect(audit.json().value.ok).toBe(true);
  });
});
