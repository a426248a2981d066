import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectRedis } from '../src/lib/redis.js';
import { createTestApp, type TestContext, TEST_MERCHANT, wps } from './helpers/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two stateless instances on one database and one Redis: an operator change made through one
 * reaches the other at once through the config channel, although both cache for 5 minutes.
 */
describe.skipIf(!redisUrl)('config invalidation across instances (Redis)', () => {
  let base: TestContext;
  let a: Awaited<ReturnType<typeof buildApp>>;
  let b: Awaited<ReturnType<typeof buildApp>>;
  const conns: Awaited<ReturnType<typeof connectRedis>>[] = [];

  beforeAll(async () => {
    base = await createTestApp();
    const config = loadConfig(
      {},
      {
        LOG_LEVEL: 'silent',
        CONFIG_CACHE_SECONDS: 300,
        WEB_DIST: '/nonexistent',
        DEFAULT_MERCHANT: TEST_MERCHANT,
        // Instances of one database share one secrets key, as in production.
        SECRETS_KEY: base.config.SECRETS_KEY,
        RATE_LIMIT_PER_MINUTE: 5,
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
    await conns[0]!.client.flushdb();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const c of conns) await c.close();
    await base?.close();
  });

  const status = async (app: typeof a) =>
    (await app.inject({ method: 'GET', url: '/wps/system/status', headers: wps, remoteAddress: '10.9.9.9' })).json()
      .value?.status;

  it('instance B sees maintenance switched on through instance A without waiting for its cache', async () => {
    expect(await status(b)).toBe(0);
    const res = await a.inject({
      method: 'POST',
      url: '/internal/ops',
      headers: { 'x-ops-token': a.opsToken },
      payload: { command: 'maintenance', merchant: TEST_MERCHANT, state: 'on' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => status(b), { timeout: 3_000 }).toBe(1);
    await a.inject({
      method: 'POST',
      url: '/internal/ops',
      headers: { 'x-ops-token': a.opsToken },
      payload: { command: 'maintenance', merchant: TEST_MERCHANT, state: 'off' },
    });
    await expect.poll(() => status(b), { timeout: 3_000 }).toBe(0);
  });

  it('shares the rate limit between instances, answering TOO_MANY_REQUESTS in the envelope', async () => {
    const hit = (app: typeof a) =>
      app.inject({ method: 'GET', url: '/wps/system/country', headers: wps, remoteAddress: '10.7.7.7' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await hit(a)).statusCode, (await hit(b)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await hit(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
  });
});
