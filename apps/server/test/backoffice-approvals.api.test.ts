import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asOperator, fund, mainBalance, operatorToken, rid } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let admin: string;
let financeA: string;
let financeB: string;
let financeC: string;
let support: string;
let risk: string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  [admin, financeA, financeB, financeC, support, risk] = [
    await operatorToken(t, 'ADMIN'),
    await operatorToken(t, 'FINANCE'),
    await operatorToken(t, 'FINANCE'),
    await operatorToken(t, 'FINANCE'),
    await operatorToken(t, 'SUPPORT'),
    await operatorToken(t, 'RISK'),
  ];
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/wps/operator/v1/${url}`,
    headers: token ? asOperator(token) : wps,
    ...(payload ? { payload } : {}),
  });

const credit = (token: string, account: string, amount: number | string, extra: object = {}) =>
  call('POST', 'members/adjust', token, {
    account,
    kind: 'ADJUSTMENT',
    amount,
    remark: 'maker-checker test',
    requestId: rid(),
    ...extra,
  });

const auditRows = async (action: string, target: string) =>
  (
    await t.database.db.execute<{ id: number }>(
      sql`select id from audit_log where action = ${action} and target = ${target}`,
    )
  ).rows.length;

describe('POST members/adjust (maker-checker)', () => {
  it('401 without a session, 403 for SUPPORT, 400 on a bad amount', async () => {
    const m = await registerMember(t);
    expect((await call('POST', 'members/adjust', null, {})).statusCode).toBe(401);
    expect((await credit(support, m.username, 10)).json().errorCode).toBe('forbidden');
    expect((await credit(financeA, m.username, -5)).statusCode).toBe(400);
  });

  it('executes at once up to the threshold (1,000.00)', async () => {
    const m = await registerMember(t);
    const res = (await credit(financeA, m.username, 1000)).json().value;
    expect(res).toMatchObject({ status: 'EXECUTED', kind: 'money.adjust', result: { balance: 1000 } });
    expect(await mainBalance(t, m.token)).toBe(1000);
  });

  it('above it waits for a second operator; the maker cannot approve; another FINANCE does', async () => {
    const m = await registerMember(t);
    const pending = (await credit(financeA, m.username, '5000.00')).json().value;
    expect(pending).toMatchObject({ status: 'PENDING', kind: 'money.adjust' });
    expect(await mainBalance(t, m.token)).toBe(0);
    expect(await auditRows('approval.request', `member:${m.username}`)).toBe(1);

    const own = await call('POST', 'approvals/decide', financeA, { id: pending.approvalId, decision: 'APPROVE' });
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe('approval.own.request');
    const seenByMaker = (await call('GET', `approvals/one?id=${pending.approvalId}`, financeA)).json().value;
    expect(seenByMaker).toMatchObject({ status: 'PENDING', canDecide: false, amount: 5000 });
    const seenByB = (await call('GET', `approvals/one?id=${pending.approvalId}`, financeB)).json().value;
    expect(seenByB.canDecide).toBe(true);

    const ok = await call('POST', 'approvals/decide', financeB, {
      id: pending.approvalId,
      decision: 'APPROVE',
      remark: 'checked',
    });
    expect(ok.json().value).toMatchObject({ status: 'APPROVED', checker: expect.stringMatching(/^opfinance/) });
    expect(await mainBalance(t, m.token)).toBe(5000);
    expect(await auditRows('member.adjustment', m.username)).toBe(1);
  });

  it('a bonus above 500.00 is a bonus.grant request', async () => {
    const m = await registerMember(t);
    const res = (await credit(financeA, m.username, 600, { kind: 'BONUS' })).json().value;
    expect(res).toMatchObject({ status: 'PENDING', kind: 'bonus.grant' });
  });
});

describe('POST approvals/decide', () => {
  it('401 without a session, 403 without approvals.decide (SUPPORT, RISK), 400 on a bad body', async () => {
    expect((await call('POST', 'approvals/decide', null, { id: 1, decision: 'APPROVE' })).statusCode).toBe(401);
    expect((await call('POST', 'approvals/decide', support, { id: 1, decision: 'APPROVE' })).statusCode).toBe(403);
    expect((await call('POST', 'approvals/decide', risk, { id: 1, decision: 'APPROVE' })).statusCode).toBe(403);
    expect((await call('POST', 'approvals/decide', financeB, { id: 'x', decision: 'MAYBE' })).statusCode).toBe(400);
    expect((await call('POST', 'approvals/decide', financeB, { id: 999_999, decision: 'APPROVE' })).statusCode).toBe(
      404,
    );
  });

  it('of two checkers deciding at once, one runs it and the other is told it was decided', async () => {
    const m = await registerMember(t);
    const { approvalId } = (await credit(financeA, m.username, 2000)).json().value;
    const [x, y] = await Promise.all([
      call('POST', 'approvals/decide', financeB, { id: approvalId, decision: 'APPROVE' }),
      call('POST', 'approvals/decide', financeC, { id: approvalId, decision: 'APPROVE' }),
    ]);
    const codes = [x, y].map((r) => r.json().errorCode ?? r.json().value.status).sort();
    expect(codes).toEqual(['APPROVED', 'approval.not.pending']);
    expect(await mainBalance(t, m.token)).toBe(2000);
    const again = await call('POST', 'approvals/decide', admin, { id: approvalId, decision: 'REJECT' });
    expect(again.json().errorCode).toBe('approval.not.pending');
  });

  it('a rejection moves no money', async () => {
    const m = await registerMember(t);
    const { approvalId } = (await credit(financeA, m.username, 3000)).json().value;
    const res = await call('POST', 'approvals/decide', admin, { id: approvalId, decision: 'REJECT', remark: 'no' });
    expect(res.json().value).toMatchObject({ status: 'REJECTED', remark: 'no' });
    expect(await mainBalance(t, m.token)).toBe(0);
  });

  it('a failing change is FAILED with its code, and leaves no audit row of the change (same transaction)', async () => {
    const m = await registerMember(t);
    await fund(t, financeA, m.username, 100);
    const { approvalId } = (await credit(financeA, m.username, 1500, { direction: 'DEBIT' })).json().value;
    const res = await call('POST', 'approvals/decide', financeB, { id: approvalId, decision: 'APPROVE' });
    expect(res.json().value).toMatchObject({ status: 'FAILED', errorCode: 'balance.not.enough' });
    expect(await mainBalance(t, m.token)).toBe(100);
    // The funding wrote its audit row; the failed debit (posting refused) wrote none.
    expect(await auditRows('member.adjustment', m.username)).toBe(1);
    expect(await auditRows('approval.failed', `member:${m.username}`)).toBe(1);
  });
});

describe('GET approvals', () => {
  it('401, 403 for SUPPORT, 400 on a bad filter, then the pending list', async () => {
    expect((await call('GET', 'approvals', null)).statusCode).toBe(401);
    expect((await call('GET', 'approvals', support)).statusCode).toBe(403);
    expect((await call('GET', 'approvals?status=WAITING', financeB)).statusCode).toBe(400);
    const m = await registerMember(t);
    await credit(financeA, m.username, 4321);
    const list = (await call('GET', 'approvals?status=PENDING&kind=money.adjust', risk)).json().value;
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.every((a: { status: string }) => a.status === 'PENDING')).toBe(true);
    expect(list.list.some((a: { amount: number }) => a.amount === 4321)).toBe(true);
  });
});

describe('GET/POST approvals/thresholds', () => {
  it('401, 403 for FINANCE (operators.write), 400 on a kind without a threshold, then sets one', async () => {
    expect((await call('GET', 'approvals/thresholds', null)).statusCode).toBe(401);
    const initial = (await call('GET', 'approvals/thresholds', financeA)).json().value;
    expect(initial).toEqual(
      expect.arrayContaining([
        { kind: 'money.adjust', amount: 1000 },
        { kind: 'bonus.grant', amount: 500 },
        { kind: 'withdrawal.pay', amount: 10000 },
        { kind: 'channel.change', amount: null },
        { kind: 'vendor.secret', amount: null },
      ]),
    );
    const body = { kind: 'withdrawal.pay', amount: 20000 };
    expect((await call('POST', 'approvals/thresholds', financeA, body)).statusCode).toBe(403);
    expect((await call('POST', 'approvals/thresholds', admin, { kind: 'vendor.secret', amount: 1 })).statusCode).toBe(
      400,
    );
    const set = (await call('POST', 'approvals/thresholds', admin, body)).json().value;
    expect(set).toContainEqual({ kind: 'withdrawal.pay', amount: 20000 });
    expect(await auditRows('approval.threshold', 'withdrawal.pay')).toBe(1);
    await call('POST', 'approvals/thresholds', admin, { kind: 'withdrawal.pay', amount: 10000 });
  });
});

describe('audit_log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const db = t.database.db;
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)).rows[0]!.n).toBeGreaterThan(
      0,
    );
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(db.execute(sql`update audit_log set actor = 'someone else'`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    await db.execute(
      sql`insert into audit_log (merchant_code, actor, action) values ('pagoda', 'test', 'test.append')`,
    );
  });
});
