import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectRedis } from '../src/lib/redis.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { fund, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

/** Opens /wps/ws/member on a listening app and collects what it pushes. */
const openSocket = async (port: number, token: string) => {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/wps/ws/member`, { headers: { Merchant: TEST_MERCHANT } });
  const messages: { type: string; data: Record<string, unknown> }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as (typeof messages)[number]));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ token }));
  return { ws, messages, closed };
};

const listen = async (app: Awaited<ReturnType<typeof buildApp>>) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

describe('GET /wps/ws/member (one instance)', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
    port = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a socket whose first message is not a valid session (4401)', async () => {
    const s = await openSocket(port, 'A'.repeat(43));
    expect(await s.closed).toBe(4401);
  });

  it('pushes BALANCE to the member after a money event, and nothing to another member', async () => {
    const op = await operatorToken(t);
    const a = await registerMember(t);
    const b = await registerMember(t);
    const sa = await openSocket(port, a.token);
    const sb = await openSocket(port, b.token);
    await expect.poll(() => sa.messages.some((m) => m.type === 'READY')).toBe(true);
    await expect.poll(() => sb.messages.some((m) => m.type === 'READY')).toBe(true);
    await fund(t, op, a.username, 10);
    await expect.poll(() => sa.messages.some((m) => m.type === 'BALANCE')).toBe(true);
    expect(sb.messages.filter((m) => m.type === 'BALANCE')).toHaveLength(0);
    sa.ws.close();
    sb.ws.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** Two stateless instances on one database and one Redis: a credit made on A reaches a socket on B. */
describe.skipIf(!redisUrl)('member push across instances (Redis)', () => {
  let base: TestContext;
  let a: Awaited<ReturnType<typeof buildApp>>;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let portB: number;
  const conns: Awaited<ReturnType<typeof connectRedis>>[] = [];

  beforeAll(async () => {
    base = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
    const config = loadConfig(
      {},
      {
        LOG_LEVEL: 'silent',
        CONFIG_CACHE_SECONDS: 0,
        WEB_DIST: '/nonexistent',
        DEFAULT_MERCHANT: TEST_MERCHANT,
        // Instances of one database share one secrets key, as in production.
        SECRETS_KEY: base.config.SECRETS_KEY,
        TEST_CAPTCHA_CODE: CAPTCHA,
        NODE_ENV: 'test',
      },
    );
    const make = async () => {
      const r = await connectRedis(redisUrl!);
      conns.push(r);
      const app = await buildApp({ config, database: base.database, redis: r.client, redisSubscriber: r.subscriber });
      await app.ready();
      return app;
    };
    a = await make();
    b = await make();
    portB = await listen(b);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const c of conns) await c.close();
    await base?.close();
  });

  it('delivers the BALANCE push of a credit made on instance A to the socket on instance B', async () => {
    const m = await registerMember(base);
    const socket = await openSocket(portB, m.token);
    await expect.poll(() => socket.messages.some((x) => x.type === 'READY')).toBe(true);
    const op = await operatorToken(base);
    // The credit happens on instance A (its own services and its own Redis publisher).
    const res = await a.inject({
      method: 'POST',
      url: '/wps/operator/v1/members/adjust',
      headers: { Merchant: TEST_MERCHANT, 'x-operator-token': op },
      payload: { account: m.username, kind: 'BONUS', amount: 5, remark: 'cross-instance', requestId: 'xinst-0001' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => socket.messages.some((x) => x.type === 'BALANCE'), { timeout: 3_000 }).toBe(true);
    socket.ws.close();
  });
});
