import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { asOperator, operatorToken } from './helpers/money.js';
import { createTestApp, type TestContext, TEST_MERCHANT, wps } from './helpers/test-app.js';

/** Brand configuration in the back office: every call 401 / 403 / 400 first, then the change, its audit row and the portal. */
let t: TestContext;
let admin: string;
let content: string; // config.read only
let support: string; // no config permission
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t, 'ADMIN');
  content = await operatorToken(t, 'CONTENT' as Parameters<typeof operatorToken>[1]);
  support = await operatorToken(t, 'SUPPORT');
});
afterAll(async () => {
  await t.close();
});

const base = '/wps/operator/v1/config';
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, path: string, token: string | null, payload?: object, remoteAddress?: string) =>
  t.app.inject({
    method,
    url: `${base}${path}`,
    headers: token ? asOperator(token) : wps,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const status = async (remoteAddress = '127.0.0.1') =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: wps, remoteAddress })).json().value;
const lastAudit = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.merchantCode, TEST_MERCHANT))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]!;

/** 401 without a session, 403 for a role without the permission, 400 for bad input. */
const refuses = async (method: Method, path: string, write: boolean, bad?: object) => {
  const none = await call(method, path, null, bad ?? {});
  expect(none.statusCode).toBe(401);
  const denied = await call(method, path, write ? content : support, bad ?? {});
  expect(denied.statusCode).toBe(403);
  expect(denied.json().errorCode).toBe('forbidden');
  if (bad) {
    const res = await call(method, path, admin, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  }
};

describe('GET /config/toggles', () => {
  it('refuses without a session and without config.read', async () => {
    await refuses('GET', '/toggles', false);
  });
  it('lists the tree in order, with parents and the effective state', async () => {
    const res = await call('GET', '/toggles', content);
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { modId: string; parentModId: string | null; effective: boolean }[];
    expect(list[0]).toMatchObject({ modId: 'ROOT', parentModId: null, effective: true });
    expect(list.find((m) => m.modId === 'FREEPLAY3')).toMatchObject({ parentModId: 'HOMEPAGE', enabled: true });
    // On under an enabled parent is effective; a switch that is off is not (a disabled parent's
    // children are off whatever their own switch: whitelabel.test.ts in the contracts).
    expect(list.find((m) => m.modId === 'DIVIDEND')).toMatchObject({ parentModId: 'AGENTCENTER', effective: true });
    expect(list.find((m) => m.modId === 'INBOX3')).toMatchObject({ enabled: false, effective: false });
  });
});

describe('PUT /config/toggles', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('PUT', '/toggles', true, { modId: 'free play', enabled: 'no' });
  });
  it('refuses an unknown module and ROOT off, writing no audit row', async () => {
    const before = await lastAudit();
    expect((await call('PUT', '/toggles', admin, { modId: 'NOPE3', enabled: true })).statusCode).toBe(404);
    expect((await call('PUT', '/toggles', admin, { modId: 'ROOT', enabled: false })).json().errorCode).toBe(
      'validation.failed',
    );
    expect((await lastAudit())?.id).toBe(before?.id);
  });
  it('switches FREEPLAY3 off on the portal at once, audited with before and after', async () => {
    const res = await call('PUT', '/toggles', admin, { modId: 'FREEPLAY3', enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.list.find((m: { modId: string }) => m.modId === 'FREEPLAY3').enabled).toBe(false);
    const free = (await status()).info.whitelabel.childrenNodes
      .flatMap((n: { childrenNodes: { modId: string; enabled: string }[] }) => n.childrenNodes)
      .find((n: { modId: string }) => n.modId === 'FREEPLAY3');
    expect(free.enabled).toBe('0');
    expect(await lastAudit()).toMatchObject({
      action: 'config.toggle',
      target: 'FREEPLAY3',
      actor: expect.stringMatching(/^operator:opadmin/),
      detail: { before: { enabled: true }, after: { enabled: false } },
    });
    await call('PUT', '/toggles', admin, { modId: 'FREEPLAY3', enabled: true });
  });
});

