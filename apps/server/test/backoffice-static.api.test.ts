import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { registerStaticBackoffice } from '../src/plugins/static-backoffice.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

/** A stand-in build of the back office: index.html with the merchant placeholder, a hashed chunk and its .br. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-bo-dist-'));
const chunk = `export const x = ${JSON.stringify('back office '.repeat(200))};`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="pagoda-merchant" content="%PAGODA_MERCHANT%"></head><body><div id="root"></div><script type="module" src="/backoffice/assets/index-abc123.js"></script></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), chunk);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(chunk));
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ BACKOFFICE_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

describe('GET /backoffice', () => {
  it('redirects to /backoffice/', async () => {
    const res = await get('/backoffice');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/backoffice/');
  });
});

describe('GET /backoffice/ (the app)', () => {
  it('answers index.html with the merchant, never cached, under a strict policy', async () => {
    const res = await get('/backoffice/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('content="pagoda"');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });

  it("answers index.html for the app's own routes (history mode), not the portal", async () => {
    for (const url of ['/backoffice/members', '/backoffice/money/deposits?status=PENDING', '/backoffice/sign-in']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/backoffice/assets/index-abc123.js');
    }
  });

  it('never serves index.html as a file of its own name', async () => {
    const res = await get('/backoffice/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('content="pagoda"');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /backoffice/assets/*', () => {
  it('serves hashed assets as immutable, pre-compressed when the browser takes brotli', async () => {
    const plain = await get('/backoffice/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toContain('text/javascript');
    expect(plain.body).toBe(chunk);
    const br = await get('/backoffice/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
  });

  it('serves fixed-name files revalidated, and a missing asset as a 404 envelope', async () => {
    const icon = await get('/backoffice/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await get('/backoffice/assets/old-chunk-zzz.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('refuses paths that leave the build folder', async () => {
    const res = await get('/backoffice/..%2f..%2fpackage.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"workspaces"');
  });
});

describe('the portal', () => {
  it('serves no back-office code: its routes are the portal index, not the back office', async () => {
    const res = await get('/members');
    expect(res.body).not.toContain('/backoffice/assets/');
  });
});

describe('without a build', () => {
  it('answers a clear 404 envelope', async () => {
    // A bare Fastify with the app's error handler: a second whole app would cost a migration and a seed.
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    await registerStaticBackoffice(bare, path.join(dist, 'missing'), t.services.brands);
    try {
      const res = await bare.inject({ method: 'GET', url: '/backoffice/members', headers: { host: 'localhost:8080' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
      expect(res.json().message).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
