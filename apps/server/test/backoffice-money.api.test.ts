import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, encrypted, registerMember } from './helpers/accounts.js';
import { asMember, asOperator, fund, operatorToken, rid, setPaymentPassword } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

const BASE = '/wps/operator/v1';
let t: TestContext;
let admin: string;
let finance: string;
let support: string;
let content: string;

type Member = Awaited<ReturnType<typeof registerMember>>;
const deposits: { orderNo: string; member: string; amount: number; channel: string }[] = [];
let a: Member;
let b: Member;

/** A manual deposit with a reference: PENDING, waiting for review. */
const pendingDeposit = async (m: Member, channelCode: string, amount: number) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_createDepositTask',
    headers: asMember(m.token),
    payload: { channelCode, amount, requestId: rid() },
  });
  const orderNo = created.json().value.orderNo as string;
  await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_updateDepositReference',
    headers: asMember(m.token),
    payload: { orderNo, reference: `REF-${orderNo.slice(-6)}` },
  });
  deposits.push({ orderNo, member: m.username, amount, channel: channelCode });
  return orderNo;
};

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  admin = await operatorToken(t, 'ADMIN');
  finance = await operatorToken(t, 'FINANCE');
  support = await operatorToken(t, 'SUPPORT');
  // CONTENT: no payment data, no channels.
  content = await operatorToken(t, 'CONTENT');
  a = await registerMember(t);
  b = await registerMember(t);
  await pendingDeposit(a, 'GCASH', 150);
  await pendingDeposit(a, 'BANK', 700);
  await pendingDeposit(b, 'GCASH', 320);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: token ? asOperator(token) : wps });
const post = (url: string, token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: token ? asOperator(token) : wps, payload });

