import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectRedis } from '../src/lib/redis.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember, operatorToken, rid } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

type Counts = { type: string; pendingApprovals: number; pendingDeposits: number; pendingWithdrawals: number };

/** Opens the operator socket; `token` (when given) is sent as the first message. */
const openSocket = async (port: number, token: string | null, query = '') => {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/wps/operator/v1/socket${query}`, {
    headers: { Merchant: TEST_MERCHANT },
  });
  const messages: Counts[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as Counts));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (token !== null) ws.send(JSON.stringify({ token }));
  return { ws, messages, closed };
};

const listen = async (app: Awaited<ReturnType<typeof buildApp>>) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/** A member's manual deposit waiting for review: one more in the deposit queue. */
const pendingDeposit = async (app: Awaited<ReturnType<typeof buildApp>>, token: string) => {
  const order = (
    await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_createDepositTask',
      headers: asMember(token),
      payload: { channelCode: 'GCASH', amount: 200, requestId: rid() },
    })
  ).json().value as { orderNo: string };
  const res = await app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_updateDepositReference',
    headers: asMember(token),
    payload: { orderNo: order.orderNo, reference: `REF-${rid()}` },
  });
  expect(res.json().value.status).toBe('PENDING');
};

describe('GET /wps/operator/v1/socket (one instance)', () => {
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
    const s = await openSocket(port, 'f'.repeat(64));
    expect(await s.closed).toBe(4401);
    expect(s.messages).toEqual([]);
  });

  it('ignores a token in the URL: without a first message the socket is closed after the timeout', async () => {
    const finance = await operatorToken(t, 'FINANCE');
    const s = await openSocket(port, null, `?token=${finance}`);
    expect(await s.closed).toBe(4401);
    expect(s.messages).toEqual([]);
  }, 15_000);

  it('refuses a role that sees no queue (CONTENT: 4403)', async () => {
    const s = await openSocket(port, await operatorToken(t, 'CONTENT'));
    expect(await s.closed).toBe(4403);
  });

  it('pushes the counts on connect and again when a deposit starts waiting', async () => {
    const s = await openSocket(port, await operatorToken(t, 'FINANCE'));
    await expect.poll(() => s.messages.length).toBeGreaterThan(0);
    const before = s.messages.at(-1)!;
    expect(before.type).toBe('queues');
    const m = await registerMember(t);
    await pendingDeposit(t.app, m.token);
    await expect.poll(() => s.messages.at(-1)!.pendingDeposits, { timeout: 3_000 }).toBe(before.pendingDeposits + 1);
    s.ws.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances on one database and one Redis: a deposit waiting on A moves the counter of a socket on B. */
describe.skipIf(!redisUrl)('operator counters across instances (Redis)', () => {
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
        BACKOFFICE_DIST: '/nonexistent',
        DEFAULT_MERCHANT: TEST_MERCHANT,
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

  it('delivers the new deposit count from instance A to the socket on instance B', async () => {
    const s = await openSocket(portB, await operatorToken(base, 'FINANCE'));
    await expect.poll(() => s.messages.length).toBeGreaterThan(0);
    const before = s.messages.at(-1)!.pendingDeposits;
    const m = await registerMember(base);
    // The deposit is made through instance A: its own services publish the change.
    await pendingDeposit(a, m.token);
    await expect.poll(() => s.messages.at(-1)!.pendingDeposits, { timeout: 3_000 }).toBe(before + 1);
    s.ws.close();
  });
});
