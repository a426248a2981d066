import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { startLotteryAdminVendor, type LotteryAdminVendor } from './helpers/lottery-admin-vendor.js';
import { asOperator, operatorSignIn } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

// The back office's lottery calls (/wps/operator/v1/lottery/*) against a small HTTP vendor that implements
// the operations contract and checks every signature and body: permissions, validation, the signed call,
// the platform's own maker-checker, the audit log, and a vendor that is down or off contract.

const SECRET = 'lottery-admin-test-secret-0123456789abcdef';
const BASE = '/wps/operator/v1/lottery';
const DRAW = { vendor: 'LBO', gameCode: 'MB', numero: '20261129' };
const TABLES = { MB: { DB: ['12345'], G1: ['54321'], G7: ['01', '23', '45', '67'] } };

let t: TestContext;
let vendor: LotteryAdminVendor;
/** Operators by role: A and B both enter and confirm results (FINANCE); RISK reads; SUPPORT has no lottery. */
const ops: Record<'admin' | 'a' | 'b' | 'risk' | 'support', { token: string; username: string }> = {} as never;

const signIn = async (role: string, tag: string) => {
  const username = `lot${tag}${Math.random().toString(36).slice(2, 8)}`;
  await t.app.services.operators.create(TEST_MERCHANT, username, 'operator-pass-1', role);
  return { username, token: await operatorSignIn(t, username, 'operator-pass-1') };
};

const opsCall = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload,
    remoteAddress: '127.0.0.1',
  });
const manifestOf = (code: string, over: Record<string, unknown>) => ({
  code,
  displayName: `${code} Lotto`,
  adapter: 'seamless',
  launchUrl: `https://${code.toLowerCase()}.example/play`,
  categories: ['LOTT'],
  games: [{ vendor: code, gameCode: 'MB', gameType: 'LOTT', names: { EN: 'MB lottery' }, minBet: '1.00' }],
  ...over,
});
const registerVendor = async (code: string, over: Record<string, unknown>, secret = SECRET) => {
  const res = await opsCall({
    command: 'vendor-register',
    merchant: TEST_MERCHANT,
    manifest: manifestOf(code, over),
    secret,
  });
  expect(res.statusCode, res.body).toBe(200);
};

