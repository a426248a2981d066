import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/operators/operator-totp.js';
import { asOperator, operatorSignIn, operatorToken, totpSecrets } from './helpers/money.js';
import { createTestApp, type TestContext, TEST_MERCHANT, wps } from './helpers/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t, 'ADMIN');
  support = await operatorToken(t, 'SUPPORT');
  content = await operatorToken(t, 'CONTENT');
  finance = await operatorToken(t, 'FINANCE');
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
/** A fresh client address per test, so per-IP limits of one test do not reach another. */
const freshIp = () => `198.51.100.${++ipSeq}`;

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({
    method,
    url: `/wps/operator/v1/${url}`,
    headers: token ? asOperator(token) : wps,
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

const newOperator = async (role = 'SUPPORT', allowedCidrs: string[] = []) => {
  const username = `acc${Math.random().toString(36).slice(2, 9)}`;
  await t.services.operators.create(TEST_MERCHANT, username, 'operator-pass-1', role, allowedCidrs);
  return username;
};

const passwordStep = (username: string, password: string, ip: string) =>
  call('POST', 'session/password', null, { username, password }, ip);
const totpStep = (ticket: string, code: string, ip: string) => call('POST', 'session/totp', null, { ticket, code }, ip);

describe('POST session/password', () => {
  it('400 on a missing field, login.info.incorrect on a wrong password, ENROL at the first sign-in', async () => {
    const ip = freshIp();
    expect((await call('POST', 'session/password', null, { username: 'x' }, ip)).statusCode).toBe(400);
    const name = await newOperator();
    expect((await passwordStep(name, 'wrong-password', ip)).json().errorCode).toBe('login.info.incorrect');
    const first = (await passwordStep(name, 'operator-pass-1', ip)).json().value;
    expect(first.stage).toBe('ENROL');
    expect(first.enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Until it is confirmed, the same secret is offered again.
    const again = (await passwordStep(name, 'operator-pass-1', ip)).json().value;
    expect(again.enrol.secret).toBe(first.enrol.secret);
    const done = await totpStep(again.ticket, totpCode(first.enrol.secret), ip);
    expect(done.json().value.operator).toMatchObject({ username: name, role: 'SUPPORT', idleMinutes: 30 });
    const next = (await passwordStep(name, 'operator-pass-1', ip)).json().value;
    expect(next).toEqual({ ticket: expect.any(String), stage: 'TOTP' });
  });

  it('locks the operator for 15 minutes after 5 failures, and records every attempt', async () => {
    const ip = freshIp();
    const name = await newOperator();
    for (let i = 0; i < 4; i++)
      expect((await passwordStep(name, 'bad-password', ip)).json().errorCode).toBe('login.info.incorrect');
    expect((await passwordStep(name, 'bad-password', ip)).json().errorCode).toBe('account.locked');
    // Even the right password is refused while locked.
    expect((await passwordStep(name, 'operator-pass-1', freshIp())).json().errorCode).toBe('account.locked');
    const id = (await t.database.db.execute<{ id: number }>(sql`select id from operators where username = ${name}`))
      .rows[0]!.id;
    const logins = (await call('GET', `operators/logins?operatorId=${id}`, admin)).json().value;
    expect(logins.total).toBe(6);
    expect(logins.list[0]).toMatchObject({ outcome: 'LOCKED', step: 'PASSWORD', userAgent: 'lightMyRequest' });
    expect(logins.list.filter((l: { outcome: string }) => l.outcome === 'BAD_PASSWORD')).toHaveLength(5);
  });

  it('limits the attempts of one address (10 a minute)', async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await passwordStep('nobody', 'x', ip)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('POST session/totp', () => {
  it('400 on a malformed code; a wrong code, a used code and a used ticket are refused', async () => {
    const ip = freshIp();
    const name = await newOperator();
    const token = await operatorSignIn(t, name, 'operator-pass-1', { ip });
    expect(token).toHaveLength(43);
    const secret = totpSecrets.get(name)!;
    const { ticket } = (await passwordStep(name, 'operator-pass-1', ip)).json().value;
    expect((await totpStep(ticket, '12ab56', ip)).statusCode).toBe(400);
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await totpStep(ticket, wrong, ip)).json().errorCode).toBe('login.verify.failed');
    // The code of the step the helper already used: refused (a code is accepted once).
    const used = totpCode(secret);
    const usedNow = await totpStep(ticket, used, ip);
    const next = totpCode(secret, Date.now() + 30_000);
    if (usedNow.statusCode === 200) throw new Error('a used code was accepted');
    expect(usedNow.json().errorCode).toBe('login.verify.failed');
    expect((await totpStep(ticket, next, ip)).statusCode).toBe(200);
    expect((await totpStep(ticket, totpCode(secret, Date.now() - 30_000), ip)).json().errorCode).toBe(
      'login.ticket.invalid',
    );
  });

  it('refuses an expired ticket', async () => {
    const ip = freshIp();
    const name = await newOperator();
    const { ticket, enrol } = (await passwordStep(name, 'operator-pass-1', ip)).json().value;
    await t.database.db.execute(sql`update operator_login_tickets set expires_at = now() - interval '1 second'`);
    expect((await totpStep(ticket, totpCode(enrol.secret), ip)).json().errorCode).toBe('login.ticket.invalid');
  });
});

describe('allowed source addresses', () => {
  it('refuses sign-in and calls from outside the CIDR list', async () => {
    const name = await newOperator('SUPPORT', ['192.0.2.0/24']);
    expect((await passwordStep(name, 'operator-pass-1', '203.0.113.9')).json().errorCode).toBe('ip.blocked');
    const token = await operatorSignIn(t, name, 'operator-pass-1', { ip: '192.0.2.10' });
    expect((await call('GET', 'me', token, undefined, '192.0.2.77')).statusCode).toBe(200);
    const elsewhere = await call('GET', 'me', token, undefined, '203.0.113.9');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().errorCode).toBe('ip.blocked');
  });
});

describe('GET me (session limits)', () => {
  it('401 without a session; ends after 30 idle minutes and after 12 hours', async () => {
    expect((await call('GET', 'me', null)).statusCode).toBe(401);
    const name = await newOperator('FINANCE');
    const idle = await operatorSignIn(t, name, 'operator-pass-1');
    const me = (await call('GET', 'me', idle)).json().value;
    expect(me.permissions).toContain('money.adjust');
    expect(me.expiresAt - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    const id = me.id as number;
    await t.database.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '31 minutes' where operator_id = ${id}`,
    );
    expect((await call('GET', 'me', idle)).statusCode).toBe(401);

    const old = await operatorSignIn(t, name, 'operator-pass-1');
    await t.database.db.execute(
      sql`update operator_sessions set expires_at = now() - interval '1 second', last_seen_at = now()
          where operator_id = ${id} and ended_at is null`,
    );
    expect((await call('GET', 'me', old)).statusCode).toBe(401);
  });
});

describe('permissions of the built-in roles', () => {
  it('SUPPORT cannot move money; CONTENT cannot read payments', async () => {
    const adjust = { account: 'nobody', kind: 'ADJUSTMENT', amount: 1, remark: 'x', requestId: 'deny-test-01' };
    expect((await call('POST', 'members/adjust', support, adjust)).statusCode).toBe(403);
    expect((await call('POST', 'withdrawals/pay', support, { orderNo: 'W123' })).statusCode).toBe(403);
    expect((await call('POST', 'deposits/approve', support, { orderNo: 'D123' })).statusCode).toBe(403);
    expect((await call('GET', 'deposits', content)).statusCode).toBe(403);
    expect((await call('GET', 'withdrawals', content)).statusCode).toBe(403);
    expect((await call('GET', 'approvals', content)).statusCode).toBe(403);
    expect((await call('GET', 'audit', finance)).statusCode).toBe(403);
    expect((await call('GET', 'operators', finance)).statusCode).toBe(403);
    expect((await call('GET', 'deposits', support)).statusCode).toBe(200);
  });
});

describe('GET/POST roles', () => {
  it('401, 403 for FINANCE, 400 on an unknown permission; a custom role grants exactly its permissions', async () => {
    expect((await call('GET', 'roles', null)).statusCode).toBe(401);
    expect((await call('POST', 'roles', finance, { key: 'AUDITOR', name: 'A', permissions: [] })).statusCode).toBe(403);
    expect(
      (await call('POST', 'roles', admin, { key: 'AUDITOR', name: 'Auditor', permissions: ['audit.everything'] }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', 'roles', admin, { key: 'ADMIN', name: 'x', permissions: [] })).json().errorCode).toBe(
      'operator.change.refused',
    );
    const created = await call('POST', 'roles', admin, {
      key: 'AUDITOR',
      name: 'Auditor',
      permissions: ['audit.read'],
    });
    expect(created.json().value).toMatchObject({ key: 'AUDITOR', builtin: false, permissions: ['audit.read'] });

    const name = await newOperator('AUDITOR');
    const token = await operatorSignIn(t, name, 'operator-pass-1');
    expect((await call('GET', 'audit', token)).statusCode).toBe(200);
    expect((await call('GET', 'deposits', token)).statusCode).toBe(403);
    await call('POST', 'roles/update', admin, {
      key: 'AUDITOR',
      name: 'Auditor',
      permissions: ['audit.read', 'payments.read'],
    });
    expect((await call('GET', 'deposits', token)).statusCode).toBe(200);

    const roles = (await call('GET', 'roles', admin)).json().value;
    expect(roles.map((r: { key: string }) => r.key)).toEqual([
      'ADMIN',
      'FINANCE',
      'SUPPORT',
      'CONTENT',
      'RISK',
      'AUDITOR',
    ]);
    expect(roles.find((r: { key: string }) => r.key === 'AUDITOR').operators).toBe(1);
    expect((await call('POST', 'roles/delete', admin, { key: 'AUDITOR' })).json().errorCode).toBe(
      'operator.change.refused',
    );
  });
});

describe('operators', () => {
  it('GET: 401, 403 for SUPPORT, 400 on a bad page size, then the grid', async () => {
    expect((await call('GET', 'operators', null)).statusCode).toBe(401);
    expect((await call('GET', 'operators', support)).statusCode).toBe(403);
    expect((await call('GET', 'operators?pageSize=0', admin)).statusCode).toBe(400);
    const grid = (await call('GET', 'operators?role=FINANCE&sort=username&order=asc', admin)).json().value;
    expect(grid.total).toBeGreaterThan(0);
    expect(grid.list.every((o: { role: string }) => o.role === 'FINANCE')).toBe(true);
    expect(grid.list[0]).not.toHaveProperty('passwordHash');
    expect(grid.list[0]).not.toHaveProperty('totpSecret');
  });

  it('POST: 400 on a bad username or CIDR; the new operator signs in with the shown password and enrols', async () => {
    expect((await call('POST', 'operators', admin, { username: 'Bad Name!', role: 'SUPPORT' })).statusCode).toBe(400);
    expect(
      (await call('POST', 'operators', admin, { username: 'carol1', role: 'SUPPORT', allowedCidrs: ['10.0.0.0/99'] }))
        .statusCode,
    ).toBe(400);
    const res = (await call('POST', 'operators', admin, { username: 'carol1', role: 'RISK' })).json().value;
    expect(res.operator).toMatchObject({ username: 'carol1', role: 'RISK', totpEnrolled: false });
    expect((await call('POST', 'operators', admin, { username: 'carol1', role: 'RISK' })).statusCode).toBe(409);
    const token = await operatorSignIn(t, 'carol1', res.password);
    expect((await call('GET', 'me', token)).json().value.role).toBe('RISK');
    const audit = (await call('GET', 'audit?action=operator.create&target=carol1', admin)).json().value;
    expect(audit.list[0].detail).toMatchObject({ before: null, after: { role: 'RISK', enabled: true } });
  });

  it('update: never oneself disabled, never the last ADMIN; a disabled operator loses their sessions', async () => {
    const me = (await call('GET', 'me', admin)).json().value;
    const self = await call('POST', 'operators/update', admin, { id: me.id, enabled: false });
    expect(self.json().errorCode).toBe('operator.change.refused');
    const name = await newOperator('FINANCE');
    const token = await operatorSignIn(t, name, 'operator-pass-1');
    const id = (await call('GET', 'me', token)).json().value.id;
    const off = await call('POST', 'operators/update', admin, { id, enabled: false, allowedCidrs: ['10.1.0.0/16'] });
    expect(off.json().value).toMatchObject({ enabled: false, allowedCidrs: ['10.1.0.0/16'], activeSessions: 0 });
    expect((await call('GET', 'me', token)).statusCode).toBe(401);
    const audit = (await call('GET', `audit?action=operator.update&target=${name}`, admin)).json().value;
    expect(audit.list[0].detail).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    // The last enabled ADMIN stays: a manager (custom role with operators.write) demotes every ADMIN but one.
    await call('POST', 'roles', admin, {
      key: 'OPSMGR',
      name: 'Ops manager',
      permissions: ['operators.read', 'operators.write'],
    });
    const mgr = await newOperator('OPSMGR');
    const mgrToken = await operatorSignIn(t, mgr, 'operator-pass-1');
    const admins = (await call('GET', 'operators?role=ADMIN&enabled=true&pageSize=500', mgrToken)).json().value;
    const [keep, ...rest] = admins.list as { id: number }[];
    for (const a of rest)
      expect((await call('POST', 'operators/update', mgrToken, { id: a.id, role: 'RISK' })).statusCode).toBe(200);
    const last = await call('POST', 'operators/update', mgrToken, { id: keep!.id, enabled: false });
    expect(last.json().errorCode).toBe('operator.change.refused');
    expect((await call('POST', 'operators/update', mgrToken, { id: keep!.id, role: 'RISK' })).json().errorCode).toBe(
      'operator.change.refused',
    );
  });
});