describe('GET /config/register-rules', () => {
  it('refuses without a session and without config.read', async () => {
    await refuses('GET', '/register-rules', false);
  });
  it('lists every registration field and the pattern catalogue', async () => {
    const value = (await call('GET', '/register-rules', content)).json().value;
    expect(value.list.find((r: { field: string }) => r.field === 'username')).toMatchObject({
      configured: true,
      required: true,
      minLength: 6,
      maxLength: 13,
      patternId: 1,
    });
    expect(value.patterns).toHaveLength(20);
  });
});

describe('PUT /config/register-rules', () => {
  const rule = {
    field: 'username',
    enabled: true,
    required: true,
    minLength: 5,
    maxLength: 12,
    patternId: 4,
    acceptedPattern: '^[a-z0-9]+$',
  };
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('PUT', '/register-rules', true, { ...rule, minLength: 20 });
    const unknown = await call('PUT', '/register-rules', admin, { ...rule, field: 'shoeSize' });
    expect(unknown.statusCode).toBe(400);
  });
  it('refuses a pattern that does not compile and one that backtracks catastrophically', async () => {
    const broken = await call('PUT', '/register-rules', admin, { ...rule, acceptedPattern: '^[a-z' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('acceptedPattern');
    const evil = await call('PUT', '/register-rules', admin, { ...rule, acceptedPattern: '^([a-z0-9]+)*$' });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toContain('too long');
    const tooLong = await call('PUT', '/register-rules', admin, { ...rule, acceptedPattern: `^${'a'.repeat(300)}$` });
    expect(tooLong.statusCode).toBe(400);
  });
  it('saves the rule: the portal gets it at once, audited with before and after', async () => {
    const res = await call('PUT', '/register-rules', admin, rule);
    expect(res.statusCode).toBe(200);
    const { field: _f, ...saved } = rule;
    expect((await status()).info.register.username).toEqual(saved);
    expect(await lastAudit()).toMatchObject({
      action: 'config.register_rule',
      target: 'username',
      detail: { before: { minLength: 6, patternId: 1 }, after: { minLength: 5, acceptedPattern: '^[a-z0-9]+$' } },
    });
  });
});

describe('POST /config/register-rules/check', () => {
  it('refuses without a session and without config.read, and bad input', async () => {
    await refuses('POST', '/register-rules/check', false, { pattern: '' });
  });
  it('tells a safe pattern from a broken or unsafe one', async () => {
    const check = async (pattern: string) =>
      (await call('POST', '/register-rules/check', content, { pattern })).json().value;
    expect(await check('^[0-9]{4}$')).toEqual({ ok: true, problem: null, message: '' });
    expect(await check('^(')).toMatchObject({ ok: false, problem: 'SYNTAX' });
    expect(await check('^(a|a)*$')).toMatchObject({ ok: false, problem: 'UNSAFE' });
  });
});

describe('GET /config/general', () => {
  it('refuses without a session and without config.read', async () => {
    await refuses('GET', '/general', false);
  });
  it('answers languages, currency and CDNs', async () => {
    const value = (await call('GET', '/general', content)).json().value;
    expect(value).toMatchObject({ currency: expect.stringMatching(/^[A-Z]{3}$/), defaultLanguage: 'EN' });
    expect(value.languages).toContain('EN');
  });
});

describe('PUT /config/general', () => {
  const general = {
    languages: ['EN', 'VI', 'CN'],
    defaultLanguage: 'VI',
    currency: 'VND',
    currencySymbol: '₫',
    imageCdns: ['https://img.example.com/'],
    launchGameCdns: [],
  };
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('PUT', '/general', true, { ...general, defaultLanguage: 'JA' });
    for (const bad of [
      { ...general, languages: [] },
      { ...general, languages: ['EN', 'EN'], defaultLanguage: 'EN' },
      { ...general, currency: 'dong' },
      { ...general, imageCdns: ['javascript:alert(1)'] },
    ])
      expect((await call('PUT', '/general', admin, bad)).statusCode).toBe(400);
  });
  it('saves and the portal shows it', async () => {
    const before = (await call('GET', '/general', admin)).json().value;
    const res = await call('PUT', '/general', admin, general);
    expect(res.json().value).toEqual(general);
    const brand = (await status()).info;
    expect(brand.brand).toMatchObject({ currency: 'VND', currencySymbol: '₫', defaultLanguage: 'VI' });
    expect(brand.imageCDNs).toEqual(['https://img.example.com/']);
    expect(await lastAudit()).toMatchObject({ action: 'config.general', detail: { before, after: general } });
    await call('PUT', '/general', admin, before);
  });
});