describe('GET /wps/operator/v1/deposits/grid', () => {
  it('401 without a session, 403 for CONTENT (no payment data)', async () => {
    expect((await get('/deposits/grid', null)).statusCode).toBe(401);
    expect((await get('/deposits/grid', content)).json()).toMatchObject({ errorCode: 'forbidden' });
  });

  it('400 for a bad status, amount, sort or range', async () => {
    for (const q of [
      'status=NOPE',
      'amountMin=1.001',
      'sort=password',
      'pageSize=9999',
      'from=20&to=10',
      'amountMin=9&amountMax=1',
    ]) {
      const res = await get(`/deposits/grid?${q}`, support);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('filters by status, member, channel and amount; sorts and pages on the server', async () => {
    const mine = await get(`/deposits/grid?member=${a.username}`, support);
    expect(mine.json().value.total).toBe(2);
    expect(mine.json().value.list.every((d: { memberAccount: string }) => d.memberAccount === a.username)).toBe(true);

    const gcash = await get(`/deposits/grid?status=PENDING&channel=GCASH&sort=amount&order=asc`, finance);
    expect(gcash.json().value.list.map((d: { amount: number }) => d.amount)).toEqual([150, 320]);

    const range = await get('/deposits/grid?amountMin=300&amountMax=700', finance);
    expect(
      range
        .json()
        .value.list.map((d: { amount: number }) => d.amount)
        .sort(),
    ).toEqual([320, 700]);

    const page2 = await get('/deposits/grid?pageSize=2&page=2&sort=amount&order=desc', finance);
    expect(page2.json().value).toMatchObject({ total: 3, list: [{ amount: 150 }] });

    const search = await get(`/deposits/grid?q=${deposits[1]!.orderNo.slice(2, 12)}`, finance);
    expect(search.json().value.list.map((d: { orderNo: string }) => d.orderNo)).toEqual([deposits[1]!.orderNo]);

    const past = await get(`/deposits/grid?to=${Date.now() - 86_400_000}`, finance);
    expect(past.json().value.total).toBe(0);
  });

  it('shows who reviewed an order once it is approved', async () => {
    const orderNo = deposits[0]!.orderNo;
    expect((await post('/deposits/approve', finance, { orderNo })).statusCode).toBe(200);
    const row = (await get(`/deposits/grid?q=${orderNo}`, finance)).json().value.list[0];
    expect(row).toMatchObject({ status: 'PAID', reviewedBy: expect.stringMatching(/^operator:opfinance/) });
    expect(row.paidAt).toBeGreaterThan(0);
  });
});

describe('withdrawals: GET /withdrawals/grid and GET /withdrawals/detail', () => {
  let orderNo = '';
  let second = '';

  beforeAll(async () => {
    await fund(t, admin, a.username, 1000);
    const pin = await setPaymentPassword(t, a.token, a.password);
    const acc = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_withdrawAddCard',
      headers: asMember(a.token),
      payload: { channelCode: 'GCASH', accountNo: '09171234567', holderName: 'Juan Dela Cruz' },
    });
    const ask = async (amount: number) =>
      (
        await encrypted(
          t,
          'POST',
          '/wps/relay/passwordCheck/MCSFE_withdraw',
          { payoutAccountId: acc.json().value.id, amount, password: pin, requestId: rid() },
          { Authorization: a.token },
        )
      ).json().value.orderNo as string;
    orderNo = await ask(200);
    second = await ask(120);
  });

  it('401 without a session, 403 for CONTENT, 400 for bad input', async () => {
    expect((await get('/withdrawals/grid', null)).statusCode).toBe(401);
    expect((await get('/withdrawals/grid', content)).statusCode).toBe(403);
    expect((await get('/withdrawals/detail?orderNo=W1', support)).statusCode).toBe(400);
    expect((await get('/withdrawals/grid?status=PAYED', support)).statusCode).toBe(400);
    expect((await get(`/withdrawals/detail?orderNo=${orderNo}`, content)).statusCode).toBe(403);
    expect((await get('/withdrawals/detail?orderNo=W0000000000000000000', support)).statusCode).toBe(404);
  });

  it('lists by status and member, with the masked account in the grid', async () => {
    const res = await get(`/withdrawals/grid?status=PENDING&member=${a.username}&sort=amount&order=asc`, support);
    expect(res.json().value).toMatchObject({
      total: 2,
      list: [
        { orderNo: second, amount: 120, account: { accountNoMasked: '*******4567' } },
        { orderNo, amount: 200 },
      ],
    });
    expect((await get('/withdrawals/grid?channel=BANK', support)).json().value.total).toBe(0);
  });

  it('the detail carries the account to pay, the member and the order history', async () => {
    expect(
      (await post('/withdrawals/reject', finance, { orderNo: second, remark: 'Name check failed' })).statusCode,
    ).toBe(200);
    expect((await post('/withdrawals/approve', finance, { orderNo })).statusCode).toBe(200);
    const detail = (await get(`/withdrawals/detail?orderNo=${orderNo}`, finance)).json().value;
    expect(detail).toMatchObject({
      order: { orderNo, status: 'APPROVED', memberAccount: a.username },
      member: { account: a.username, payeeName: 'Juan Dela Cruz' },
      payTo: { channelCode: 'GCASH', accountNo: '09171234567', holderName: 'Juan Dela Cruz' },
    });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['withdraw.request', 'withdraw.approve']);
    expect(detail.previous).toEqual([expect.objectContaining({ orderNo: second, status: 'REJECTED' })]);
  });
});

describe('GET /wps/operator/v1/channels', () => {
  it('401 without a session, 403 for SUPPORT (no channels.read)', async () => {
    expect((await get('/channels', null)).statusCode).toBe(401);
    expect((await get('/channels', support)).statusCode).toBe(403);
  });

  it('lists every channel with limits, quick amounts, fees and hours', async () => {
    const list = (await get('/channels', finance)).json().value;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['SANDBOX', 'GCASH', 'UPAY', 'BANK']);
    expect(list[1]).toMatchObject({
      code: 'GCASH',
      minAmount: 100,
      maxAmount: 20_000,
      fixedAmounts: [100, 500, 1000, 5000],
      feeRateBp: 0,
      feeFixed: 0,
      openFrom: null,
      openNow: true,
      enabled: true,
    });
  });
});

