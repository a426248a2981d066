import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = wps) => t.app.inject({ method: 'GET', url, headers });
const ops = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload: body,
    remoteAddress: '127.0.0.1',
  });

describe('GET /wps/system/status', () => {
  it('refuses an unknown merchant with merchant.not.found', async () => {
    const res = await get('/wps/system/status', { ...wps, Merchant: 'nosuchbrand' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });

  it('refuses two Merchant headers with function.not.available', async () => {
    const res = await get('/wps/system/status', { ...wps, Merchant: 'pagoda, other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
  });

  it('answers bad query input with validation.failed naming the field', async () => {
    const res = await get(`/wps/system/status?url=${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect(body.message).toContain('url');
  });

  it('returns the permission response of the demo brand', async () => {
    const res = await get('/wps/system/status?url=localhost:8080');
    expect(res.statusCode).toBe(200);
    const { success, value } = res.json();
    expect(success).toBe(true);
    expect(value.status).toBe(0);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location).toEqual({ ip: '127.0.0.1', countryCode: '' });
    expect(value.info.brand).toMatchObject({
      merchantCode: 'pagoda',
      platform: 'W',
      currencySymbol: 'P',
      defaultLanguage: 'EN',
    });
    expect(value.info.brand.languages).toEqual(['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID']);
    expect(value.info.whitelabel.modId).toBe('ROOT');
    expect(value.info.register.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    expect(value.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(
      expect.arrayContaining(['MOBILECONFIG', 'IOS', 'ANDROID', 'FACEBOOK']),
    );
  });

  it('resolves the brand from the Host when no Merchant header is sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.info.brand.merchantCode).toBe('pagoda');
  });

  it('switches to maintenance (1) and closes business calls, then reopens', async () => {
    const until = '2030-01-01T10:00:00.000Z';
    expect((await ops({ command: 'maintenance', merchant: 'pagoda', state: 'on', until })).statusCode).toBe(200);
    const res = await get('/wps/system/status');
    expect(res.json().value).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: Date.parse(until) });
    const closed = await get('/wps/relay/MCSFE_getListAnnouncements');
    expect(closed.statusCode).toBe(503);
    expect(closed.json().errorCode).toBe('system.maintenance');
    await ops({ command: 'maintenance', merchant: 'pagoda', state: 'off' });
    expect((await get('/wps/system/status')).json().value).toMatchObject({ status: 0, maintenanceEnd: null });
    expect((await get('/wps/relay/MCSFE_getListAnnouncements')).statusCode).toBe(200);
  });

  it('blocks a CIDR (2) and closes business calls with ip.blocked', async () => {
    await ops({ command: 'block', merchant: 'pagoda', action: 'add', kind: 'CIDR', value: '127.0.0.0/8' });
    const res = await get('/wps/system/status');
    expect(res.json().value).toMatchObject({ status: 2, regionRestriction: true, location: { ip: '127.0.0.1' } });
    const closed = await get('/wps/relay/MCSFE_getListAnnouncements');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().errorCode).toBe('ip.blocked');
    await ops({ command: 'block', merchant: 'pagoda', action: 'remove', kind: 'CIDR', value: '127.0.0.0/8' });
    expect((await get('/wps/system/status')).json().value.status).toBe(0);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    await ops({ command: 'block', merchant: 'pagoda', action: 'add', kind: 'COUNTRY', value: 'VN' });
    try {
      const direct = await get('/wps/system/status', { ...wps, 'x-forwarded-for': '1.53.0.1' });
      expect(direct.json().value).toMatchObject({ status: 0, location: { ip: '127.0.0.1' } });

      const proxied = await createTestApp({ TRUST_PROXY: true });
      try {
        await proxied.app.inject({
          method: 'POST',
          url: '/internal/ops',
          headers: { 'x-ops-token': proxied.app.opsToken },
          payload: { command: 'block', merchant: 'pagoda', action: 'add', kind: 'COUNTRY', value: 'VN' },
        });
        const res = await proxied.app.inject({
          method: 'GET',
          url: '/wps/system/status',
          headers: { ...wps, 'x-forwarded-for': '1.53.0.1' },
        });
        expect(res.json().value).toMatchObject({ status: 2, location: { ip: '1.53.0.1', countryCode: 'VN' } });
      } finally {
        await proxied.close();
      }
    } finally {
      await ops({ command: 'block', merchant: 'pagoda', action: 'remove', kind: 'COUNTRY', value: 'VN' });
    }
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('refuses an unknown merchant', async () => {
    expect((await get('/wps/system/whitelabel', { Merchant: 'x1x' })).statusCode).toBe(400);
  });

  it('returns the module tree with string flags, and reflects a toggle', async () => {
    const find = (
      node: { modId: string; enabled: string; childrenNodes: unknown[] },
      id: string,
    ): { enabled: string } | undefined =>
      node.modId === id ? node : (node.childrenNodes as (typeof node)[]).map((c) => find(c, id)).find(Boolean);
    const before = (await get('/wps/system/whitelabel')).json().value;
    expect(find(before, 'FREEPLAY3')?.enabled).toBe('1');
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'FREEPLAY3', state: 'off' });
    const after = (await get('/wps/system/whitelabel')).json().value;
    expect(find(after, 'FREEPLAY3')?.enabled).toBe('0');
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'FREEPLAY3', state: 'on' });
  });
});

describe('GET /wps/system/setting/register', () => {
  it('returns a rule for every registration field with a pattern id of 0 to 19', async () => {
    const res = await get('/wps/system/setting/register');
    expect(res.statusCode).toBe(200);
    const rules = res.json().value as Record<
      string,
      { patternId: number; minLength: number; maxLength: number; acceptedPattern: string }
    >;
    expect(Object.keys(rules).sort()).toEqual(
      [
        'affiliateCode',
        'captcha',
        'email',
        'facebook',
        'idNumber',
        'line',
        'mobileNum',
        'password',
        'payeeName',
        'paymentPassword',
        'qqNum',
        'recommenderId',
        'username',
        'wechat',
        'whatsapp',
      ].sort(),
    );
    for (const rule of Object.values(rules)) {
      expect(rule.patternId).toBeGreaterThanOrEqual(0);
      expect(rule.patternId).toBeLessThanOrEqual(19);
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
      expect(() => new RegExp(rule.acceptedPattern, 'u')).not.toThrow();
    }
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists customer-service channels and alternative domains', async () => {
    const value = (await get('/wps/system/domainRoute')).json().value;
    expect(value.customerService.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'VIP']);
    expect(Array.isArray(value.domainList)).toBe(true);
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('rejects an unknown language', async () => {
    const res = await get('/wps/system/helpCenter?lang=XX');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('returns the article tree in the asked language', async () => {
    const en = (await get('/wps/system/helpCenter?lang=EN&device=WEB')).json().value;
    const cn = (await get('/wps/system/helpCenter?lang=CN&device=WEB')).json().value;
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(en[0].children.length).toBeGreaterThanOrEqual(2);
    expect(cn.length).toBe(en.length);
    expect(cn[0].title).not.toBe(en[0].title);
    expect(cn[0].id).toBe(en[0].id);
  });

  it('uses the Language header when lang is absent', async () => {
    const viaHeader = (await get('/wps/system/helpCenter', { ...wps, Language: 'JA' })).json().value;
    const viaQuery = (await get('/wps/system/helpCenter?lang=JA')).json().value;
    expect(viaHeader[0].title).toBe(viaQuery[0].title);
  });
});

describe('GET /wps/system/country', () => {
  it('returns countries with dialing codes and the brand default', async () => {
    const value = (await get('/wps/system/country')).json().value;
    expect(value).toMatchObject({ countryCode: 'PH', countryDialingCode: '63', currency: 'PHP', currencySymbol: 'P' });
    expect(value.countries).toContainEqual({ countryCode: 'VN', countryDialingCode: '84' });
  });
});

describe('GET /wps/system/test/ping', () => {
  it('rejects a non-numeric speed', async () => {
    expect((await get('/wps/system/test/ping?speed=fast')).statusCode).toBe(400);
  });
  it('answers with the server time', async () => {
    const res = await get('/wps/system/test/ping?speed=120');
    expect(res.json().value.time).toBeGreaterThan(0);
  });
});

describe('unknown paths', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await get('/wps/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, value: null, errorCode: 'not.found', message: 'Not found.' });
  });
});

describe('health', () => {
  it('reports liveness and readiness', async () => {
    expect((await get('/healthz', {})).json()).toEqual({ ok: true });
    expect((await get('/readyz', {})).json()).toMatchObject({ ok: true });
  });
});
