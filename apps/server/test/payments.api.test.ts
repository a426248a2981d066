import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WEBHOOK_PATH, signWebhook } from '../src/dev/sandbox-gateway/sandbox-gateway.service.js';
import { CAPTCHA, encrypted, registerMember } from './helpers/accounts.js';
import {
  asMember,
  asOperator,
  fund,
  mainBalance,
  operatorToken,
  PNG_DATA_URL,
  rid,
  setPaymentPassword,
} from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

const SECRET = 'test-sandbox-secret-0123456789';
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, SANDBOX_GATEWAY: true, SANDBOX_GATEWAY_SECRET: SECRET });
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const createDeposit = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_createDepositTask', headers: asMember(token), payload: body });

const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', merchant: TEST_MERCHANT, 'x-sandbox-signature': signature },
    payload: body,
  });

describe('GET /wps/relay/MCSFE_getDepositMethods', () => {
  it('401 without a session, then the brand channels with limits', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getDepositMethods', headers: wps })).statusCode,
    ).toBe(401);
    const m = await registerMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositMethods',
      headers: asMember(m.token),
    });
    expect(res.json().value.map((c: { code: string }) => c.code)).toEqual(['SANDBOX', 'GCASH', 'UPAY', 'BANK']);
    expect(res.json().value[0]).toMatchObject({ type: 'GATEWAY', minAmount: 100, maxAmount: 50_000 });
  });
});

describe('POST /wps/relay/MCSFE_createDepositTask', () => {
  it('400 without a requestId or with a bad amount; out-of-range amounts are refused with the limits', async () => {
    const m = await registerMember(t);
    expect((await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 500 })).statusCode).toBe(400);
    expect((await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 1.001, requestId: rid() })).statusCode).toBe(
      400,
    );
    const low = await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 99.99, requestId: rid() });
    expect(low.json()).toMatchObject({ errorCode: 'amount.out.of.range', value: { min: 100, max: 50_000 } });
    expect((await createDeposit(m.token, { channelCode: 'NOPE', amount: 500, requestId: rid() })).statusCode).toBe(404);
  });

  it('sandbox: checkout → Pay → signed webhook credits once, and a replay changes nothing', async () => {
    const m = await registerMember(t);
    const requestId = rid();
    const created = await createDeposit(m.token, { channelCode: 'SANDBOX', amount: '250.50', requestId });
    const order = created.json().value;
    expect(order).toMatchObject({ status: 'CREATED', amount: 250.5, type: 'GATEWAY' });
    expect(order.checkoutUrl).toBe(`/wps/payments/sandbox/checkout/${order.orderNo}`);
    // The same requestId returns the same order.
    const again = await createDeposit(m.token, { channelCode: 'SANDBOX', amount: '250.50', requestId });
    expect(again.json().value.orderNo).toBe(order.orderNo);

    const page = await t.app.inject({ method: 'GET', url: order.checkoutUrl, headers: { merchant: TEST_MERCHANT } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('250.50');
    const pay = await t.app.inject({
      method: 'POST',
      url: `${order.checkoutUrl}/pay`,
      headers: { merchant: TEST_MERCHANT },
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('Payment successful');
    expect(await mainBalance(t, m.token)).toBe(250.5);

    // A gateway that calls back again (same order, new signature) does not credit twice.
    const body = JSON.stringify({ orderNo: order.orderNo, status: 'PAID', amount: '250.50', gatewayRef: 'SBXreplay1' });
    const replay = await webhook(body, signWebhook(SECRET, body));
    expect(replay.json().value).toMatchObject({ status: 'PAID', credited: false });
    expect(await mainBalance(t, m.token)).toBe(250.5);

    const report = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositTransactionReport',
      headers: asMember(m.token),
    });
    expect(report.json().value.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'PAID' });
  });

  it('webhook: a bad or stale signature and a wrong amount are refused, and credit nothing', async () => {
    const m = await registerMember(t);
    const order = (await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 300, requestId: rid() })).json()
      .value;
    const body = JSON.stringify({ orderNo: order.orderNo, status: 'PAID', amount: '300.00', gatewayRef: 'SBXforged1' });
    expect((await webhook(body, signWebhook('another-secret-of-16+', body))).statusCode).toBe(401);
    expect((await webhook(body, 'nonsense')).json().errorCode).toBe('signature.invalid');
    expect((await webhook(body, signWebhook(SECRET, body, Date.now() - 10 * 60_000))).statusCode).toBe(401);
    const tampered = JSON.stringify({
      orderNo: order.orderNo,
      status: 'PAID',
      amount: '3000.00',
      gatewayRef: 'SBXforged1',
    });
    expect((await webhook(tampered, signWebhook(SECRET, body))).statusCode).toBe(401);
    const wrongAmount = JSON.stringify({
      orderNo: order.orderNo,
      status: 'PAID',
      amount: '301.00',
      gatewayRef: 'SBXwrong1',
    });
    expect((await webhook(wrongAmount, signWebhook(SECRET, wrongAmount))).json().errorCode).toBe('amount.out.of.range');
    expect(await mainBalance(t, m.token)).toBe(0);
  });

  it('sandbox Fail marks the order failed without money', async () => {
    const m = await registerMember(t);
    const order = (await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 100, requestId: rid() })).json()
      .value;
    const res = await t.app.inject({
      method: 'POST',
      url: `${order.checkoutUrl}/fail`,
      headers: { merchant: TEST_MERCHANT },
    });
    expect(res.body).toContain('Payment not completed');
    const report = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositTransactionReport',
      headers: asMember(m.token),
    });
    expect(report.json().value.list[0].status).toBe('FAILED');
    expect(await mainBalance(t, m.token)).toBe(0);
  });
});