describe('POST /wps/operator/v1/channels/update', () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    code: 'GCASH',
    name: 'GCash',
    deposit: true,
    withdraw: true,
    enabled: true,
    sort: 1,
    minAmount: 200,
    maxAmount: 15_000,
    fixedAmounts: [200, 1000],
    feeRateBp: 150,
    feeFixed: '2.50',
    openFrom: null,
    openTo: null,
    timeZone: 'Asia/Manila',
    accountName: 'Pagoda Demo Payments',
    accountNo: '09170000001',
    bankName: 'GCash',
    remark: 'New GCash limits from the provider',
    ...over,
  });
  const depositMethods = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getDepositMethods', headers: asMember(b.token) })
    ).json().value as { code: string; minAmount: number; maxAmount: number; fixedAmounts: number[] }[];

  it('401 without a session, 403 for SUPPORT and CONTENT', async () => {
    expect((await post('/channels/update', null, edit())).statusCode).toBe(401);
    expect((await post('/channels/update', support, edit())).statusCode).toBe(403);
    expect((await post('/channels/update', content, edit())).statusCode).toBe(403);
  });

  it('400 for limits upside down, quick amounts outside them, half opening hours or an unknown zone', async () => {
    for (const bad of [
      { minAmount: 500, maxAmount: 100 },
      { fixedAmounts: [50] },
      { openFrom: '09:00', openTo: null },
      { openFrom: '25:00', openTo: '10:00' },
      { timeZone: 'Mars/Olympus' },
      { feeRateBp: 10_001 },
      { name: '<b>x</b>' },
      { remark: '' },
    ]) {
      const res = await post('/channels/update', finance, edit(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    expect((await post('/channels/update', finance, edit({ code: 'NOPE' }))).statusCode).toBe(404);
  });

  it('waits for a second operator; the maker cannot approve; once approved the portal offers the new limits', async () => {
    const outcome = (await post('/channels/update', finance, edit())).json().value;
    expect(outcome).toMatchObject({ status: 'PENDING', kind: 'channel.change' });
    expect((await depositMethods()).find((c) => c.code === 'GCASH')).toMatchObject({
      minAmount: 100,
      maxAmount: 20_000,
    });

    const own = await post('/approvals/decide', finance, { id: outcome.approvalId, decision: 'APPROVE' });
    expect(own.statusCode).toBe(403);
    const approved = await post('/approvals/decide', admin, { id: outcome.approvalId, decision: 'APPROVE' });
    expect(approved.json().value).toMatchObject({ status: 'APPROVED' });

    expect((await depositMethods()).find((c) => c.code === 'GCASH')).toMatchObject({
      minAmount: 200,
      maxAmount: 15_000,
      fixedAmounts: [200, 1000],
    });
    const channel = (await get('/channels', finance)).json().value.find((c: { code: string }) => c.code === 'GCASH');
    expect(channel).toMatchObject({ feeRateBp: 150, feeFixed: 2.5, timeZone: 'Asia/Manila' });

    const audit = (await get('/audit', admin))
      .json()
      .value.list.find((e: { action: string }) => e.action === 'channel.update');
    expect(audit).toMatchObject({ target: 'channel:GCASH' });
    expect(audit.detail).toMatchObject({
      before: { minAmount: '10000', maxAmount: '2000000' },
      after: { minAmount: '20000', maxAmount: '1500000' },
    });
  });

  it('a channel outside its opening hours is not offered on the portal', async () => {
    // A one-minute window that ended a minute ago (UTC): closed now.
    const now = new Date(Date.now() - 120_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const outcome = (
      await post(
        '/channels/update',
        finance,
        edit({
          code: 'UPAY',
          name: 'UPay',
          withdraw: false,
          sort: 2,
          minAmount: 100,
          maxAmount: 20_000,
          fixedAmounts: [],
          openFrom: hhmm(now),
          openTo: hhmm(new Date(now.getTime() + 60_000)),
          timeZone: 'UTC',
          accountNo: '1',
          feeFixed: 0,
        }),
      )
    ).json().value;
    await post('/approvals/decide', admin, { id: outcome.approvalId, decision: 'APPROVE' });
    const channel = (await get('/channels', finance)).json().value.find((c: { code: string }) => c.code === 'UPAY');
    expect(channel).toMatchObject({ openNow: false });
    expect((await depositMethods()).map((c) => c.code)).not.toContain('UPAY');
  });
});
