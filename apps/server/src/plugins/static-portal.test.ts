import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandService } from '../modules/brand/brand.service.js';
import { registerErrorHandler } from './error-handler.js';
import { registerStaticPortal } from './static-portal.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-dist-'));
const brands = {
  resolve: async (_h: string | undefined, host: string | undefined) => {
    if (host?.startsWith('localhost')) return { merchant: { code: 'pagoda' } };
    throw new Error('unknown');
  },
} as unknown as BrandService;

let app: ReturnType<typeof Fastify>;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<meta name="pagoda-merchant" content="%PAGODA_MERCHANT%"><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = Fastify({ logger: false });
  // The portal's 404 is an AppError, answered by the app's one error handler.
  registerErrorHandler(app);
  await registerStaticPortal(app, dist, brands);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static portal', () => {
  it('serves index.html for history routes with the merchant filled in and a CSP', async () => {
    for (const url of ['/', '/index.html', '/help', '/register.html', '/noticePage?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('content="pagoda"');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves the merchant empty for an unknown host', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.test' } });
    expect(res.body).toContain('content=""');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers missing files and API paths with a 404 envelope, not the portal', async () => {
    for (const url of ['/assets/missing-1.js', '/wps/unknown', '/favicon.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('not.found');
    }
  });
});
