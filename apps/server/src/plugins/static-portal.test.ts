import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandService } from '../modules/brand/brand.service.js';
import { registerCompression } from './compression.js';
import { registerErrorHandler } from './error-handler.js';
import { FIXED_NAME, fixedFilesVersion, IMMUTABLE, imageOnHost, registerStaticPortal } from './static-portal.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-dist-'));
const brands = {
  resolve: async (_h: string | undefined, host: string | undefined) => {
    if (host?.startsWith('localhost')) return { merchant: { code: 'pagoda', imageCdns: [] } };
    if (host?.startsWith('cdn.localhost')) return { merchant: { code: 'pagoda', imageCdns: ['https://img.example/'] } };
    throw new Error('unknown');
  },
} as unknown as BrandService;

let app: ReturnType<typeof Fastify>;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<head><meta name="pagoda-merchant" content="%PAGODA_MERCHANT%"></head><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A built chunk above 1 KB with the build's pre-compressed copy beside it.
  const chunk = `export const x = ${JSON.stringify('pagoda '.repeat(400))};`;
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), chunk);
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(chunk));
  fs.mkdirSync(path.join(dist, 'demo', 'banners'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'demo', 'banners', 'home-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify({ logger: false });
  // The portal's 404 is an AppError, answered by the app's one error handler.
  registerErrorHandler(app);
  await registerCompression(app);
  // The demo brand's home group has a banner; the /rng group has none.
  await registerStaticPortal(app, dist, brands, [], async (_brand, group) =>
    group === 'w_home' ? '/demo/banners/home-1.svg' : null,
  );
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
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the brotli copy the build made of an asset as it is, not compressed a second time', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('export const x');
  });

  it('serves fixed-name files (the demo art) with a week of cache and an ETag to revalidate', async () => {
    const res = await app.inject({ method: 'GET', url: '/demo/banners/home-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(FIXED_NAME);
    expect(res.headers.etag).toBeTruthy();
  });

  it('versions the fixed-name files: the page names the version, and a file asked for under it is immutable', async () => {
    const version = fixedFilesVersion(dist);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(home.body).toContain(`<meta name="pagoda-files-version" content="${version}">`);
    const current = await app.inject({ method: 'GET', url: `/demo/banners/home-1.svg?v=${version}` });
    expect(current.headers['cache-control']).toBe(IMMUTABLE);
    // An old version's URL may name other bytes: it is revalidated like an unversioned one.
    const old = await app.inject({ method: 'GET', url: '/demo/banners/home-1.svg?v=000000000000' });
    expect(old.headers['cache-control']).toBe(FIXED_NAME);
    // The version follows the files' contents (and names), not the hashed assets or index.html.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pagoda-dist-copy-'));
    fs.cpSync(dist, copy, { recursive: true });
    fs.writeFileSync(path.join(copy, 'assets', 'app-abc123.js'), 'console.log(2)');
    expect(fixedFilesVersion(copy)).toBe(version);
    fs.writeFileSync(
      path.join(copy, 'demo', 'banners', 'home-1.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>',
    );
    expect(fixedFilesVersion(copy)).not.toBe(version);
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('preloads the first banner of the page group at high priority from index.html', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(home.body).toContain(
      `<link rel="preload" as="image" href="/demo/banners/home-1.svg?v=${fixedFilesVersion(dist)}" fetchpriority="high"></head>`,
    );
    // A group without banners, a page without a banner block, an unknown brand: no preload.
    for (const [url, host] of [
      ['/rng', 'localhost:8080'],
      ['/noticePage', 'localhost:8080'],
      ['/', 'elsewhere.test'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      expect(res.body, url).not.toContain('rel="preload"');
    }
  });

  it('paints the header bars and the first banner before the scripts run (the largest paint of the page)', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(home.body).toMatch(
      /<div id="root"><div class="boot-shell" aria-hidden="true"><header class="site-header">.*<img src="\/demo\/banners\/home-1\.svg\?v=[0-9a-f]{12}" alt="" width="1920" height="480" fetchpriority="high">/,
    );
    // No banner for the page: the root stays empty for React.
    for (const url of ['/rng', '/noticePage']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('preloads the banner from the one image host of the brand, where the portal will load it', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'cdn.localhost:8080' } });
    expect(res.body).toContain(`href="https://img.example/demo/banners/home-1.svg?v=${fixedFilesVersion(dist)}"`);
  });

  it('places a relative image on the image host only when that host is certain', () => {
    expect(imageOnHost('/demo/a.svg', [])).toBe('/demo/a.svg');
    expect(imageOnHost('/demo/a.svg', [' https://a.example/ '])).toBe('https://a.example/demo/a.svg');
    // Several hosts: the browser picks one at random per session, so there is nothing certain to preload.
    expect(imageOnHost('/demo/a.svg', ['https://a.example', 'https://b.example'])).toBeNull();
    expect(imageOnHost('https://x.example/a.svg', ['https://a.example'])).toBe('https://x.example/a.svg');
    expect(imageOnHost(null, [])).toBeNull();
  });

  it('answers missing files and API paths with a 404 envelope, not the portal', async () => {
    for (const url of ['/assets/missing-1.js', '/wps/unknown', '/favicon.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('not.found');
    }
  });
});