describe('sandbox checkout pages', () => {
  const press = (url: string, action: 'pay' | 'fail') =>
    t.app.inject({ method: 'POST', url: `${url}/${action}`, headers: { merchant: TEST_MERCHANT } });

  it('answer 409 in the envelope for Pay after Fail and Fail after Pay, and move no money', async () => {
    const m = await registerMember(t);
    const failed = (await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 100, requestId: rid() })).json()
      .value;
    expect((await press(failed.checkoutUrl, 'fail')).statusCode).toBe(200);
    const payAfterFail = await press(failed.checkoutUrl, 'pay');
    expect(payAfterFail.statusCode).toBe(409);
    expect(payAfterFail.json()).toMatchObject({ success: false, errorCode: 'order.state.invalid' });
    expect(await mainBalance(t, m.token)).toBe(0);

    const paid = (await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 120, requestId: rid() })).json().value;
    expect((await press(paid.checkoutUrl, 'pay')).statusCode).toBe(200);
    const failAfterPay = await press(paid.checkoutUrl, 'fail');
    expect(failAfterPay.statusCode).toBe(409);
    expect(failAfterPay.json()).toMatchObject({ success: false, errorCode: 'order.state.invalid' });
    expect(await mainBalance(t, m.token)).toBe(120);
    // The same button again stays the idempotent answer it was.
    expect((await press(paid.checkoutUrl, 'pay')).statusCode).toBe(200);
    expect(await mainBalance(t, m.token)).toBe(120);
  });

  it('may be framed only by this origin (the portal)', async () => {
    const m = await registerMember(t);
    const order = (await createDeposit(m.token, { channelCode: 'SANDBOX', amount: 100, requestId: rid() })).json()
      .value;
    const page = await t.app.inject({ method: 'GET', url: order.checkoutUrl, headers: { merchant: TEST_MERCHANT } });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const result = await press(order.checkoutUrl, 'fail');
    expect(result.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('manual deposits and the operator API', () => {
  it('reference + receipt → operator approves once; another is rejected', async () => {
    const m = await registerMember(t);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_uploadEncodedImage',
      headers: asMember(m.token),
      payload: { image: PNG_DATA_URL },
    });
    expect(upload.statusCode).toBe(200);
    const receiptId = upload.json().value.id as string;
    const fake = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_uploadEncodedImage',
      headers: asMember(m.token),
      payload: { image: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` },
    });
    expect(fake.json().errorCode).toBe('upload.invalid');
    const file = await t.app.inject({ method: 'GET', url: `/wps/files/${receiptId}`, headers: asMember(m.token) });
    expect(file.headers['content-type']).toBe('image/png');
    const other = await registerMember(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/files/${receiptId}`, headers: asMember(other.token) }))
        .statusCode,
    ).toBe(404);

    const order = (await createDeposit(m.token, { channelCode: 'GCASH', amount: 1000, requestId: rid() })).json().value;
    expect(order.payTo).toMatchObject({ accountNo: '09170000001' });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_updateDepositReference',
      headers: asMember(m.token),
      payload: { orderNo: order.orderNo, reference: 'GC-778812', receiptIds: [receiptId] },
    });
    expect(submitted.json().value).toMatchObject({ status: 'PENDING', reference: 'GC-778812' });

    // Operator API: 401 without a token, 403 for SUPPORT, then FINANCE approves.
    const approve = (token: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/v1/deposits/approve',
        headers: token ? asOperator(token) : wps,
        payload: { orderNo: order.orderNo },
      });
    expect((await approve(null)).statusCode).toBe(401);
    const support = await operatorToken(t, 'SUPPORT');
    expect((await approve(support)).statusCode).toBe(403);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/deposits',
      headers: asOperator(support),
    });
    expect(
      pending
        .json()
        .value.some(
          (d: { orderNo: string; memberAccount: string }) =>
            d.orderNo === order.orderNo && d.memberAccount === m.username,
        ),
    ).toBe(true);
    const finance = await operatorToken(t, 'FINANCE');
    expect((await approve(finance)).json().value.status).toBe('PAID');
    expect((await approve(finance)).statusCode).toBe(200);
    expect(await mainBalance(t, m.token)).toBe(1000);

    const second = (await createDeposit(m.token, { channelCode: 'BANK', amount: 600, requestId: rid() })).json().value;
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_updateDepositReference',
      headers: asMember(m.token),
      payload: { orderNo: second.orderNo, reference: 'BANK-1' },
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/v1/deposits/reject',
      headers: asOperator(finance),
      payload: { orderNo: second.orderNo, remark: 'No such transfer received' },
    });
    expect(rejected.json().value).toMatchObject({ status: 'FAILED', remark: 'No such transfer received' });
    expect(await mainBalance(t, m.token)).toBe(1000);

    const audit = await t.app.inject({ method: 'GET', url: '/wps/operator/v1/audit', headers: asOperator(admin) });
    const actions = audit.json().value.list.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['deposit.approve', 'deposit.reject']));
  });

  it('an approval and its audit row commit together: a refused audit row leaves the order unpaid', async () => {
    const m = await registerMember(t);
    const order = (await createDeposit(m.token, { channelCode: 'GCASH', amount: 300, requestId: rid() })).json().value;
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_updateDepositReference',
      headers: asMember(m.token),
      payload: { orderNo: order.orderNo, reference: 'GC-AUDIT-1' },
    });
    const finance = await operatorToken(t, 'FINANCE');
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/v1/deposits/approve',
        headers: asOperator(finance),
        payload: { orderNo: order.orderNo },
      });
    // The database refuses this one audit row: the credit in the same transaction must roll back.
    await t.database.db.execute(sql`
      create function pagoda_test_refuse_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'deposit.approve' then raise exception 'audit refused by test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger pagoda_test_refuse_audit before insert on audit_log for each row execute function pagoda_test_refuse_audit()`,
    );
    try {
      expect((await approve()).statusCode).toBe(500);
      expect(await mainBalance(t, m.token)).toBe(0);
    } finally {
      await t.database.db.execute(sql`drop trigger pagoda_test_refuse_audit on audit_log`);
      await t.database.db.execute(sql`drop function pagoda_test_refuse_audit()`);
    }
    expect((await approve()).json().value.status).toBe('PAID');
    expect(await mainBalance(t, m.token)).toBe(300);
  });

  it('a member cannot read or change another member’s order', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const order = (await createDeposit(a.token, { channelCode: 'GCASH', amount: 200, requestId: rid() })).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_cancelDeposit',
      headers: asMember(b.token),
      payload: { orderNo: order.orderNo },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('withdrawals', () => {
  const setup = async () => {
    const m = await registerMember(t);
    await fund(t, admin, m.username, 1000);
    const pin = await setPaymentPassword(t, m.token, m.password);
    const acc = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_withdrawAddCard',
      headers: asMember(m.token),
      payload: { channelCode: 'GCASH', accountNo: '09171234567', holderName: 'Juan Dela Cruz' },
    });
    expect(acc.json().value).toMatchObject({ accountNoMasked: '*******4567', holderName: 'Juan Dela Cruz' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_withdrawAddCard',
      headers: asMember(m.token),
      payload: { channelCode: 'BANK', accountNo: '1234567890', holderName: 'Somebody Else' },
    });
    expect(other.json().errorCode).toBe('payee.name.mismatch');
    return { m, pin, accountId: acc.json().value.id as number };
  };

  const request = (token: string, body: Record<string, unknown>) =>
    encrypted(t, 'POST', '/wps/relay/passwordCheck/MCSFE_withdraw', body, { Authorization: token });

  const opAction = (action: string, orderNo: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/operator/v1/withdrawals/${action}`,
      headers: asOperator(admin),
      payload: { orderNo, ...extra },
    });

  const confirm = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      headers: asMember(token),
      payload: body,
    });

  it('refuses a wrong payment password, amounts out of range and an unencrypted call', async () => {
    const { m, accountId } = await setup();
    expect(
      (await request(m.token, { payoutAccountId: accountId, amount: 200, password: '999999', requestId: rid() })).json()
        .errorCode,
    ).toBe('invalid.payment.pw');
    const low = await request(m.token, {
      payoutAccountId: accountId,
      amount: 50,
      password: '246810',
      requestId: rid(),
    });
    expect(low.json()).toMatchObject({ errorCode: 'amount.out.of.range', value: { min: 100, max: 50_000 } });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCSFE_withdraw',
      headers: asMember(m.token),
      payload: { payoutAccountId: accountId, amount: 200, password: '246810', requestId: rid() },
    });
    expect(plain.json().errorCode).toBe('payload.encryption.required');
    const tooMuch = await request(m.token, {
      payoutAccountId: accountId,
      amount: 1000.01,
      password: '246810',
      requestId: rid(),
    });
    expect(tooMuch.json()).toMatchObject({ errorCode: 'balance.not.enough', value: { balance: 1000 } });
  });

  it('hold → pay → received; hold → reject → released; not received and partly received disputes', async () => {
    const { m, pin, accountId } = await setup();
    const ask = async (amount: number) => {
      const res = await request(m.token, { payoutAccountId: accountId, amount, password: pin, requestId: rid() });
      expect(res.statusCode).toBe(200);
      return res.json().value as { orderNo: string; status: string };
    };

    const a = await ask(200);
    expect(a.status).toBe('PENDING');
    expect(await mainBalance(t, m.token)).toBe(800);
    expect((await opAction('approve', a.orderNo)).json().value.status).toBe('APPROVED');
    // Under the brand's withdrawal.pay threshold: maker-checker executes it at once.
    const outcome = (await opAction('pay', a.orderNo)).json().value;
    expect(outcome).toMatchObject({ status: 'EXECUTED', kind: 'withdrawal.pay' });
    const paid = outcome.result;
    expect(paid.status).toBe('PAID');
    expect(paid.confirmDueAt).toBeGreaterThan(Date.now());
    const list = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPaymentConfirmationList',
      headers: asMember(m.token),
    });
    expect(list.json().value.map((o: { payDetailId: string }) => o.payDetailId)).toEqual([a.orderNo]);
    expect((await confirm(m.token, { payDetailId: a.orderNo, isMoneyReceived: 'A' })).json().value).toMatchObject({
      status: 'CONFIRMED',
      confirmation: 'RECEIVED',
    });
    expect((await confirm(m.token, { payDetailId: a.orderNo, isMoneyReceived: 'A' })).json().errorCode).toBe(
      'order.state.invalid',
    );

    const b = await ask(100);
    expect((await opAction('reject', b.orderNo, { remark: 'Account name check failed' })).json().value.status).toBe(
      'REJECTED',
    );
    expect(await mainBalance(t, m.token)).toBe(800);

    const c = await ask(150);
    await opAction('pay', c.orderNo);
    expect((await confirm(m.token, { payDetailId: c.orderNo, isMoneyReceived: 'N' })).statusCode).toBe(400);
    const proof = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_uploadEncodedImage',
        headers: asMember(m.token),
        payload: { image: PNG_DATA_URL },
      })
    ).json().value.id;
    expect(
      (await confirm(m.token, { payDetailId: c.orderNo, isMoneyReceived: 'N', proofOfNotReceive: [proof] })).json()
        .value,
    ).toMatchObject({ status: 'DISPUTED', confirmation: 'NOT_RECEIVED' });
    // The operator finds it was never sent and refunds all of it.
    expect((await opAction('resolve', c.orderNo, { remark: 'Payout bounced' })).json().value.status).toBe('RESOLVED');
    expect(await mainBalance(t, m.token)).toBe(800);

    const d = await ask(300);
    await opAction('pay', d.orderNo);
    expect(
      (await confirm(m.token, { payDetailId: d.orderNo, isMoneyReceived: 'P', receivedAmount: 300 })).json().errorCode,
    ).toBe('amount.out.of.range');
    expect(
      (await confirm(m.token, { payDetailId: d.orderNo, isMoneyReceived: 'P', receivedAmount: 120 })).json().value,
    ).toMatchObject({ status: 'DISPUTED', confirmation: 'PARTIAL', receivedAmount: 120 });
    await opAction('resolve', d.orderNo, { remark: 'Second payout failed' });
    expect(await mainBalance(t, m.token)).toBe(680);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/ledger/audit',
      headers: asOperator(admin),
    });
    expect(audit.json().value).toMatchObject({ ok: true, sumOfEntries: '0' });
  });

  it('counts an unconfirmed payment as received after the configured minutes', async () => {
    const { m, pin, accountId } = await setup();
    const o = (
      await request(m.token, { payoutAccountId: accountId, amount: 100, password: pin, requestId: rid() })
    ).json().value;
    await opAction('pay', o.orderNo);
    await t.app.services.withdrawals.autoConfirm(new Date(Date.now() + 61 * 60_000));
    const report = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getWithdrawTransactionReport',
      headers: asMember(m.token),
    });
    expect(report.json().value.list[0]).toMatchObject({ status: 'CONFIRMED', confirmation: 'AUTO' });
  });

  it('enforces the daily count and keeps a retried request to one order', async () => {
    const { m, pin, accountId } = await setup();
    const requestId = rid();
    const first = await request(m.token, { payoutAccountId: accountId, amount: 100, password: pin, requestId });
    const retry = await request(m.token, { payoutAccountId: accountId, amount: 100, password: pin, requestId });
    expect(retry.json().value.orderNo).toBe(first.json().value.orderNo);
    expect(await mainBalance(t, m.token)).toBe(900);
    for (let i = 0; i < 4; i++)
      expect(
        (await request(m.token, { payoutAccountId: accountId, amount: 100, password: pin, requestId: rid() }))
          .statusCode,
      ).toBe(200);
    const sixth = await request(m.token, { payoutAccountId: accountId, amount: 100, password: pin, requestId: rid() });
    expect(sixth.json().errorCode).toBe('withdraw.daily.limit');
  });
});