describe('GET /config/access', () => {
  it('refuses without a session and without config.read', async () => {
    await refuses('GET', '/access', false);
  });
  it('answers maintenance, login-first, blocks and where the operator stands', async () => {
    const value = (await call('GET', '/access', content)).json().value;
    expect(value).toMatchObject({
      maintenance: { on: false, active: false },
      loginFirst: false,
      you: { ip: '127.0.0.1', blockedOnPortal: false },
    });
  });
});

describe('PUT /config/maintenance', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('PUT', '/maintenance', true, { on: true, from: 'tomorrow' });
    const backwards = await call('PUT', '/maintenance', admin, {
      on: true,
      from: '2031-01-02T00:00:00Z',
      until: '2031-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    const markup = await call('PUT', '/maintenance', admin, { on: true, message: '<script>' });
    expect(markup.statusCode).toBe(400);
  });
  it('closes the portal with the message, keeps the back office open, and reopens it', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('PUT', '/maintenance', admin, { on: true, until, message: 'Upgrading the wallet' });
    expect(res.json().value.maintenance).toMatchObject({
      on: true,
      active: true,
      until,
      message: 'Upgrading the wallet',
    });
    expect(await status()).toMatchObject({
      status: 1,
      maintenanceEnd: Date.parse(until),
      maintenanceMessage: 'Upgrading the wallet',
    });
    expect((await call('GET', '/access', admin)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'config.maintenance', detail: { after: { on: true, until } } });
    await call('PUT', '/maintenance', admin, { on: false });
    expect((await status()).status).toBe(0);
  });
  it('a planned window starts later: the portal stays open until then', async () => {
    const from = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('PUT', '/maintenance', admin, { on: true, from });
    expect(res.json().value.maintenance).toMatchObject({ on: true, active: false, from });
    expect((await status()).status).toBe(0);
    await call('PUT', '/maintenance', admin, { on: false });
  });
});

describe('PUT /config/login-first', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('PUT', '/login-first', true, { on: 'yes' });
  });
  it('switches login-first and the portal sees it', async () => {
    expect((await call('PUT', '/login-first', admin, { on: true })).json().value.loginFirst).toBe(true);
    expect((await status()).info.brand.loginedToHomePage).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'config.login_first', detail: { before: { on: false } } });
    await call('PUT', '/login-first', admin, { on: false });
  });
});

describe('POST /config/region-blocks', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('POST', '/region-blocks', true, { kind: 'CIDR', value: '300.1.1.1/8' });
    expect((await call('POST', '/region-blocks', admin, { kind: 'CIDR', value: '10.0.0.0/33' })).statusCode).toBe(400);
    expect((await call('POST', '/region-blocks', admin, { kind: 'COUNTRY', value: 'vietnam' })).statusCode).toBe(400);
  });
  it('blocks the range on the portal but never the back office, even for an operator inside it', async () => {
    const inside = '10.9.8.7';
    const res = await call('POST', '/region-blocks', admin, { kind: 'CIDR', value: '10.9.0.0/16' }, inside);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      regionBlocks: [{ kind: 'CIDR', value: '10.9.0.0/16' }],
      you: { ip: inside, blockedOnPortal: true },
    });
    expect((await status(inside)).status).toBe(2);
    expect((await call('GET', '/toggles', admin, undefined, inside)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'config.region_block.add', target: 'CIDR:10.9.0.0/16' });
  });
});

