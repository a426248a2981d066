import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, vendorIntegrations } from '../src/db/schema.js';
import { registerManifestUrls } from '../src/modules/vendors/vendor-manifest.js';
import { asOperator, operatorToken, PNG_DATA_URL } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

// The back office's games and vendors calls, against a fake vendor (manifest and rooms) served by
// the test. The portal's game list is cached (60 s) here, so the tests also show a change is listed
// at once.

const SECRET = 'a-vendor-secret-of-at-least-32-characters';
const game = (gameCode: string, gameType: string, extra: Record<string, unknown> = {}) => ({
  vendor: 'TSV',
  gameCode,
  gameType,
  names: { EN: `Test ${gameCode}`, CN: `测试 ${gameCode}` },
  minBet: '1.00',
  ...extra,
});
const vendor = {
  manifest: {
    code: 'TSV',
    displayName: 'Test Vendor',
    adapter: 'seamless',
    launchUrl: 'https://tsv.example/play',
    roomsUrl: '',
    categories: ['LIVE', 'PVP'],
    games: [game('bacc-1', 'LIVE'), game('r-1', 'PVP', { room: true }), game('r-5', 'PVP', { room: true })],
  } as Record<string, unknown>,
  fail: false,
};
const rooms = {
  rooms: [{ gameCode: 'r-1', stake: '1.00', seats: 6, taken: 2, free: 4, bots: 1, status: 'betting' }],
};

let server: Server;
let base = '';
let t: TestContext;
let admin: string;
let adminB: string;
let content: string;
let support: string;
let finance: string;
let nobody: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (vendor.fail) return void res.writeHead(503).end();
    const body = req.url === '/manifest.json' ? vendor.manifest : req.url === '/rooms.json' ? rooms : null;
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vendor.manifest.roomsUrl = `${base}/rooms.json`;
  t = await createTestApp({
    CONFIG_CACHE_SECONDS: 60,
    VENDOR_MANIFEST_URLS: [`${base}/manifest.json`],
    VENDOR_MANIFEST_SECRET: SECRET,
  });
  // The start-up registration, as the demo registers the studio.
  expect(await registerManifestUrls(t.database.db, t.config, { info: () => {} })).toEqual([]);
  [admin, adminB, content, support, finance] = await Promise.all([
    operatorToken(t, 'ADMIN'),
    operatorToken(t, 'ADMIN'),
    operatorToken(t, 'CONTENT'),
    operatorToken(t, 'SUPPORT'),
    operatorToken(t, 'FINANCE'),
  ]);
  const role = await call('POST', 'roles', admin, {
    key: 'NOGAMES',
    name: 'No games',
    permissions: ['dashboard.read'],
  });
  expect(role.statusCode).toBe(200);
  nobody = await operatorToken(t, 'NOGAMES');
}, 60_000);
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (method: 'GET' | 'POST', path: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/wps/operator/v1/${path}`,
    headers: token ? asOperator(token) : wps,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const value = <T = Record<string, unknown>>(res: { statusCode: number; body: string; json: () => unknown }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return (res.json() as { value: T }).value;
};

type Game = {
  id: number;
  gameCode: string;
  vendor: string;
  enabled: boolean;
  hot: boolean;
  icon: string;
  name: string;
};
const gameByCode = async (vendorCode: string, gameCode: string) =>
  value<{ list: Game[] }>(await call('GET', `games?vendor=${vendorCode}&q=${gameCode}&pageSize=50`, admin)).list.find(
    (g) => g.gameCode === gameCode,
  )!;
/** The rows of a raw query (PGlite and node-postgres both answer { rows }). */
const rowsOf = async <R>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: R[] }).rows;
const auditRows = async (action: string, target: string) =>
  (
    await rowsOf<{ detail: unknown }>(
      sql`select detail from audit_log where action = ${action} and target = ${target} order by id`,
    )
  ).map((r) => (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>);
const portalList = async (gameType: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=100`,
      headers: wps,
    })
  ).json().value.games as { nodeId: string; iconUrl: string; isHot: number }[];
const portalHot = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2', headers: wps })).json().value.list as {
    nodeId: string;
  }[];

