import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema.js';
import { isLoopbackAddress } from '../src/lib/loopback.js';
import { asOperator, operatorToken } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX: true, SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' });
  await t.database.db.insert(outboxMessages).values([
    { merchantCode: 'pagoda', channel: 'SMS', recipient: '639170000001', body: 'Your verification code is 123456.' },
    {
      merchantCode: 'otherbrand',
      channel: 'SMS',
      recipient: '639170000002',
      body: 'Your verification code is 654321.',
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url, ...opts });
const recipients = (res: Awaited<ReturnType<typeof get>>) =>
  (res.json().value as { to: string }[]).map((m) => m.to).sort();

describe('isLoopbackAddress', () => {
  it('knows 127/8 and ::1 in every spelling, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', 'localhost', '', undefined])
      expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe('GET /dev/outbox.json and /dev/outbox', () => {
  it('refuse a remote stranger with 403, for the JSON and the page alike', async () => {
    for (const url of ['/dev/outbox.json', '/dev/outbox']) {
      const res = await get(url, { remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
      expect(res.body).not.toContain('123456');
    }
  });

  it('do not believe a forwarded loopback address from a remote socket', async () => {
    const res = await get('/dev/outbox.json', {
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuse a loopback socket that forwards a remote client (a reverse proxy on this host)', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.4' },
      { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' },
      { 'x-real-ip': '198.51.100.4' },
      { forwarded: 'for="[2001:db8::1]:443";proto=https' },
    ];
    for (const headers of proxied) {
      const res = await get('/dev/outbox.json', { remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('answer 401 to a bad operator token and to another brand operator', async () => {
    const bad = await get('/dev/outbox.json', { remoteAddress: '203.0.113.9', headers: asOperator('x'.repeat(43)) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errorCode).toBe('user.or.token.invalid');
    const token = await operatorToken(t, 'SUPPORT');
    const unknownBrand = await get('/dev/outbox.json', {
      remoteAddress: '203.0.113.9',
      headers: { ...asOperator(token), Merchant: 'nosuchbrand' },
    });
    expect(unknownBrand.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownBrand.statusCode).toBeLessThan(500);
    expect(unknownBrand.body).not.toContain('123456');
  });

  it('show a remote operator session its own brand messages only', async () => {
    const token = await operatorToken(t, 'SUPPORT');
    const res = await get('/dev/outbox.json', { remoteAddress: '203.0.113.9', headers: asOperator(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(recipients(res)).toEqual(['639170000001']);
  });

  it('show this machine every message, the page never framed', async () => {
    const json = await get('/dev/outbox.json', { remoteAddress: '127.0.0.1' });
    expect(json.statusCode).toBe(200);
    expect(recipients(json)).toEqual(['639170000001', '639170000002']);
    const page = await get('/dev/outbox', { remoteAddress: '::1', headers: wps });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('123456');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