describe('DELETE /config/region-blocks', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    const none = await call('DELETE', '/region-blocks?kind=CIDR&value=10.9.0.0/16', null);
    expect(none.statusCode).toBe(401);
    expect((await call('DELETE', '/region-blocks?kind=CIDR&value=10.9.0.0/16', content)).statusCode).toBe(403);
    expect((await call('DELETE', '/region-blocks?kind=PLANET&value=mars', admin)).statusCode).toBe(400);
    expect((await call('DELETE', '/region-blocks?kind=COUNTRY&value=ZZ', admin)).statusCode).toBe(404);
  });
  it('lifts the block', async () => {
    const res = await call('DELETE', `/region-blocks?kind=CIDR&value=${encodeURIComponent('10.9.0.0/16')}`, admin);
    expect(res.json().value.regionBlocks).toEqual([]);
    expect((await status('10.9.8.7')).status).toBe(0);
  });
});

describe('GET /config/third-party', () => {
  it('refuses without a session and without config.read', async () => {
    await refuses('GET', '/third-party', false);
  });
  it('lists both providers, not configured', async () => {
    const list = (await call('GET', '/third-party', content)).json().value.list;
    expect(list).toEqual([
      expect.objectContaining({ provider: 'GOOGLE', configured: false, enabled: false, secretSet: false }),
      expect.objectContaining({ provider: 'FACEBOOK', configured: false }),
    ]);
  });
});

describe('PUT /config/third-party', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    await refuses('PUT', '/third-party', true, { provider: 'MYSPACE', enabled: true, clientId: 'x' });
    const noSecret = await call('PUT', '/third-party', admin, { provider: 'GOOGLE', enabled: true, clientId: 'id-1' });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().message).toContain('clientSecret');
    const plainIssuer = await call('PUT', '/third-party', admin, {
      provider: 'GOOGLE',
      enabled: true,
      clientId: 'id-1',
      clientSecret: 's',
      issuer: 'http://evil.example.com',
    });
    expect(plainIssuer.statusCode).toBe(400);
  });
  it('stores the client, never answers or audits the secret, and keeps it when none is sent', async () => {
    const res = await call('PUT', '/third-party', admin, {
      provider: 'GOOGLE',
      enabled: true,
      clientId: 'google-client-1',
      clientSecret: 'top-secret-value',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('top-secret-value');
    expect(res.json().value.list[0]).toMatchObject({
      provider: 'GOOGLE',
      enabled: true,
      configured: true,
      clientId: 'google-client-1',
      issuer: 'https://accounts.google.com',
      secretSet: true,
    });
    const audit = await lastAudit();
    expect(JSON.stringify(audit.detail)).not.toContain('top-secret-value');
    expect(audit).toMatchObject({ action: 'config.third_party', detail: { after: { secretChanged: true } } });
    const again = await call('PUT', '/third-party', admin, { provider: 'GOOGLE', enabled: true, clientId: 'google-2' });
    expect(again.json().value.list[0]).toMatchObject({ clientId: 'google-2', secretSet: true });
    const portal = await t.app.inject({ method: 'GET', url: '/wps/session/oauth/providers', headers: wps });
    expect(JSON.stringify(portal.json().value)).toContain('GOOGLE');
  });
});

describe('DELETE /config/third-party', () => {
  it('refuses without a session, without config.write, and bad input', async () => {
    expect((await call('DELETE', '/third-party?provider=GOOGLE', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/third-party?provider=GOOGLE', content)).statusCode).toBe(403);
    expect((await call('DELETE', '/third-party?provider=ORKUT', admin)).statusCode).toBe(400);
  });
  it('removes the client and the portal button', async () => {
    const res = await call('DELETE', '/third-party?provider=GOOGLE', admin);
    expect(res.json().value.list[0]).toMatchObject({ configured: false, secretSet: false });
    const portal = await t.app.inject({ method: 'GET', url: '/wps/session/oauth/providers', headers: wps });
    expect(JSON.stringify(portal.json().value)).not.toContain('GOOGLE');
  });
});
