import type { FastifyInstance } from 'fastify';
import { registerVendor, vendorManifestSchema } from '../../server/src/modules/vendors/vendor-manifest';
import { CAPTCHA, registerMember } from '../../server/test/helpers/accounts';
import { fund, mainBalance, operatorToken } from '../../server/test/helpers/money';
import { createTestApp, freshPostgres, type TestContext, wps } from '../../server/test/helpers/test-app';
import { buildStudioApp } from '../src/server/app';
import { loadStudioConfig, type StudioConfig } from '../src/server/config';
import { openStudioDatabase, type StudioDatabase } from '../src/server/db/client';
import { createPlatformClient } from '../src/server/modules/platform/platform-client';
import { studioTemplate } from './pglite-template';

export const SECRET = 'studio-test-secret-0123456789-abcdefghij';

/** fetch onto an in-process Fastify app (the platform), so tests need no ports. */
export const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const url = new URL(String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  };

/** A platform whose fetch can be broken the way networks break. */
export type Faults = {
  /** The request never arrives: a refused connection. */
  down: boolean;
  /** The request arrives and applies, but the answer is lost (a timeout after the fact). */
  loseAnswers: boolean;
  /** Every request is delivered twice (a retrying proxy). */
  duplicate: boolean;
  /** Calls that fail as 'down' whatever the switches (e.g. only 'win'). */
  downCalls: Set<string>;
};

export const faultyFetch =
  (inner: typeof fetch, faults: Faults): typeof fetch =>
  async (input, init) => {
    const call = String(input).split('/').pop()!;
    if (faults.down || faults.downCalls.has(call)) throw new TypeError('fetch failed: connection refused');
    if (faults.duplicate) await inner(input, init);
    const res = await inner(input, init);
    if (faults.loseAnswers) throw new DOMException('The operation timed out.', 'TimeoutError');
    return res;
  };

export type World = {
  platform: TestContext;
  studio: FastifyInstance;
  studioDb: StudioDatabase;
  config: StudioConfig;
  faults: Faults;
  /** With `fakeAdjust`: every adjust call delivered (replays included), in order. */
  adjustCalls: Record<string, unknown>[];
  opToken: string;
  /** Restarts the studio process on the same database (what a kill -9 and start would do). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

export const createWorld = async (
  overrides: Partial<StudioConfig> = {},
  extra: { lotteryClock?: () => number; fakeAdjust?: boolean } = {},
): Promise<World> => {
  const platform = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  const config = loadStudioConfig(
    {},
    {
      STUDIO_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      STUDIO_WEB_DIST: '/nonexistent',
      OUTBOX_INTERVAL_MS: 3_600_000,
      BET_ROLLBACK_AFTER_SECONDS: 3_600,
      PLATFORM_API_URL: 'http://platform.test',
      STUDIO_PUBLIC_URL: 'http://studio.test',
      LIVE_TABLES_ENABLED: false,
      ...overrides,
    },
  );
  const faults: Faults = { down: false, loseAnswers: false, duplicate: false, downCalls: new Set() };
  // The wallet's adjust call (lottery corrections) answered by a recording fake, idempotent on transactionId
  // like the platform's calls, until the platform's own adjust lands.
  const adjustCalls: Record<string, unknown>[] = [];
  const platformFetch = injectFetch(platform.app);
  const walletFetch: typeof fetch = async (input, init) => {
    if (!extra.fakeAdjust || !String(input).endsWith('/adjust')) return platformFetch(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    adjustCalls.push(body);
    return new Response(
      JSON.stringify({
        success: true,
        value: { balance: 0, currency: body.currency, transactionId: body.transactionId },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  };
  const { fakeAdjust: _fakeAdjust, ...appExtra } = extra;
  // The studio's own database: PGlite in memory, or (with the PostgreSQL suite) a fresh PostgreSQL database.
  const pgdb = process.env.PAGODA_TEST_DB === 'postgres' ? await freshPostgres() : null;
  const studioDb = await openStudioDatabase(
    pgdb ? { databaseUrl: pgdb.url } : { inMemory: true, loadDataDir: await studioTemplate() },
  );
  const build = () =>
    buildStudioApp({
      config,
      database: studioDb,
      ...appExtra,
      platform: createPlatformClient({
        baseUrl: config.PLATFORM_API_URL,
        merchant: config.STUDIO_MERCHANT,
        vendor: config.STUDIO_VENDOR_CODE,
        secret: SECRET,
        timeoutMs: 1_000,
        fetch: faultyFetch(walletFetch, faults),
      }),
    });
  const world: World = {
    platform,
    studio: await build(),
    studioDb,
    config,
    faults,
    adjustCalls,
    opToken: '',
    restart: async () => {
      await world.studio.close();
      world.studio = await build();
      await world.studio.ready();
    },
    close: async () => {
      await world.studio.close();
      await studioDb.close();
      await pgdb?.drop();
      await platform.close();
    },
  };
  await world.studio.ready();
  const manifest = vendorManifestSchema.parse(
    (await world.studio.inject({ method: 'GET', url: '/vendor-manifest.json' })).json(),
  );
  await platform.database.db.transaction((tx) => registerVendor(tx, 'pagoda', manifest, SECRET));
  world.opToken = await operatorToken(platform);
  return world;
};

/** A funded member and a launch of one of the studio's games through the platform, as the portal does it. */
export const launchPlayer = async (w: World, game: string, amount = 100) => {
  const member = await registerMember(w.platform);
  if (amount > 0) await fund(w.platform, w.opToken, member.username, amount);
  const token = await relaunch(w, member.token, game);
  return { ...member, launchToken: token };
};

export const relaunch = async (w: World, memberToken: string, game: string) => {
  const res = await w.platform.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=PST_${game}&accountType=1`,
    headers: { ...wps, Authorization: memberToken },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return new URL(res.json().value.content.game_url as string).searchParams.get('token')!;
};

export const platformBalance = (w: World, memberToken: string) => mainBalance(w.platform, memberToken);

export const openSession = async (w: World, launchToken: string, game: string) => {
  const res = await w.studio.inject({ method: 'POST', url: '/api/session', payload: { token: launchToken, game } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value as { session: string; balance: string; fairness: { nonce: number; serverSeedHash: string } };
};

export const bearer = (session: string) => ({ authorization: `Bearer ${session}` });
