import { ErrorCode } from '@pagoda/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, captchaCookie, encrypted, uniqueName } from './helpers/accounts.js';
import { asMember, asOperator, fund, operatorToken } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
let finance: string;
let content: string;

/** A member registered (and signed in) from a given address, so shared-IP links can be tested. */
const register = async (ip: string, username = uniqueName('mem')) => {
  const cookie = await captchaCookie(t);
  const res = await encrypted(
    t,
    'PUT',
    '/wps/member/register',
    {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: CAPTCHA,
      login: true,
      registerMethod: 'WEB',
    },
    { cookie },
    ip,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return { username, id: res.json().value.id as number, token: res.json().value.token as string };
};

const login = (username: string, ip = '10.9.9.9') =>
  encrypted(
    t,
    'POST',
    '/wps/session/login',
    { username, password: 'abc12345' },
    { 'user-agent': 'MemberTest/1.0' },
    ip,
  );

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/v1/members${url}`, headers: token ? asOperator(token) : wps });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method,
    url: `/wps/operator/v1/members${url}`,
    headers: token ? asOperator(token) : wps,
    payload: payload as object,
  });

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async (query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

let alice: { username: string; id: number; token: string };
let bob: { username: string; id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  [admin, support, finance] = await Promise.all([
    operatorToken(t, 'ADMIN'),
    operatorToken(t, 'SUPPORT'),
    operatorToken(t, 'FINANCE'),
  ]);
  content = await operatorToken(t, 'CONTENT');
  alice = await register('10.77.0.1');
  bob = await register('10.77.0.1');
  await t.database.db.execute(
    sql`update members set email = 'alice.example@mail.test', mobile = '9171234567', country_dialing_code = '63' where id = ${alice.id}`,
  );
  await fund(t, admin, alice.username, 250);
}, 180_000);
afterAll(() => t?.close());

describe('GET /wps/operator/v1/members', () => {
  it('refuses without a session, with CONTENT, and bad input', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', content)).json().errorCode).toBe(ErrorCode.Forbidden);
    const bad = await get('?field=NOPE', admin);
    expect(bad.statusCode).toBe(400);
    expect((await get('?pageSize=100000', admin)).statusCode).toBe(400);
    expect((await get('?registeredFrom=200&registeredTo=100', admin)).statusCode).toBe(400);
  });

  it('finds by username, by IP and filters by status; masks contact data without members.write', async () => {
    const byName = (await get(`?field=USERNAME&q=${alice.username}`, admin)).json().value;
    expect(byName.total).toBe(1);
    expect(byName.list[0]).toMatchObject({
      id: alice.id,
      status: 'ACTIVE',
      balance: 250,
      email: 'alice.example@mail.test',
    });
    expect(byName.list[0].mobile).toBe('+63 9171234567');

    const byIp = (await get('?field=IP&q=10.77.0.1', admin)).json().value;
    expect(byIp.list.map((r: { id: number }) => r.id).sort()).toEqual([alice.id, bob.id].sort());

    const masked = (await get(`?q=${alice.username}`, finance)).json().value.list[0];
    expect(masked.email).toBe('al***@mail.test');
    expect(masked.mobile).toBe('917****567');

    const byAffiliate = (await get('?field=AFFILIATE&q=DEMO8888', admin)).json().value;
    expect(byAffiliate.list.some((r: { account: string }) => r.account === 'demoagent')).toBe(true);

    const sorted = (await get('?sort=balance&order=desc&pageSize=1', admin)).json().value;
    expect(sorted.list[0].balance).toBeGreaterThanOrEqual(250);
    expect((await get('?status=LOCKED&field=IP&q=10.77.0.1', admin)).json().value.total).toBe(0);
  });
});

describe('GET /wps/operator/v1/members/profile', () => {
  it('refuses without a session, with CONTENT, and bad input', async () => {
    expect((await get(`/profile?memberId=${alice.id}`)).statusCode).toBe(401);
    expect((await get(`/profile?memberId=${alice.id}`, content)).statusCode).toBe(403);
    expect((await get('/profile?memberId=abc', admin)).statusCode).toBe(400);
    expect((await get('/profile?memberId=99999999', admin)).statusCode).toBe(404);
  });

  it('shows identity, the main wallet and the agent links', async () => {
    const p = (await get(`/profile?memberId=${alice.id}`, support)).json().value;
    expect(p).toMatchObject({ account: alice.username, registeredIp: '10.77.0.1', balance: 250, openSessions: 1 });
    expect(p.wallets.find((w: { wallet: string }) => w.wallet === 'MAIN').balance).toBe(250);
  });
});

describe('GET /wps/operator/v1/members/ledger, bets, logins', () => {
  it('refuses without a session and bad input', async () => {
    expect((await get(`/ledger?memberId=${alice.id}`)).statusCode).toBe(401);
    expect((await get(`/ledger?memberId=${alice.id}&sort=nope`, admin)).statusCode).toBe(400);
    expect((await get(`/bets?memberId=${alice.id}`, content)).statusCode).toBe(403);
  });

  it('lists the ledger entries, bets and logins with device', async () => {
    const ledger = (await get(`/ledger?memberId=${alice.id}`, admin)).json().value;
    expect(ledger.total).toBe(1);
    expect(ledger.list[0]).toMatchObject({ wallet: 'MAIN', amount: 250, balanceAfter: 250 });
    expect((await get(`/bets?memberId=${alice.id}`, admin)).json().value).toEqual({ list: [], total: 0 });
    expect((await login(alice.username)).statusCode).toBe(200);
    const logins = (await get(`/logins?memberId=${alice.id}`, admin)).json().value;
    expect(logins.list[0]).toMatchObject({ ip: '10.9.9.9', success: true, device: 'web', userAgent: 'MemberTest/1.0' });
  });
});

describe('GET /wps/operator/v1/members/deposits and withdrawals', () => {
  it('needs payments.read', async () => {
    expect((await get(`/deposits?memberId=${alice.id}`)).statusCode).toBe(401);
    expect((await get(`/deposits?memberId=${alice.id}`, content)).statusCode).toBe(403);
    expect((await get(`/withdrawals?memberId=${alice.id}`, content)).statusCode).toBe(403);
    expect((await get('/deposits?memberId=0', admin)).statusCode).toBe(400);
    expect((await get(`/deposits?memberId=${alice.id}`, support)).json().value).toEqual({ list: [], total: 0 });
    expect((await get(`/withdrawals?memberId=${alice.id}`, finance)).json().value.total).toBe(0);
  });
});

describe('GET /wps/operator/v1/members/linked', () => {
  it('links members sharing a registration or login IP', async () => {
    expect((await get(`/linked?memberId=${alice.id}`)).statusCode).toBe(401);
    expect((await get('/linked', admin)).statusCode).toBe(400);
    const linked = (await get(`/linked?memberId=${alice.id}`, admin)).json().value;
    const row = linked.list.find((r: { id: number }) => r.id === bob.id);
    expect(row.shared).toContainEqual({ reason: 'REGISTRATION_IP', ip: '10.77.0.1' });
    expect(row.shared).toContainEqual({ reason: 'LOGIN_IP', ip: '10.77.0.1' });
  });
});

describe('GET /wps/operator/v1/members/team', () => {
  it('shows the upline chain and the downline', async () => {
    expect((await get(`/team?memberId=${alice.id}`)).statusCode).toBe(401);
    const agent = (await get('?field=USERNAME&q=demoagent', admin)).json().value.list[0];
    const downliner = await register('10.78.0.1');
    await t.database.db.execute(sql`update members set upline_id = ${agent.id} where id = ${downliner.id}`);
    const team = (await get(`/team?memberId=${agent.id}`, admin)).json().value;
    expect(team.list.map((r: { id: number }) => r.id)).toContain(downliner.id);
    const profile = (await get(`/profile?memberId=${downliner.id}`, admin)).json().value;
    expect(profile.uplineChain).toEqual([{ id: agent.id, account: 'demoagent', type: 1 }]);
  });
});

describe('POST /wps/operator/v1/members/notes', () => {
  it('refuses without a session, without members.write, and bad input', async () => {
    expect((await send('POST', '/notes', { memberId: alice.id, body: 'x' })).statusCode).toBe(401);
    expect((await send('POST', '/notes', { memberId: alice.id, body: 'x' }, finance)).statusCode).toBe(403);
    expect((await send('POST', '/notes', { memberId: alice.id, body: '' }, admin)).statusCode).toBe(400);
    expect((await send('POST', '/notes', { memberId: alice.id, body: '<b>x</b>' }, admin)).statusCode).toBe(400);
  });

  it('adds an append-only, audited note', async () => {
    const res = await send('POST', '/notes', { memberId: alice.id, body: 'Called about a deposit' }, support);
    expect(res.statusCode).toBe(200);
    const notes = (await get(`/notes?memberId=${alice.id}`, finance)).json().value;
    expect(notes.list[0]).toMatchObject({
      body: 'Called about a deposit',
      author: expect.stringMatching(/^operator:/),
    });
    const audit = await rowsOf(sql`select action, target from audit_log where action = 'member.note'`);
    expect(audit).toContainEqual({ action: 'member.note', target: alice.username });
    await expect(t.database.db.execute(sql`update member_notes set body = 'changed'`)).rejects.toThrow();
  });
});

describe('PUT /wps/operator/v1/members/labels and POST label-options', () => {
  it('refuses without a session, without members.write, and labels outside the list', async () => {
    expect((await send('POST', '/label-options', { name: 'High roller' })).statusCode).toBe(401);
    expect((await send('POST', '/label-options', { name: 'High roller' }, finance)).statusCode).toBe(403);
    expect((await send('POST', '/label-options', { name: '' }, admin)).statusCode).toBe(400);
    expect((await send('PUT', '/labels', { memberId: alice.id, labels: ['Unknown'] }, admin)).statusCode).toBe(400);
  });

  it('adds a label to the list, sets it on the member, and finds the member by it', async () => {
    expect((await send('POST', '/label-options', { name: 'High roller' }, admin)).statusCode).toBe(200);
    const set = await send('PUT', '/labels', { memberId: alice.id, labels: ['High roller'] }, support);
    expect(set.json().value).toEqual({ labels: ['High roller'] });
    expect((await get('?label=High%20roller', admin)).json().value.list.map((r: { id: number }) => r.id)).toEqual([
      alice.id,
    ]);
    const options = (await get('/label-options', admin)).json().value;
    expect(options).toContainEqual({ name: 'High roller', members: 1 });
  });
});

describe('PUT /wps/operator/v1/members/vip', () => {
  it('sets the VIP level, audited with before and after', async () => {
    expect((await send('PUT', '/vip', { memberId: alice.id, level: 3 })).statusCode).toBe(401);
    expect((await send('PUT', '/vip', { memberId: alice.id, level: 3 }, finance)).statusCode).toBe(403);
    expect((await send('PUT', '/vip', { memberId: alice.id, level: 11 }, admin)).statusCode).toBe(400);
    const res = await send('PUT', '/vip', { memberId: alice.id, level: 5 }, admin);
    // The level goes through the VIP levels: the demo table's level 5 is Crown.
    expect(res.json().value).toEqual({ vipLevel: 5, vipLabel: 'Crown' });
    const audit = await rowsOf(sql`select detail from audit_log where action = 'member.vip'`);
    expect(audit[0]).toMatchObject({ detail: { before: { vipLevel: 0 }, after: { vipLevel: 5 } } });
    expect((await get('?vipLevel=5', admin)).json().value.list.map((r: { id: number }) => r.id)).toEqual([alice.id]);
  });
});

describe('POST /wps/operator/v1/members/lock and unlock', () => {
  it('refuses without a session, without members.write, and bad input', async () => {
    expect((await send('POST', '/lock', { memberId: bob.id, reason: 'x' })).statusCode).toBe(401);
    expect((await send('POST', '/lock', { memberId: bob.id, reason: 'x' }, finance)).statusCode).toBe(403);
    expect((await send('POST', '/lock', { memberId: bob.id }, admin)).statusCode).toBe(400);
  });

  it('locks: the session stops answering and sign-in is refused; unlock lets the member back', async () => {
    const session = (await login(bob.username)).json().value.token as string;
    const me = () => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: asMember(session) });
    expect((await me()).statusCode).toBe(200);
    const locked = await send('POST', '/lock', { memberId: bob.id, reason: 'Chargeback' }, support);
    expect(locked.json().value).toEqual({ status: 'LOCKED', mustChangePassword: false, openSessions: 0 });
    expect((await me()).statusCode).toBe(401);
    expect((await login(bob.username)).json().errorCode).toBe(ErrorCode.AccountLocked);
    expect((await send('POST', '/lock', { memberId: bob.id, reason: 'again' }, admin)).statusCode).toBe(409);

    const audit = await rowsOf(sql`select detail from audit_log where action = 'member.lock'`);
    expect(audit[0]).toMatchObject({ detail: { before: { status: 'ACTIVE' }, after: { status: 'LOCKED' } } });
    const events = (await get(`/security-events?memberId=${bob.id}`, admin)).json().value;
    expect(events.list[0]).toMatchObject({ kind: 'member.lock' });

    expect((await send('POST', '/unlock', { memberId: bob.id, reason: 'Resolved' }, support)).statusCode).toBe(200);
    expect((await login(bob.username)).statusCode).toBe(200);
  });
});

describe('POST /wps/operator/v1/members/force-password and end-sessions', () => {
  it('forces a password change at the next sign-in', async () => {
    expect((await send('POST', '/force-password', { memberId: alice.id, reason: 'x' })).statusCode).toBe(401);
    expect((await send('POST', '/force-password', { memberId: alice.id, reason: 'x' }, finance)).statusCode).toBe(403);
    const res = await send('POST', '/force-password', { memberId: alice.id, reason: 'Shared password' }, admin);
    expect(res.json().value.mustChangePassword).toBe(true);
    expect((await login(alice.username)).json().value.changePasswordRequired).toBe(true);
  });

  it('ends every session at once', async () => {
    expect((await send('POST', '/end-sessions', { memberId: alice.id, reason: 'x' })).statusCode).toBe(401);
    expect((await send('POST', '/end-sessions', { memberId: 'x', reason: 'x' }, admin)).statusCode).toBe(400);
    const session = (await login(alice.username)).json().value.token as string;
    const res = await send('POST', '/end-sessions', { memberId: alice.id, reason: 'Stolen phone' }, support);
    expect(res.json().value.openSessions).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: asMember(session) });
    expect(me.statusCode).toBe(401);
  });
});
