import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Every banner group and notice of the demo brand: well over 1 KB of JSON.
const big = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B';
const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...wps, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('response compression', () => {
  it('sends API JSON above 1 KB brotli-compressed when the client takes brotli, with the same content', async () => {
    const plain = await get(big);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get(big, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const res = await get(big, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses error envelopes above the threshold too, and they still parse', async () => {
    const res = await get('/wps/relay/MCSFE_getListAnnouncements?types=XX', 'br');
    expect(res.statusCode).toBe(400);
    const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(JSON.parse(body.toString()).errorCode).toBe('validation.failed');
  });

  it('keeps the member WebSocket working for a client that takes compressed answers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/wps/ws/member`, {
      headers: { Merchant: TEST_MERCHANT, 'Accept-Encoding': 'br, gzip' },
    });
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // Not a session: the socket's own answer (close 4401), which an upgrade broken by compression never gives.
    ws.send(JSON.stringify({ token: 'A'.repeat(43) }));
    expect(await closed).toBe(4401);
  });
});