describe('GET games', () => {
  it('401 without a session, 403 without games.read, 400 on a bad query', async () => {
    expect((await call('GET', 'games', null)).statusCode).toBe(401);
    expect((await call('GET', 'games', nobody)).statusCode).toBe(403);
    for (const q of ['pageSize=0', 'enabled=maybe', 'gameType=SLOTS', 'sort=secret', 'vendor=a%20b'])
      expect((await call('GET', `games?${q}`, support)).statusCode).toBe(400);
  });

  it('pages, filters and sorts on the server, disabled games and rooms included', async () => {
    const all = value<{ list: Game[]; total: number }>(await call('GET', 'games?pageSize=5', support));
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(10);
    const tsv = value<{ list: Game[]; total: number }>(
      await call('GET', 'games?vendor=TSV&sort=name&order=desc', support),
    );
    expect(tsv.total).toBe(3);
    expect(tsv.list.map((g) => g.gameCode)).toEqual(['r-5', 'r-1', 'bacc-1']);
    expect(value<{ total: number }>(await call('GET', 'games?vendor=TSV&room=true', support)).total).toBe(2);
    // A name in any language, or the code.
    expect(value<{ list: Game[] }>(await call('GET', 'games?q=%E6%B5%8B%E8%AF%95%20bacc', support)).list).toHaveLength(
      1,
    );
  });
});

describe('POST games/update', () => {
  it('401, 403 without games.write, 400 on a bad body, 404 for an unknown game', async () => {
    const g = await gameByCode('SIM', 'golden-dragon');
    expect((await call('POST', 'games/update', null, { id: g.id, enabled: false })).statusCode).toBe(401);
    expect((await call('POST', 'games/update', support, { id: g.id, enabled: false })).statusCode).toBe(403);
    for (const body of [
      { id: g.id },
      { id: g.id, minBet: '1.234' },
      { id: g.id, minBet: -1 },
      { id: g.id, names: { CN: 'x' } },
      { id: g.id, names: { EN: '<b>x</b>' } },
      { id: g.id, gameType: 'SLOTS' },
      { id: g.id, icon: 'javascript:alert(1)' },
      { id: 'x', enabled: false },
    ])
      expect((await call('POST', 'games/update', content, body)).statusCode).toBe(400);
    // SIM plays RNG only: the game cannot move to LIVE.
    expect((await call('POST', 'games/update', content, { id: g.id, gameType: 'LIVE' })).json().errorCode).toBe(
      'validation.failed',
    );
    expect((await call('POST', 'games/update', content, { id: 999_999, enabled: false })).statusCode).toBe(404);
  });

  it('a disabled game leaves the portal list at once, with an audit row; re-enabled it is back', async () => {
    const g = await gameByCode('SIM', 'golden-dragon');
    expect((await portalList('RNG')).some((x) => x.nodeId === 'SIM_golden-dragon')).toBe(true);
    const off = value<Game>(await call('POST', 'games/update', content, { id: g.id, enabled: false }));
    expect(off.enabled).toBe(false);
    expect((await portalList('RNG')).some((x) => x.nodeId === 'SIM_golden-dragon')).toBe(false);
    expect(await auditRows('game.update', 'game:SIM/golden-dragon')).toEqual([
      { before: { enabled: true }, after: { enabled: false } },
    ]);
    value(await call('POST', 'games/update', content, { id: g.id, enabled: true }));
    expect((await portalList('RNG')).some((x) => x.nodeId === 'SIM_golden-dragon')).toBe(true);
  });

  it('hot, sort, classification, minimum bet and names in one edit', async () => {
    const g = await gameByCode('SIM', 'golden-dragon');
    expect((await portalHot()).some((x) => x.nodeId === 'SIM_golden-dragon')).toBe(false);
    const edited = value<Game & { minBet: number; names: Record<string, string>; gameClassify: string }>(
      await call('POST', 'games/update', admin, {
        id: g.id,
        hot: true,
        sort: 3,
        gameClassify: 'jackpot',
        minBet: '0.50',
        names: { EN: 'Golden Dragon Deluxe', VI: 'Rồng Vàng' },
      }),
    );
    expect(edited).toMatchObject({ hot: true, gameClassify: 'jackpot', minBet: 0.5, name: 'Golden Dragon Deluxe' });
    expect((await portalHot()).some((x) => x.nodeId === 'SIM_golden-dragon')).toBe(true);
    const [row] = (await auditRows('game.update', 'game:SIM/golden-dragon')).slice(-1);
    expect(row).toMatchObject({
      before: { hot: false, minBet: expect.any(String) },
      after: { hot: true, minBet: '0.50' },
    });
    // Nothing changed: no audit row.
    const before = (await auditRows('game.update', 'game:SIM/golden-dragon')).length;
    value(await call('POST', 'games/update', admin, { id: g.id, hot: true }));
    expect(await auditRows('game.update', 'game:SIM/golden-dragon')).toHaveLength(before);
  });
});