type Q = Record<string, string | undefined>;
const get = (path: string, q: Q, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${BASE}${path}?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`,
    headers: token ? asOperator(token) : wps,
  });
const send = (method: 'POST' | 'PUT', path: string, payload: object, token?: string) =>
  t.app.inject({
    method,
    url: `${BASE}${path}`,
    headers: token ? asOperator(token) : wps,
    payload,
  });
const expectError = (res: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { errorCode: string }).errorCode).toBe(code);
};
const audits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantCode, TEST_MERCHANT), like(auditLog.action, action)));

/** The first three checks every endpoint gets: no session, a role without the permission, bad input. */
const guards = (
  call: (q: Record<string, unknown>, token?: string) => ReturnType<typeof get>,
  valid: Record<string, unknown>,
  invalid: Record<string, unknown>,
  forbidden: () => string,
) => {
  it('answers 401 without an operator session', async () => {
    expectError(await call(valid), 401, 'CUSTOMER_NOT_LOGIN');
  });
  it('answers 403 to a role without the permission', async () => {
    expectError(await call(valid, forbidden()), 403, 'forbidden');
  });
  it('answers 400 to bad input, before calling the vendor', async () => {
    const before = vendor.calls.length;
    expectError(await call(invalid, ops.admin.token), 400, 'validation.failed');
    expect(vendor.calls.length).toBe(before);
  });
};

beforeAll(async () => {
  t = await createTestApp();
  vendor = await startLotteryAdminVendor(SECRET);
  await registerVendor('LBO', { lotteryAdminUrl: vendor.base });
  // A lottery vendor without an operations API: never offered.
  await registerVendor('LBN', {});
  ops.admin = await signIn('ADMIN', 'adm');
  ops.a = await signIn('FINANCE', 'a');
  ops.b = await signIn('FINANCE', 'b');
  ops.risk = await signIn('RISK', 'risk');
  ops.support = await signIn('SUPPORT', 'sup');
}, 120_000);
afterAll(async () => {
  // Every call the platform made was signed as the contract says.
  expect(vendor.badSignatures).toBe(0);
  await vendor.close();
  await t.close();
});

describe('GET /lottery/vendors', () => {
  it('answers 401 without a session and 403 without lottery.read', async () => {
    expectError(await get('/vendors', {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectError(await get('/vendors', {}, ops.support.token), 403, 'forbidden');
  });
  it('lists only the vendors whose manifest names a lotteryAdminUrl', async () => {
    const res = await get('/vendors', {}, ops.risk.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.vendors).toEqual([{ code: 'LBO', displayName: 'LBO Lotto' }]);
  });
  it('shows the URL on the back office vendor page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/vendors',
      headers: asOperator(ops.admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as { code: string; integration: { lottery: { adminUrl: string } } }[];
    expect(list.find((x) => x.code === 'LBO')?.integration.lottery.adminUrl).toBe(vendor.base);
    expect(list.find((x) => x.code === 'LBN')?.integration.lottery.adminUrl).toBe('');
  });
});

describe('GET /lottery/draws', () => {
  guards(
    (q, token) => get('/draws', q as Q, token),
    { vendor: 'LBO', from: '2026-11-28', to: '2026-11-30' },
    { vendor: 'LBO', from: '2026-11-30', to: '2026-11-28' },
    () => ops.support.token,
  );
  it('reads the calendar from the vendor, signed, with money as numbers', async () => {
    const res = await get(
      '/draws',
      { vendor: 'LBO', from: '2026-11-28', to: '2026-11-30', gameCode: 'MB' },
      ops.risk.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.draws).toEqual([
      expect.objectContaining({ gameCode: 'MB', numero: '20261129', state: 'CLOSED', sales: 1250, payout: null }),
    ]);
    expect(vendor.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/draws?from=2026-11-28&to=2026-11-30&gameCode=MB',
    });
  });
  it('refuses a vendor without an operations API', async () => {
    const res = await get('/draws', { vendor: 'LBN', from: '2026-11-28', to: '2026-11-30' }, ops.risk.token);
    expectError(res, 404, 'lottery.vendor.unknown');
  });
  it('answers lottery.vendor.unavailable when the vendor answers off the contract', async () => {
    vendor.mode = 'garbage';
    try {
      const res = await get('/draws', { vendor: 'LBO', from: '2026-11-28', to: '2026-11-30' }, ops.risk.token);
      expectError(res, 503, 'lottery.vendor.unavailable');
    } finally {
      vendor.mode = 'ok';
    }
  });
});

describe('GET /lottery/draw', () => {
  guards(
    (q, token) => get('/draw', q as Q, token),
    DRAW,
    { ...DRAW, numero: '2026-11-29' },
    () => ops.support.token,
  );
  it('answers the draw with its structure, no makers and no history yet', async () => {
    const res = await get('/draw', DRAW, ops.risk.token);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.draw.structure[0].prizes).toHaveLength(3);
    expect(v.makers).toEqual([]);
    expect(v.history).toEqual([]);
  });
  it('answers not.found when the vendor has no such draw', async () => {
    expectError(await get('/draw', { ...DRAW, numero: '20261128' }, ops.risk.token), 404, 'not.found');
  });
});

describe('POST /lottery/draw/result', () => {
  guards(
    (body, token) => send('POST', '/draw/result', body, token),
    { ...DRAW, tables: TABLES },
    { ...DRAW, tables: 'not tables' },
    () => ops.risk.token,
  );
  it('refuses numbers that are not digits, before calling the vendor', async () => {
    const before = vendor.calls.length;
    const res = await send('POST', '/draw/result', { ...DRAW, tables: { MB: { DB: ['12a45'] } } }, ops.a.token);
    expectError(res, 400, 'validation.failed');
    expect(vendor.calls.length).toBe(before);
  });
  it('sends the result with the operator named, audits it, and lists the maker', async () => {
    const res = await send('POST', '/draw/result', { ...DRAW, tables: TABLES }, ops.a.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(vendor.calls.find((c) => c.path.endsWith('/result'))).toEqual({
      method: 'POST',
      path: '/draws/MB/20261129/result',
      body: { operator: ops.a.username, source: 'OPERATOR', tables: TABLES },
    });
    const v = res.json().value;
    expect(v.draw).toMatchObject({ state: 'DRAWN', awaitingConfirmation: true });
    expect(v.makers).toEqual([ops.a.username]);
    expect(v.history).toEqual([expect.objectContaining({ operator: ops.a.username, action: 'lottery.result.enter' })]);
    const rows = await audits('lottery.result.enter');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: `operator:${ops.a.username}`,
      target: 'lottery-draw:LBO:MB:20261129',
      detail: { source: 'OPERATOR', tables: TABLES },
    });
  });
});

describe('POST /lottery/draw/confirm', () => {
  guards(
    (body, token) => send('POST', '/draw/confirm', body, token),
    DRAW,
    { ...DRAW, gameCode: 'm b' },
    () => ops.risk.token,
  );
  it('refuses the maker on the platform, without asking the vendor (which would accept)', async () => {
    const confirmsBefore = vendor.calls.filter((c) => c.path.endsWith('/confirm')).length;
    expectError(await send('POST', '/draw/confirm', DRAW, ops.a.token), 403, 'lottery.maker.checker');
    expect(vendor.calls.filter((c) => c.path.endsWith('/confirm')).length).toBe(confirmsBefore);
    expect(await audits('lottery.result.confirm')).toHaveLength(0);
  });
  it('lets another operator confirm: the draw is settled and the confirmation audited', async () => {
    const res = await send('POST', '/draw/confirm', DRAW, ops.b.token);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.draw).toMatchObject({ state: 'SETTLED', result: TABLES, confirmedBy: [ops.b.username], payout: 980 });
    expect(v.makers).toEqual([]);
    expect(vendor.calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({ operator: ops.b.username });
    const rows = await audits('lottery.result.confirm');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: `operator:${ops.b.username}`, detail: { makers: [ops.a.username] } });
  });
  it('passes the vendor’s refusal on when nothing waits', async () => {
    const res = await send('POST', '/draw/confirm', DRAW, ops.a.token);
    expectError(res, 409, 'lottery.vendor.refused');
    expect(res.json().message).toBe('No result is waiting for confirmation.');
  });
});

describe('POST /lottery/draw/correction', () => {
  guards(
    (body, token) => send('POST', '/draw/correction', body, token),
    { ...DRAW, tables: TABLES },
    { ...DRAW },
    () => ops.risk.token,
  );
  it('sends a corrected result after settlement; its maker cannot confirm it, another operator can', async () => {
    const corrected = { MB: { ...TABLES.MB, DB: ['12346'] } };
    const res = await send('POST', '/draw/correction', { ...DRAW, tables: corrected }, ops.b.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.draw).toMatchObject({ revision: 1, awaitingConfirmation: true });
    expect(res.json().value.makers).toEqual([ops.b.username]);
    expect(await audits('lottery.result.correct')).toHaveLength(1);
    // B confirmed the first result and made the correction: B cannot confirm it now; A (the first maker) can.
    expectError(await send('POST', '/draw/confirm', DRAW, ops.b.token), 403, 'lottery.maker.checker');
    const ok = await send('POST', '/draw/confirm', DRAW, ops.a.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.draw).toMatchObject({ state: 'SETTLED', result: corrected });
    expect(ok.json().value.history.map((h: { action: string }) => h.action)).toEqual([
      'lottery.result.enter',
      'lottery.result.confirm',
      'lottery.result.correct',
      'lottery.result.confirm',
    ]);
  });
});

describe('POST /lottery/draw/void', () => {
  guards(
    (body, token) => send('POST', '/draw/void', body, token),
    { ...DRAW, reason: 'Result source unavailable' },
    { ...DRAW, reason: 'no' },
    () => ops.a.token, // FINANCE enters results but does not void
  );
  it('passes the vendor’s refusal of a settled draw on', async () => {
    const res = await send('POST', '/draw/void', { ...DRAW, reason: 'Wrong draw' }, ops.admin.token);
    expectError(res, 409, 'lottery.vendor.refused');
    expect(await audits('lottery.draw.void')).toHaveLength(0);
  });
  it('voids an unsettled draw with the reason, audited', async () => {
    vendor.reset();
    const res = await send('POST', '/draw/void', { ...DRAW, reason: 'Station did not draw' }, ops.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.draw).toMatchObject({ state: 'VOID', voidReason: 'Station did not draw' });
    expect(vendor.calls[0]).toEqual({
      method: 'POST',
      path: '/draws/MB/20261129/void',
      body: { operator: ops.admin.username, reason: 'Station did not draw' },
    });
    const rows = await audits('lottery.draw.void');
    expect(rows[0]).toMatchObject({
      actor: `operator:${ops.admin.username}`,
      detail: { reason: 'Station did not draw' },
    });
  });
});

describe('POST /lottery/draw/close', () => {
  guards(
    (body, token) => send('POST', '/draw/close', body, token),
    { ...DRAW, reason: 'Result leaked' },
    { ...DRAW, reason: 'no' },
    () => ops.risk.token, // RISK reads draws but does not act on them
  );
  it('passes the vendor’s refusal of a draw whose sales are over on, unaudited', async () => {
    // The draw was voided above.
    const res = await send('POST', '/draw/close', { ...DRAW, reason: 'Result leaked' }, ops.a.token);
    expectError(res, 409, 'lottery.vendor.refused');
    expect(res.json().value).toMatchObject({ vendorCode: 'lottery.sales.closed' });
    expect(await audits('lottery.draw.close')).toHaveLength(0);
  });
  it('closes the sales of a draw on sale with the reason, audited, and shows the draw closed', async () => {
    vendor.reset('OPEN');
    const res = await send('POST', '/draw/close', { ...DRAW, reason: 'Official draw moved' }, ops.a.token);
    expect(res.statusCode, res.body).toBe(200);
    const closedAt = res.json().value.draw.closedEarlyAt;
    expect(res.json().value.draw).toMatchObject({ state: 'CLOSED', cutoffAt: closedAt });
    expect(closedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(vendor.calls[0]).toEqual({
      method: 'POST',
      path: '/draws/MB/20261129/close',
      body: { operator: ops.a.username, reason: 'Official draw moved' },
    });
    const rows = await audits('lottery.draw.close');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: `operator:${ops.a.username}`,
      target: 'lottery-draw:LBO:MB:20261129',
      detail: { reason: 'Official draw moved' },
    });
    expect(res.json().value.history.map((h: { action: string }) => h.action)).toContain('lottery.draw.close');
    vendor.reset();
  });
});

describe('GET /lottery/bet-types', () => {
  guards(
    (q, token) => get('/bet-types', q as Q, token),
    { vendor: 'LBO', structure: 'MB27' },
    { vendor: 'LBO', structure: 'MB99' },
    () => ops.support.token,
  );
  it('answers the odds, RTP and limits with money as numbers', async () => {
    const res = await get('/bet-types', { vendor: 'LBO', structure: 'MB27' }, ops.risk.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.betTypes[0]).toMatchObject({
      betType: 'de',
      payout: 95,
      rtp: 95,
      minPerTicket: 1,
      minPerNumber: null,
      liabilityCap: 200000,
    });
  });
});

describe('PUT /lottery/bet-types', () => {
  const body = {
    vendor: 'LBO',
    betType: 'de',
    structure: 'MB27',
    payout: 96,
    enabled: true,
    minPerTicket: 1,
    maxPerTicket: 5000,
    minPerNumber: null,
    maxPerNumber: 1000,
    maxPayoutPerTicket: 500000,
    liabilityCap: 150000.5,
  };
  guards(
    (b, token) => send('PUT', '/bet-types', b, token),
    body,
    { ...body, liabilityCap: 1.005 },
    () => ops.a.token,
  );
  it('passes the vendor’s RTP refusal on with its message, and audits nothing', async () => {
    const res = await send('PUT', '/bet-types', { ...body, payout: 99 }, ops.admin.token);
    expectError(res, 409, 'lottery.vendor.refused');
    expect(res.json().message).toBe('RTP 99.00 % is outside 90–97 %.');
    expect(await audits('lottery.odds.update')).toHaveLength(0);
  });
  it('saves odds and limits as money texts, audited with before and after', async () => {
    const res = await send('PUT', '/bet-types', body, ops.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.betType).toMatchObject({ payout: 96, rtp: 96, liabilityCap: 150000.5 });
    expect(vendor.calls.filter((c) => c.method === 'PUT').at(-1)).toEqual({
      method: 'PUT',
      path: '/bet-types/de',
      body: {
        operator: ops.admin.username,
        structure: 'MB27',
        payout: 96,
        enabled: true,
        minPerTicket: '1.00',
        maxPerTicket: '5000.00',
        minPerNumber: null,
        maxPerNumber: '1000.00',
        maxPayoutPerTicket: '500000.00',
        liabilityCap: '150000.50',
      },
    });
    const rows = await audits('lottery.odds.update');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target: 'lottery-bet-type:LBO:MB27:de',
      detail: { before: { payout: 95 }, after: { payout: 96 } },
    });
  });
});

describe('GET /lottery/liability', () => {
  guards(
    (q, token) => get('/liability', q as Q, token),
    DRAW,
    { vendor: 'LBO', gameCode: 'MB' },
    () => ops.support.token,
  );
  it('answers the top exposures with cap and sold-out', async () => {
    const res = await get('/liability', DRAW, ops.risk.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.rows).toEqual([
      { pool: 'de', number: '27', exposure: 95000, cap: 200000, soldOut: false },
      { pool: 'lo2', number: '68', exposure: 100000, cap: 100000, soldOut: true },
    ]);
  });
});

describe('GET /lottery/report', () => {
  guards(
    (q, token) => get('/report', q as Q, token),
    { vendor: 'LBO', from: '2026-11-01', to: '2026-11-30' },
    { vendor: 'LBO', from: '2026-11-01' },
    () => ops.support.token,
  );
  it('answers rows per game and bet type and exact totals', async () => {
    const res = await get('/report', { vendor: 'LBO', from: '2026-11-01', to: '2026-11-30' }, ops.risk.token);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.rows).toHaveLength(2);
    expect(v.rows[0]).toMatchObject({ betType: 'de', sales: 30.1, payout: 95, ggr: -64.9 });
    // 30.10 + 54.20 is 84.30 exactly (summed in minor units, not floats).
    expect(v.totals).toEqual({ tickets: 5, sales: 84.3, payout: 95, ggr: -10.7 });
  });
});

describe('a vendor that is down or refuses the signature', () => {
  it('answers lottery.vendor.unavailable when nothing listens at its URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await registerVendor('LBD', { lotteryAdminUrl: `http://127.0.0.1:${port}/admin` });
    const res = await get('/report', { vendor: 'LBD', from: '2026-11-01', to: '2026-11-30' }, ops.risk.token);
    expectError(res, 503, 'lottery.vendor.unavailable');
  });
  it('answers lottery.vendor.unavailable when the platform holds another secret (the vendor answers 401)', async () => {
    const other = await startLotteryAdminVendor(`${SECRET}-other`);
    try {
      await registerVendor('LBS', { lotteryAdminUrl: other.base });
      const res = await get('/report', { vendor: 'LBS', from: '2026-11-01', to: '2026-11-30' }, ops.risk.token);
      expectError(res, 503, 'lottery.vendor.unavailable');
      expect(other.badSignatures).toBe(1);
    } finally {
      await other.close();
    }
  });
});
