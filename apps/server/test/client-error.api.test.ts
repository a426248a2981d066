import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  // The Node server alone (no Fastify listen): the clientError path is Node's parser, which inject skips.
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
const raw = (request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });

describe('requests Node refuses before routing answer in the envelope', () => {
  it('an oversized header is 431 header.too.large in the envelope', async () => {
    const res = await raw(`GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      value: null,
      errorCode: 'header.too.large',
      message: 'The request headers are too large.',
    });
  });

  it('bytes that are not HTTP are 400 validation.failed in the envelope', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });
});