describe('POST games/bulk-enable', () => {
  it('401, 403, 400, and 404 when one game is unknown (nothing written)', async () => {
    const g = await gameByCode('TSV', 'bacc-1');
    expect((await call('POST', 'games/bulk-enable', null, { ids: [g.id], enabled: false })).statusCode).toBe(401);
    expect((await call('POST', 'games/bulk-enable', finance, { ids: [g.id], enabled: false })).statusCode).toBe(403);
    expect((await call('POST', 'games/bulk-enable', content, { ids: [], enabled: false })).statusCode).toBe(400);
    expect((await call('POST', 'games/bulk-enable', content, { ids: [g.id] })).statusCode).toBe(400);
    expect(
      (await call('POST', 'games/bulk-enable', content, { ids: [g.id, 999_999], enabled: false })).statusCode,
    ).toBe(404);
    expect((await gameByCode('TSV', 'bacc-1')).enabled).toBe(true);
  });

  it('switches several games, one audit row each', async () => {
    const ids = [(await gameByCode('TSV', 'bacc-1')).id, (await gameByCode('TSV', 'r-5')).id];
    expect(value(await call('POST', 'games/bulk-enable', content, { ids, enabled: false }))).toEqual({ updated: 2 });
    expect(value<{ total: number }>(await call('GET', 'games?vendor=TSV&enabled=false', admin)).total).toBe(2);
    expect(await auditRows('game.disable', 'game:TSV/r-5')).toHaveLength(1);
    expect(value(await call('POST', 'games/bulk-enable', content, { ids, enabled: true }))).toEqual({ updated: 2 });
  });
});

describe('POST games/icon', () => {
  it('401, 403, 400 on anything but a PNG, JPEG or WebP within 256 KB', async () => {
    const g = await gameByCode('SIM', 'golden-dragon');
    expect((await call('POST', 'games/icon', null, { id: g.id, image: PNG_DATA_URL })).statusCode).toBe(401);
    expect((await call('POST', 'games/icon', support, { id: g.id, image: PNG_DATA_URL })).statusCode).toBe(403);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const fakePng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all').toString('base64')}`;
    const jpegAsPng = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64')}`;
    const big = `data:image/png;base64,${Buffer.concat([
      Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'),
      Buffer.alloc(300 * 1024),
    ]).toString('base64')}`;
    for (const image of [svg, fakePng, jpegAsPng, big, 'not a data url']) {
      const res = await call('POST', 'games/icon', content, { id: g.id, image });
      expect(res.statusCode).toBe(400);
    }
    expect((await gameByCode('SIM', 'golden-dragon')).icon).not.toMatch(/^\/media/);
  });

  it('stores the icon, serves it to the portal and lists it', async () => {
    const g = await gameByCode('SIM', 'golden-dragon');
    const saved = value<Game>(await call('POST', 'games/icon', content, { id: g.id, image: PNG_DATA_URL }));
    expect(saved.icon).toMatch(/^\/media\/game-icons\/[0-9a-f]{40}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: saved.icon });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.equals(Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'))).toBe(true);
    expect((await portalList('RNG')).find((x) => x.nodeId === 'SIM_golden-dragon')?.iconUrl).toBe(saved.icon);
    expect((await t.app.inject({ method: 'GET', url: '/media/game-icons/../../etc/passwd' })).statusCode).toBe(404);
    expect(await auditRows('game.icon', 'game:SIM/golden-dragon')).toHaveLength(1);
  });
});

