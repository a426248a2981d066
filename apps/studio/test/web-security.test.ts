import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudioApp } from '../src/server/app';
import { loadStudioConfig } from '../src/server/config';
import { openStudioDatabase, type StudioDatabase } from '../src/server/db/client';
import { createPlatformClient } from '../src/server/modules/platform/platform-client';
import { SECRET } from './helpers';
import { studioTemplate } from './pglite-template';

let app: FastifyInstance;
let db: StudioDatabase;
let base: { host: string; port: number };
let dist: string;

beforeAll(async () => {
  // A built web app of two files, so the static handler is live as in `npm start`.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  const config = loadStudioConfig(
    {},
    {
      STUDIO_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      STUDIO_WEB_DIST: dist,
      PLATFORM_API_URL: 'http://platform.test:8080/',
      STUDIO_FRAME_ANCESTORS: 'https://portal.example https://www.portal.example',
      LIVE_TABLES_ENABLED: false,
      PVP_ROOMS_ENABLED: false,
      OUTBOX_INTERVAL_MS: 3_600_000,
    },
  );
  db = await openStudioDatabase({ inMemory: true, loadDataDir: await studioTemplate() });
  const platform = createPlatformClient({
    baseUrl: 'http://platform.test',
    merchant: 'pagoda',
    vendor: 'PST',
    secret: SECRET,
    timeoutMs: 100,
    fetch: () => Promise.reject(new TypeError('no platform in this test')),
  });
  app = await buildStudioApp({ config, database: db, platform });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = { host: '127.0.0.1', port: (app.server.address() as AddressInfo).port };
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw GET: the path is sent byte for byte (fetch and inject would normalise the dots away). */
const rawGet = (rawPath: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ ...base, method: 'GET', path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('studio static files', () => {
  it.each([
    '/assets/../../../../etc/passwd',
    '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
  ])('answers a traversal %s with 400 or 404 in the envelope, never a file', async (p) => {
    const res = await rawGet(p);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('root:');
    expect(JSON.parse(res.body)).toMatchObject({ success: false });
  });

  it('still serves its assets and answers an unknown one 404', async () => {
    expect((await rawGet('/assets/app.js')).status).toBe(200);
    const missing = await rawGet('/assets/nope.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ success: false, errorCode: 'studio.not_found' });
  });
});

describe('studio security headers', () => {
  it('sends a CSP that only the registered platform origins may frame, and nosniff, on the game pages', async () => {
    for (const page of ['/play', '/verify', '/']) {
      const res = await rawGet(page);
      expect(res.status).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain('frame-ancestors https://portal.example https://www.portal.example');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends nosniff on API answers and assets too', async () => {
    expect((await rawGet('/assets/app.js')).headers['x-content-type-options']).toBe('nosniff');
    expect((await rawGet('/healthz')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('defaults the framing origins to the platform the studio is registered with', () => {
    const c = loadStudioConfig({}, { STUDIO_SECRET: SECRET, PLATFORM_API_URL: 'https://api.brand.example/x' });
    expect(c.STUDIO_FRAME_ANCESTORS).toEqual(['https://api.brand.example']);
    expect(() =>
      loadStudioConfig({}, { STUDIO_SECRET: SECRET, STUDIO_FRAME_ANCESTORS: "https://a.example 'unsafe-inline'" }),
    ).toThrow(/STUDIO_FRAME_ANCESTORS/);
  });
});
