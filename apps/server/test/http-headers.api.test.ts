import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { CAPTCHA, randomIp, registerMember } from './helpers/accounts.js';
import { asMember, asOperator, operatorToken } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

// Three apps: the defaults (API_DOCS all), behind a trusted proxy (API_DOCS portal), behind an https PUBLIC_URL (API_DOCS off).
let plain: TestContext;
let proxied: TestContext;
let published: TestContext;
beforeAll(async () => {
  // One after another: three PGlite apps starting at once starve each other's plugin timeouts.
  plain = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  proxied = await createTestApp({ TRUST_PROXY: true, API_DOCS: 'portal' });
  published = await createTestApp({ PUBLIC_URL: 'https://play.example.com', API_DOCS: 'off' });
});
afterAll(async () => {
  await Promise.all([plain?.close(), proxied?.close(), published?.close()]);
});

const get = (t: TestContext, url: string, headers: Record<string, string> = wps) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: randomIp() });

describe('Cache-Control: no-store on answers for one caller', () => {
  it('a member call with a session, and its error answers', async () => {
    const m = await registerMember(plain);
    const info = await get(plain, '/wps/member/info', asMember(m.token));
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const bad = await get(plain, '/wps/member/info', asMember('not-a-token'));
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['cache-control']).toBe('no-store');
    // An optional-session call answered for this member (favourites flags and the like).
    const list = await get(plain, '/wps/relay/GCSGAME_gameList?gameType=RNG', asMember(m.token));
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('an operator call, and a login (it answers a new token)', async () => {
    const token = await operatorToken(plain);
    const res = await get(plain, '/wps/operator/v1/deposits', asOperator(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const login = await plain.app.inject({
      method: 'POST',
      url: '/wps/operator/v1/session/password',
      headers: wps,
      payload: { username: 'nobody', password: 'x' },
      remoteAddress: randomIp(),
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads without a session alone', async () => {
    const res = await get(plain, '/wps/system/status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('behind TLS: HSTS and Secure cookies', () => {
  const captchaCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

  it('a trusted proxy saying X-Forwarded-Proto https', async () => {
    const res = await get(proxied, '/wps/captcha', { ...wps, 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(captchaCookie(res)).toMatch(/; Secure/);
  });

  it('plain http through the same proxy: neither', async () => {
    const res = await get(proxied, '/wps/captcha', { ...wps, 'x-forwarded-proto': 'http' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(captchaCookie(res)).not.toMatch(/Secure/);
  });

  it('an untrusted X-Forwarded-Proto is ignored', async () => {
    const res = await get(plain, '/wps/captcha', { ...wps, 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(captchaCookie(res)).not.toMatch(/Secure/);
  });

  it('an https PUBLIC_URL: every answer', async () => {
    const res = await get(published, '/wps/captcha');
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(captchaCookie(res)).toMatch(/; Secure/);
    expect((await get(published, '/wps/system/status')).headers['strict-transport-security']).toBeDefined();
  });
});

describe('API_DOCS decides what /docs publishes', () => {
  const paths = async (t: TestContext) => Object.keys((await get(t, '/docs/json')).json().paths as object);

  it('all: the portal, operator and vendor APIs', async () => {
    const all = await paths(plain);
    expect(all).toContain('/wps/system/status');
    expect(all.some((p) => p.startsWith('/wps/operator/'))).toBe(true);
    expect(all.some((p) => p.startsWith('/vendor/'))).toBe(true);
  });

  it('portal: only the member API', async () => {
    const portal = await paths(proxied);
    expect(portal).toContain('/wps/system/status');
    expect(portal.filter((p) => p.startsWith('/wps/operator/') || p.startsWith('/vendor/'))).toEqual([]);
  });

  it('off: /docs and /docs/json are not there', async () => {
    expect((await get(published, '/docs')).statusCode).toBe(404);
    expect((await get(published, '/docs/json')).statusCode).toBe(404);
  });

  it('defaults to off in production, all elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      DEMO: 'false',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      SMS_HTTP_SECRET: 'a-secret-of-16-chars',
      SMTP_URL: 'smtp://mail.example.com',
      SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(loadConfig(production).API_DOCS).toBe('off');
    expect(loadConfig({ ...production, API_DOCS: 'portal' }).API_DOCS).toBe('portal');
    expect(loadConfig({}).API_DOCS).toBe('all');
    expect(() => loadConfig({ API_DOCS: 'everything' })).toThrow(/API_DOCS/);
  });
});