describe('POST games/import', () => {
  const csv = (rows: string[]) => ['vendor,gameCode,gameType,name_EN,name_CN,minBet,hot', ...rows].join('\n');
  const count = async () =>
    (await t.database.db.select().from(games).where(eq(games.merchantCode, TEST_MERCHANT))).length;

  it('401, 403, 400 on a bad body or a file that is not a list', async () => {
    const body = { format: 'csv', content: csv(['SIM,imp-a,RNG,A,,1.00,0']) };
    expect((await call('POST', 'games/import', null, body)).statusCode).toBe(401);
    expect((await call('POST', 'games/import', support, body)).statusCode).toBe(403);
    expect((await call('POST', 'games/import', content, { ...body, format: 'xml' })).statusCode).toBe(400);
    expect((await call('POST', 'games/import', content, { format: 'json', content: '{not json' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', 'games/import', content, { format: 'json', content: '{"a":1}' })).statusCode).toBe(400);
  });

  it('reports every bad row and writes nothing', async () => {
    const before = await count();
    const res = value<{ imported: boolean; errors: { row: number; field: string }[] }>(
      await call('POST', 'games/import', content, {
        format: 'csv',
        content: csv(['SIM,imp-a,RNG,Import A,导入 A,1.00,1', 'SIM,imp-b,RNG,,,abc,0', 'NOPE,imp-c,RNG,C,,1,0']),
      }),
    );
    expect(res.imported).toBe(false);
    expect(res.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'names'],
      [2, 'minBet'],
      [3, 'vendor'],
    ]);
    expect(await count()).toBe(before);
  });

  it('imports a good file in one go, with an audit row', async () => {
    const before = await count();
    const res = value(
      await call('POST', 'games/import', content, {
        format: 'csv',
        content: csv(['SIM,imp-a,RNG,Import A,导入 A,1.00,1', 'SIM,golden-dragon,RNG,Golden Dragon,,0.20,0']),
      }),
    );
    expect(res).toEqual({ imported: true, rows: 2, inserted: 1, updated: 1, errors: [] });
    expect(await count()).toBe(before + 1);
    expect((await portalList('RNG')).some((x) => x.nodeId === 'SIM_imp-a')).toBe(true);
    const [audit] = await auditRows('games.import', 'games:SIM');
    expect(audit).toMatchObject({
      after: { inserted: 1, updated: 1 },
      before: { 'SIM/golden-dragon': expect.any(Object) },
    });
  });
});

describe('GET games/rooms', () => {
  it('401, 403 without games.read, 400 on a bad kind', async () => {
    expect((await call('GET', 'games/rooms', null)).statusCode).toBe(401);
    expect((await call('GET', 'games/rooms', nobody)).statusCode).toBe(403);
    expect((await call('GET', 'games/rooms?kind=SLOTS', support)).statusCode).toBe(400);
  });

  it("lists live tables and rooms with the occupancy their vendor's rooms URL publishes", async () => {
    const { list } = value<{ list: { vendor: string; gameCode: string; kind: string; occupancy: unknown }[] }>(
      await call('GET', 'games/rooms', support),
    );
    const of = (code: string) => list.find((r) => r.vendor === 'TSV' && r.gameCode === code);
    expect(of('r-1')?.occupancy).toEqual({ status: 'betting', stake: 1, seats: 6, taken: 2, free: 4, bots: 1 });
    expect(of('r-5')?.occupancy).toEqual({ status: 'unavailable' });
    expect(of('bacc-1')).toMatchObject({ kind: 'LIVE', occupancy: null });
    const live = value<{ list: { kind: string }[] }>(await call('GET', 'games/rooms?kind=LIVE', support)).list;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.kind === 'LIVE')).toBe(true);
  });
});

type Vendor = {
  code: string;
  integration: { adapter: string; enabled: boolean } | null;
  maintenance: { from: number; until: number | null; active: boolean } | null;
  lastRefresh: { ok: boolean; message: string; url: string } | null;
  secretReveal: { id: number } | null;
  games: number;
};
const vendorOf = async (code: string, token = admin) =>
  value<{ list: Vendor[] }>(await call('GET', 'vendors', token)).list.find((v) => v.code === code)!;

describe('GET vendors', () => {
  it('401, 403 without vendors.read', async () => {
    expect((await call('GET', 'vendors', null)).statusCode).toBe(401);
    expect((await call('GET', 'vendors', support)).statusCode).toBe(403);
  });

  it('shows integration status and the last manifest refresh', async () => {
    const tsv = await vendorOf('TSV', finance);
    expect(tsv).toMatchObject({
      integration: { adapter: 'seamless', enabled: true },
      lastRefresh: { ok: true, url: `${base}/manifest.json`, message: '3 games: 3 new, 0 updated' },
      games: 3,
      maintenance: null,
    });
    expect(await vendorOf('PGP', finance)).toMatchObject({ integration: null, lastRefresh: null });
    expect(JSON.stringify(await vendorOf('TSV'))).not.toContain(SECRET);
  });
});

describe('POST vendors/maintenance', () => {
  it('401, 403 without vendors.write, 400 on a bad window, 404 without an integration', async () => {
    const body = { vendor: 'TSV', from: Date.now(), until: Date.now() + 3_600_000 };
    expect((await call('POST', 'vendors/maintenance', null, body)).statusCode).toBe(401);
    expect((await call('POST', 'vendors/maintenance', content, body)).statusCode).toBe(403);
    for (const bad of [
      { ...body, until: body.from - 1 },
      { ...body, from: null },
      { ...body, vendor: 'a b' },
      { ...body, from: 'now' },
    ])
      expect((await call('POST', 'vendors/maintenance', admin, bad)).statusCode).toBe(400);
    expect((await call('POST', 'vendors/maintenance', admin, { ...body, vendor: 'PGP' })).statusCode).toBe(404);
  });

  it('sets a window the portal shows at once, audited, and clears it', async () => {
    const from = Date.now() - 60_000;
    const until = Date.now() + 3_600_000;
    const set = value<Vendor>(await call('POST', 'vendors/maintenance', admin, { vendor: 'TSV', from, until }));
    expect(set.maintenance).toEqual({ from, until, active: true });
    const lanes = (await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameVendor', headers: wps })).json()
      .value.data.lanes as { cards: { accountTypeName: string; maintenance?: { maintainTime: number } }[] }[];
    const card = lanes.flatMap((l) => l.cards).find((c) => c.accountTypeName === 'TSV');
    expect(card?.maintenance?.maintainTime).toBe(from);
    expect(await auditRows('vendor.maintenance', 'vendor:TSV')).toEqual([
      {
        before: { from: null, until: null },
        after: { from: new Date(from).toISOString(), until: new Date(until).toISOString() },
      },
    ]);
    const cleared = value<Vendor>(
      await call('POST', 'vendors/maintenance', admin, { vendor: 'TSV', from: null, until: null }),
    );
    expect(cleared.maintenance).toBeNull();
  });
});

describe('POST vendors/refresh', () => {
  it('401, 403 without vendors.write, 400, 404 for a vendor no manifest serves', async () => {
    expect((await call('POST', 'vendors/refresh', null, { vendor: 'TSV' })).statusCode).toBe(401);
    expect((await call('POST', 'vendors/refresh', finance, { vendor: 'TSV' })).statusCode).toBe(403);
    expect((await call('POST', 'vendors/refresh', admin, { vendor: '' })).statusCode).toBe(400);
    expect((await call('POST', 'vendors/refresh', admin, { vendor: 'PGP' })).statusCode).toBe(404);
  });

  it('registers the manifest again now, and records a failure as the last result', async () => {
    vendor.manifest.games = [...(vendor.manifest.games as unknown[]), game('bacc-2', 'LIVE')];
    const ok = value<{ refresh: { ok: boolean; message: string }; vendor: Vendor }>(
      await call('POST', 'vendors/refresh', admin, { vendor: 'TSV' }),
    );
    expect(ok.refresh).toMatchObject({ ok: true, message: '4 games: 1 new, 3 updated' });
    expect(ok.vendor.games).toBe(4);
    vendor.fail = true;
    const failed = value<{ refresh: { ok: boolean; message: string } }>(
      await call('POST', 'vendors/refresh', admin, { vendor: 'TSV' }),
    );
    vendor.fail = false;
    expect(failed.refresh).toMatchObject({ ok: false, message: 'The manifest did not answer' });
    expect((await vendorOf('TSV')).lastRefresh?.ok).toBe(false);
    expect((await auditRows('vendor.manifest.refresh', 'vendor:TSV')).map((r) => r.ok)).toEqual([true, false]);
  });
});

describe('POST vendors/secret/rotate and reveal (maker-checker)', () => {
  const stored = async () =>
    (
      await t.database.db
        .select({ secret: vendorIntegrations.secret })
        .from(vendorIntegrations)
        .where(and(eq(vendorIntegrations.merchantCode, TEST_MERCHANT), eq(vendorIntegrations.vendorCode, 'TSV')))
    )[0]!.secret;

  it('401, 403 without vendors.secrets, 400 without a reason, 404 without an integration', async () => {
    const body = { vendor: 'TSV', reason: 'quarterly rotation' };
    expect((await call('POST', 'vendors/secret/rotate', null, body)).statusCode).toBe(401);
    expect((await call('POST', 'vendors/secret/rotate', finance, body)).statusCode).toBe(403);
    expect((await call('POST', 'vendors/secret/rotate', content, body)).statusCode).toBe(403);
    expect((await call('POST', 'vendors/secret/rotate', admin, { vendor: 'TSV' })).statusCode).toBe(400);
    expect((await call('POST', 'vendors/secret/rotate', admin, { ...body, vendor: 'PGP' })).statusCode).toBe(404);
    expect((await call('POST', 'vendors/secret/reveal', null, { id: 1 })).statusCode).toBe(401);
    expect((await call('POST', 'vendors/secret/reveal', finance, { id: 1 })).statusCode).toBe(403);
    expect((await call('POST', 'vendors/secret/reveal', admin, { id: 'x' })).statusCode).toBe(400);
  });

  it('waits for a second operator; only the checker reads the new secret, once; a refresh keeps it', async () => {
    const pending = value<{ status: string; approvalId: number; kind: string }>(
      await call('POST', 'vendors/secret/rotate', admin, { vendor: 'TSV', reason: 'quarterly rotation' }),
    );
    expect(pending).toMatchObject({ status: 'PENDING', kind: 'vendor.secret' });
    expect(await stored()).toBe(SECRET);
    const own = await call('POST', 'approvals/decide', admin, { id: pending.approvalId, decision: 'APPROVE' });
    expect(own.statusCode).toBe(403);
    const approved = value<{ status: string; result: unknown }>(
      await call('POST', 'approvals/decide', adminB, { id: pending.approvalId, decision: 'APPROVE' }),
    );
    expect(approved.status).toBe('APPROVED');
    expect(JSON.stringify(approved)).not.toContain(await stored());
    const rotated = await stored();
    expect(rotated).not.toBe(SECRET);
    expect(rotated).toHaveLength(43);

    // The maker sees no reveal and cannot read it; the checker can, once.
    expect((await vendorOf('TSV', admin)).secretReveal).toBeNull();
    const reveal = (await vendorOf('TSV', adminB)).secretReveal!;
    expect((await call('POST', 'vendors/secret/reveal', admin, { id: reveal.id })).statusCode).toBe(404);
    const read = await call('POST', 'vendors/secret/reveal', adminB, { id: reveal.id });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(value(read)).toEqual({ vendor: 'TSV', secret: rotated });
    expect((await call('POST', 'vendors/secret/reveal', adminB, { id: reveal.id })).statusCode).toBe(404);
    expect((await vendorOf('TSV', adminB)).secretReveal).toBeNull();

    // Never in the audit log.
    const audit = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from audit_log where detail::text like ${`%${rotated}%`}`,
    );
    expect(audit[0]!.n).toBe(0);
    expect(await auditRows('vendor.secret.rotate', 'vendor:TSV')).toHaveLength(1);

    // A manifest refresh (or a restart's registration) keeps the rotated secret.
    value(await call('POST', 'vendors/refresh', admin, { vendor: 'TSV' }));
    expect(await stored()).toBe(rotated);
  });
});
