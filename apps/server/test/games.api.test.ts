import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, gameVendors, games, members, merchants, vendorIntegrations } from '../src/db/schema.js';
import { AppError, ErrorCode } from '../src/lib/app-error.js';
import { gameImportRowSchema, importGames } from '../src/modules/games/games-import.js';
import type { LaunchRequest, VendorLauncher } from '../src/modules/vendors/vendors.types.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

// The games module alone: a launcher that answers a same-origin game page and remembers calls.
const launches: Omit<LaunchRequest, 'brand' | 'member'>[] = [];
const guestLaunches: string[] = [];
/** Vendors whose manifest offers guest fun play (the studio's does). */
const FUN_VENDORS = new Set(['PGF']);
const fakeLauncher: VendorLauncher = {
  launch: async ({ brand: _b, member: _m, ...rest }) => {
    launches.push(rest);
    return { gameUrl: `/sim/play?game=${rest.gameCode}&t=${launches.length}` };
  },
  guestLaunch: async ({ vendorCode, gameCode }) => {
    if (!FUN_VENDORS.has(vendorCode)) throw new AppError(ErrorCode.GuestPlayUnavailable);
    guestLaunches.push(`${vendorCode}_${gameCode}`);
    return { gameUrl: `/sim/play?game=${gameCode}&mode=fun` };
  },
};

let t: TestContext;
let player: { token: string; id: number; username: string };
let trial: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA }, { gameLauncher: fakeLauncher });
  player = await registerMember(t);
  const tr = await registerMember(t);
  await t.database.db.update(members).set({ type: 4 }).where(eq(members.id, tr.id));
  trial = tr;
  // The fake launcher's guest-mode vendor has a guest mode in its integration too, as a manifest would set it.
  for (const vendorCode of FUN_VENDORS)
    await t.database.db.insert(vendorIntegrations).values({
      merchantCode: 'pagoda',
      vendorCode,
      adapter: 'seamless',
      secret: 'a-test-secret-of-32-characters-long',
      launchUrl: '/fun-vendor/game',
      funMode: true,
    });
});
afterAll(async () => {
  await t.close();
});

type Q = Record<string, string | number | undefined>;
const qs = (q: Q) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
const get = (path: string, q: Q = {}, headers: Record<string, string> = wps) =>
  t.app.inject({ method: 'GET', url: `${path}?${qs(q)}`, headers });
const list = (q: Q, headers?: Record<string, string>) => get('/wps/relay/GCSGAME_gameList', q, headers);
type Item = {
  nodeId: string;
  gameId: string;
  gameName: string;
  vendor: string;
  gameType: string;
  gameClassify: string;
  minBet: number;
  minLineNum: number;
  tags: string[];
  isHot: number;
};

describe('GET /wps/relay/GCSGAME_gameVendor', () => {
  const vendors = (headers: Record<string, string> = wps) =>
    get('/wps/relay/GCSGAME_gameVendor', { merchantCode: 'pagoda' }, headers);
  const extra = ['IMES', 'SBO', 'DS88', 'TCG_LOTTO_VN'];
  afterAll(async () => {
    await t.database.db.delete(gameVendors).where(inArray(gameVendors.code, extra));
  });

  it('refuses an unknown merchant', async () => {
    expect((await vendors({ ...wps, Merchant: 'nobrand' })).statusCode).toBe(400);
  });

  it('lists the demo categories in order with prize mode LOTT', async () => {
    const v = (await vendors()).json().value.data;
    expect(v.lanes.map((l: { title: string }) => l.title)).toEqual(['LIVE', 'FISH', 'RNG', 'PVP']);
    const rng = v.lanes.find((l: { title: string }) => l.title === 'RNG');
    expect(rng.cards.map((c: { accountTypeName: string }) => c.accountTypeName)).toEqual(['SIM', 'PGS']);
    expect(v.prizeMode).toBe('LOTT');
  });

  it('derives ESPORTS from the brand list, a DS88 lane with id 5, and prize mode ELOTT', async () => {
    await t.database.db.insert(gameVendors).values([
      { merchantCode: 'pagoda', code: 'IMES', category: 'SPORTS', displayName: 'IM Esports', accountTypeId: 201 },
      { merchantCode: 'pagoda', code: 'SBO', category: 'SPORTS', displayName: 'SBO Sports', accountTypeId: 202 },
      { merchantCode: 'pagoda', code: 'DS88', category: 'COCKFIGHT', displayName: 'DS88 Sabong', accountTypeId: 203 },
      { merchantCode: 'pagoda', code: 'TCG_LOTTO_VN', category: 'ELOTT', displayName: 'VN Lotto', accountTypeId: 204 },
    ]);
    const v = (await vendors()).json().value.data;
    const lane = (title: string) => v.lanes.find((l: { title: string }) => l.title === title);
    expect(lane('ESPORTS').cards.map((c: { accountTypeName: string }) => c.accountTypeName)).toEqual(['IMES']);
    expect(lane('SPORTS').cards.map((c: { accountTypeName: string }) => c.accountTypeName)).toEqual(['SBO']);
    expect(lane('DS88')).toMatchObject({ id: 5, title: 'DS88' });
    expect(lane('COCKFIGHT')).toBeUndefined();
    expect(v.prizeMode).toBe('ELOTT');
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('refuses a missing or unknown game type', async () => {
    expect((await list({})).statusCode).toBe(400);
    expect((await list({ gameType: 'SLOTS' })).statusCode).toBe(400);
  });

  it('refuses bad paging, classification, min bet and an over-long name', async () => {
    for (const q of [
      { pageNo: 0 },
      { pageSize: 0 },
      { pageSize: 101 },
      { gameClassify: 'poker' },
      { minBet: 'abc' },
      { minBet: '-1' },
      { minLineNum: -1 },
      { gameName: 'x'.repeat(65) },
    ]) {
      const res = await list({ gameType: 'RNG', ...q });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
  });

  it('pages 24 at a time with totalPages = ceil(totalCount / pageSize)', async () => {
    // The seeded slots: four of the seamless simulator's and two of the transfer simulator's.
    const all = (await list({ gameType: 'RNG', pageNo: 1 })).json().value;
    expect(all).toMatchObject({ totalCount: 6, totalPages: 1, pageSize: 24, pageNum: 1 });
    expect(all.games).toHaveLength(6);
    const p1 = (await list({ gameType: 'RNG', pageNo: 1, pageSize: 4 })).json().value;
    expect(p1).toMatchObject({ totalCount: 6, totalPages: 2, pageSize: 4, pageNum: 1 });
    expect(p1.games).toHaveLength(4);
    const p2 = (await list({ gameType: 'RNG', pageNo: 2, pageSize: 4 })).json().value;
    expect(p2.games).toHaveLength(2);
    const ids = new Set([...p1.games, ...p2.games].map((g: Item) => g.nodeId));
    expect(ids.size).toBe(6);
    const p3 = (await list({ gameType: 'RNG', pageNo: 3, pageSize: 4 })).json().value;
    expect(p3).toMatchObject({ games: [], totalCount: 6, totalPages: 2 });
  });

  it('answers the game item shape with the default icon as fallback', async () => {
    const g = (await list({ gameType: 'RNG', vassalage: 'SIM', pageSize: 1 })).json().value.games[0];
    expect(g).toMatchObject({
      vendor: 'SIM',
      accountTypeName: 'SIM',
      accountTypeId: 103,
      vassalage: 'SIM',
      gameType: 'RNG',
      isGame: 'game',
      freeplay: 1,
      displayName: 'Demo Slots',
    });
    expect(g.gameName).toBe(g.nodeName);
    expect(g.iconUrl).toMatch(/^\/demo\/games\/.+\.svg$/);
    await t.database.db.update(games).set({ icon: '' }).where(eq(games.nodeId, g.nodeId));
    const again = (await list({ gameType: 'RNG', vassalage: 'SIM', pageSize: 1 })).json().value.games[0];
    expect(again.iconUrl).toBe('/demo/game-default.svg');
    await t.database.db.update(games).set({ icon: g.iconUrl }).where(eq(games.nodeId, g.nodeId));
  });

  it('filters by vendor, classification, min bet and lines, alone and combined', async () => {
    const sim = (await list({ gameType: 'RNG', vassalage: 'SIM', pageSize: 100 })).json().value;
    expect(sim.totalCount).toBe(4);
    expect(sim.games.every((g: Item) => g.vendor === 'SIM')).toBe(true);
    for (const gameClassify of ['jackpot', 'table', 'arcade', 'bingo']) {
      const v = (await list({ gameType: 'RNG', gameClassify, pageSize: 100 })).json().value;
      expect(v.totalCount).toBeGreaterThan(0);
      expect(v.games.every((g: Item) => g.gameClassify === gameClassify)).toBe(true);
    }
    for (const minBet of ['0.01', '0.05', '0.1', '0.5']) {
      const v = (await list({ gameType: 'RNG', minBet, pageSize: 100 })).json().value;
      expect(v.totalCount, minBet).toBeGreaterThan(0);
      expect(v.games.every((g: Item) => g.minBet === Number(minBet))).toBe(true);
    }
    expect((await list({ gameType: 'RNG', minBet: '0.75' })).json().value.totalCount).toBe(0);
    expect((await list({ gameType: 'RNG', minBet: 'all' })).json().value.totalCount).toBe(6);
    const lines = (await list({ gameType: 'RNG', minLineNum: 25, pageSize: 100 })).json().value;
    expect(lines.games.every((g: Item) => g.minLineNum === 25)).toBe(true);
    const all = (await list({ gameType: 'RNG', pageSize: 100 })).json().value.games as Item[];
    const expected = all.filter((g) => g.vendor === 'SIM' && g.gameClassify === 'jackpot' && g.minBet === 0.01);
    const combined = (
      await list({ gameType: 'RNG', vassalage: 'SIM', gameClassify: 'jackpot', minBet: '0.01', pageSize: 100 })
    ).json().value;
    expect(combined.totalCount).toBe(expected.length);
    expect(combined.games.map((g: Item) => g.nodeId).sort()).toEqual(expected.map((g) => g.nodeId).sort());
  });

  it('searches names in any language, case-insensitively, with wildcards taken literally', async () => {
    const lucky = (await list({ gameType: 'RNG', gameName: 'LUCKY' })).json().value;
    expect(lucky.totalCount).toBe(3);
    expect((await list({ gameType: 'RNG', gameName: '幸运' })).json().value.totalCount).toBe(3);
    expect((await list({ gameType: 'RNG', gameName: 'golden dragon' })).json().value.totalCount).toBe(1);
    expect((await list({ gameType: 'RNG', gameName: '%' })).json().value.totalCount).toBe(0);
    expect((await list({ gameType: 'RNG', gameName: 'no such game' })).json().value).toMatchObject({
      totalCount: 0,
      totalPages: 0,
    });
  });

  it('names games in the requested language', async () => {
    const q = { gameType: 'RNG', gameName: 'golden dragon' };
    expect((await list({ ...q, language: 'CN' })).json().value.games[0].gameName).toBe('黄金龙');
    expect((await list({ ...q, language: 'VI' })).json().value.games[0].gameName).toBe('Rồng Vàng');
    expect((await list(q, { ...wps, Language: 'JA' })).json().value.games[0].gameName).toBe('黄金のドラゴン');
  });

  it('with a cache time, answers the same validated body per brand, language and query until it expires', async () => {
    const cached = await createTestApp({ CONFIG_CACHE_SECONDS: 60 }, { gameLauncher: fakeLauncher });
    try {
      const ask = (query: Record<string, string>) =>
        cached.app.inject({
          method: 'GET',
          url: '/wps/relay/GCSGAME_gameList',
          query,
          headers: { Merchant: 'pagoda' },
        });
      const first = await ask({ gameType: 'FISH', language: 'EN' });
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.json()).toMatchObject({ success: true, value: { totalCount: 2 } });
      await cached.database.db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'PGF'));
      const again = await ask({ gameType: 'FISH', language: 'EN' });
      expect(again.body).toBe(first.body);
      // Another language or query is another entry, read fresh.
      expect((await ask({ gameType: 'FISH', language: 'CN' })).json().value.totalCount).toBe(0);
      expect((await ask({ gameType: 'FISH', language: 'EN', pageSize: '12' })).json().value.totalCount).toBe(0);
    } finally {
      await cached.close();
    }
  });

  it('lists fish and pvp games without the pvp rooms, and hides a disabled vendor', async () => {
    expect((await list({ gameType: 'FISH' })).json().value.totalCount).toBe(2);
    expect((await list({ gameType: 'PVP' })).json().value.totalCount).toBe(2);
    await t.database.db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'PGF'));
    expect((await list({ gameType: 'FISH' })).json().value.totalCount).toBe(0);
    await t.database.db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'PGF'));
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('refuses an unknown game type', async () => {
    expect((await get('/wps/relay/GCSGAME_hotGamesV2', { gameType: 'X' })).statusCode).toBe(400);
  });

  it('answers hot games grouped by type in the spec order', async () => {
    // The seed has no hot game (the simulators' demos are never hot): mark one of each type.
    const marked = ['PGL_baccarat-a', 'PGF_ocean-king', 'SIM_golden-dragon', 'PGP_texas-holdem'];
    await t.database.db.update(games).set({ isHot: true }).where(inArray(games.nodeId, marked));
    const v = (
      await get('/wps/relay/GCSGAME_hotGamesV2', { merchantCode: 'pagoda', isPlatform: 2, vassalage: '' })
    ).json().value;
    expect(v.groups.map((g: { gameType: string }) => g.gameType)).toEqual(['LIVE', 'FISH', 'RNG', 'PVP']);
    expect(v.list.map((g: Item) => g.nodeId)).toEqual(
      v.groups.flatMap((g: { list: Item[] }) => g.list.map((i) => i.nodeId)),
    );
    expect(v.list.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const sim = (await get('/wps/relay/GCSGAME_hotGamesV2', { vassalage: 'SIM' })).json().value;
    expect(sim.list.length).toBeGreaterThan(0);
    expect(sim.list.every((g: Item) => g.vendor === 'SIM')).toBe(true);
    await t.database.db.update(games).set({ isHot: false }).where(inArray(games.nodeId, marked));
  });
});

describe('the demo catalogue (issue 14: no filler)', () => {
  it("shows a handful of each simulator vendor's games, tagged as integration demos, never hot, after real games", async () => {
    const simulators = ['SIM', 'PGS', 'PGF', 'PGP', 'PGL'];
    const seen: Item[] = [];
    for (const gameType of ['RNG', 'FISH', 'PVP', 'LIVE'])
      seen.push(...((await list({ gameType, pageSize: 100 })).json().value.games as Item[]));
    const demos = seen.filter((g) => simulators.includes(g.vendor));
    expect(demos.length).toBeGreaterThan(0);
    for (const code of simulators) expect(demos.filter((g) => g.vendor === code).length, code).toBeLessThanOrEqual(4);
    for (const g of demos) {
      expect(g.tags, g.nodeId).toContain('integration-demo');
      expect(g.isHot, g.nodeId).toBe(0);
    }
    // A real vendor's game (sort 0 on import) lists before the demos.
    const [row] = await t.database.db.select().from(games).where(eq(games.nodeId, 'SIM_golden-dragon'));
    expect(row!.sort).toBeGreaterThanOrEqual(1000);
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('maps game type to vendor to classifications', async () => {
    const v = (await get('/wps/relay/GCSGAME_getVassGameType')).json().value.content;
    expect(v.RNG.SIM.sort()).toEqual(['arcade', 'bingo', 'jackpot', 'table']);
    expect(v.FISH.PGF).toEqual([]);
  });
});

describe('favourites (MCSFE_getFavoriteGames, …List, addFavoriteGameV2, removeFavoriteGameV2)', () => {
  const add = (body: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers, payload: body as object });
  const remove = (body: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', headers, payload: body as object });
  let first: Item;
  let second: Item;
  beforeAll(async () => {
    [first, second] = (await list({ gameType: 'RNG', pageSize: 2 })).json().value.games;
  });

  it('needs a session', async () => {
    expect((await get('/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList')).statusCode).toBe(401);
    expect((await add({ nodeId: first.nodeId, vendor: first.vendor, gameType: 'RNG' }, wps)).statusCode).toBe(401);
    expect((await remove({ nodeId: first.nodeId, vendor: first.vendor, gameType: 'RNG' }, wps)).statusCode).toBe(401);
  });

  it('refuses incomplete keys and games not in the catalogue', async () => {
    const h = asMember(player.token);
    expect((await add({ nodeId: first.nodeId }, h)).statusCode).toBe(400);
    expect((await add({ nodeId: first.nodeId, vendor: first.vendor, gameType: 'SLOTS' }, h)).statusCode).toBe(400);
    expect((await remove({}, h)).statusCode).toBe(400);
    const unknown = await add({ nodeId: 'nope', vendor: 'SIM', gameType: 'RNG' }, h);
    expect(unknown.statusCode).toBe(404);
    const wrongVendor = await add({ nodeId: first.nodeId, vendor: 'PGS', gameType: 'RNG' }, h);
    expect(wrongVendor.statusCode).toBe(404);
  });

  it('adds (twice harmlessly), lists newest first, and removes with a JSON body', async () => {
    const h = asMember(player.token);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', {}, h)).json().value).toEqual([]);
    for (const g of [first, second, first]) {
      const res = await add({ nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType }, h);
      expect(res.statusCode).toBe(200);
    }
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', {}, h)).json().value.sort()).toEqual(
      [first.nodeId, second.nodeId].sort(),
    );
    const l = (
      await get('/wps/relay/MCSFE_getFavoriteGamesList', { gameType: 'RNG', pageNo: 1, pageSize: 999 }, h)
    ).json().value;
    expect(l).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect(l.content.map((g: Item) => g.nodeId)).toEqual([second.nodeId, first.nodeId]);
    const paged = (
      await get('/wps/relay/MCSFE_getFavoriteGamesList', { gameType: 'RNG', pageSize: 1, pageNo: 2 }, h)
    ).json().value;
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(paged.content.map((g: Item) => g.nodeId)).toEqual([first.nodeId]);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList', { gameType: 'FISH' }, h)).json().value.totalCount).toBe(
      0,
    );
    expect((await remove({ nodeId: first.nodeId, vendor: first.vendor, gameType: 'RNG' }, h)).statusCode).toBe(200);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', {}, h)).json().value).toEqual([second.nodeId]);
    // Another member's favourites are their own.
    const other = await registerMember(t);
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', {}, asMember(other.token))).json().value).toEqual([]);
  });
});

describe('GET /wps/game/launchGame', () => {
  const launch = (q: Q, headers: Record<string, string>) => get('/wps/game/launchGame', q, headers);
  let simGame: Item;
  let pgsGame: Item;
  beforeAll(async () => {
    simGame = (await list({ gameType: 'RNG', vassalage: 'SIM', pageSize: 1 })).json().value.games[0];
    pgsGame = (await list({ gameType: 'RNG', vassalage: 'PGS', pageSize: 1 })).json().value.games[0];
  });

  it('needs a session', async () => {
    const res = await launch({ nodeId: simGame.nodeId }, wps);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('refuses a launch naming no game, a bad accountType, and an unknown game', async () => {
    const h = asMember(player.token);
    expect((await launch({ accountType: 1 }, h)).statusCode).toBe(400);
    expect((await launch({ nodeId: simGame.nodeId, accountType: 2 }, h)).statusCode).toBe(400);
    expect((await launch({ nodeId: 'nope' }, h)).statusCode).toBe(404);
  });

  it('refuses a trial account a real-money vendor, and free play where the vendor has none', async () => {
    const res = await launch({ nodeId: pgsGame.nodeId }, asMember(trial.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
    const free = await launch({ nodeId: pgsGame.nodeId, accountType: 0 }, asMember(player.token));
    expect(free.json().errorCode).toBe('function.disabled');
  });

  it('launches through the vendor layer, answers content.game_url and records a recent play', async () => {
    launches.length = 0;
    const res = await launch(
      { nodeId: simGame.nodeId, accountType: 1, launchMode: 'GLS', language: 'VI' },
      asMember(player.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.content.game_url).toMatch(/^\/sim\/play\?game=/);
    expect(launches[0]).toMatchObject({ vendorCode: 'SIM', category: 'RNG', accountType: 1, language: 'VI' });
    expect(launches[0]!.returnUrl).toMatch(/^http:\/\/.+\/$/);
    const trialRes = await launch({ gameId: simGame.gameId }, asMember(trial.token));
    expect(trialRes.statusCode).toBe(200);
    expect(launches[1]).toMatchObject({ vendorCode: 'SIM', accountType: 0 });
  });

  it('launches a PVP room by roomId', async () => {
    const room = (await get('/wps/relay/GLS2_roomList')).json().value.list[0];
    const res = await launch({ roomId: room.nodeId }, asMember(player.token));
    expect(res.statusCode).toBe(200);
    expect(launches.at(-1)).toMatchObject({ vendorCode: 'PGP', category: 'PVP' });
  });

  it("serves a same-origin game page from one of the brand's launch hosts", async () => {
    const hosts = ['https://g1.example.com/', 'https://g2.example.com'];
    await t.database.db.update(merchants).set({ launchGameCdns: hosts }).where(eq(merchants.code, 'pagoda'));
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const url = (await launch({ nodeId: simGame.nodeId }, asMember(player.token))).json().value.content
        .game_url as string;
      expect(url).toMatch(/^https:\/\/g[12]\.example\.com\/sim\/play\?/);
      seen.add(new URL(url).host);
    }
    expect(seen.size).toBe(2);
    await t.database.db.update(merchants).set({ launchGameCdns: [] }).where(eq(merchants.code, 'pagoda'));
  });
});

describe('GET /wps/relay/GCS_gameTrialLaunch and GCS_gameLaunchFB', () => {
  it('gives a visitor the guest fun launch where the vendor offers one, and launch.guest.unavailable otherwise', async () => {
    for (const path of ['/wps/relay/GCS_gameTrialLaunch', '/wps/relay/GCS_gameLaunchFB']) {
      const fun = await get(path, { nodeId: 'PGF_ocean-king' });
      expect(fun.statusCode).toBe(200);
      expect(fun.json().value.content.game_url).toMatch(/mode=fun/);
      expect(guestLaunches.at(-1)).toBe('PGF_ocean-king');
      // Free play through the platform's trial wallet needs an account: no guest mode at SIM.
      const noFunMode = await get(path, { nodeId: 'SIM_golden-dragon' });
      expect(noFunMode.statusCode).toBe(403);
      expect(noFunMode.json().errorCode).toBe('launch.guest.unavailable');
      // A real-money-only vendor.
      const realOnly = await get(path, { nodeId: 'PGS_golden-lantern' });
      expect(realOnly.json().errorCode).toBe('launch.guest.unavailable');
    }
    // Nothing was launched with a member or a launch token.
    expect(launches.every((l) => l.sessionId !== null)).toBe(true);
    // The list tells the portal where a visitor's "Play for fun" can work: free play at a vendor with a guest mode.
    const guestPlay = async (gameType: string) =>
      Object.fromEntries(
        (
          (await list({ gameType, pageNo: 1, pageSize: 100 })).json().value.games as (Item & { guestPlay: number })[]
        ).map((g) => [g.nodeId, g.guestPlay]),
      );
    expect((await guestPlay('FISH'))['PGF_ocean-king']).toBe(1);
    expect((await guestPlay('RNG'))['SIM_golden-dragon']).toBe(0);
    expect((await guestPlay('RNG'))['PGS_golden-lantern']).toBe(0);
  });

  it('treats a bad token as a visitor, and refuses a missing game reference', async () => {
    // The call's login is optional: a bad token is a visitor, who gets no free play at SIM.
    expect(
      (await get('/wps/relay/GCS_gameTrialLaunch', { nodeId: 'SIM_golden-dragon' }, asMember('bogus'))).json()
        .errorCode,
    ).toBe('launch.guest.unavailable');
    expect((await get('/wps/relay/GCS_gameTrialLaunch', {}, asMember(player.token))).statusCode).toBe(400);
  });

  it('launches free play where the vendor allows it, and only there', async () => {
    const ok = await get(
      '/wps/relay/GCS_gameTrialLaunch',
      { nodeId: 'SIM_golden-dragon', platform: 'html5-desktop' },
      asMember(player.token),
    );
    expect(ok.statusCode).toBe(200);
    expect(launches.at(-1)).toMatchObject({ vendorCode: 'SIM', accountType: 0 });
    const fb = await get('/wps/relay/GCS_gameLaunchFB', { nodeId: 'PGF_ocean-king' }, asMember(trial.token));
    expect(fb.statusCode).toBe(200);
    const real = await get('/wps/relay/GCS_gameTrialLaunch', { nodeId: 'PGS_golden-lantern' }, asMember(trial.token));
    expect(real.json().errorCode).toBe('in_need_true_account');
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it('needs a session and sane paging', async () => {
    expect((await get('/wps/relay/GCS_recentGame')).statusCode).toBe(401);
    expect((await get('/wps/relay/GCS_recentGame', { pageSize: 0 }, asMember(player.token))).statusCode).toBe(400);
  });

  it('lists each launched game once, newest first', async () => {
    const fresh = await registerMember(t);
    const h = asMember(fresh.token);
    expect((await get('/wps/relay/GCS_recentGame', {}, h)).json().value).toEqual({
      list: [],
      totalPages: 0,
      totalCount: 0,
    });
    for (const nodeId of ['SIM_golden-dragon', 'PGF_ocean-king', 'SIM_lucky-tiger', 'SIM_golden-dragon']) {
      expect((await get('/wps/game/launchGame', { nodeId }, h)).statusCode).toBe(200);
    }
    const v = (await get('/wps/relay/GCS_recentGame', { clientType: 3, pageNo: 1, pageSize: 24 }, h)).json().value;
    expect(v.list.map((g: Item) => g.nodeId)).toEqual(['SIM_golden-dragon', 'SIM_lucky-tiger', 'PGF_ocean-king']);
    expect(v).toMatchObject({ totalPages: 1, totalCount: 3 });
    const rng = (await get('/wps/relay/GCS_recentGame', { gameType: 'RNG', pageSize: 1, pageNo: 2 }, h)).json().value;
    expect(rng).toMatchObject({ totalPages: 2, totalCount: 2 });
    expect(rng.list.map((g: Item) => g.nodeId)).toEqual(['SIM_lucky-tiger']);
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists the pvp rooms only', async () => {
    const v = (await get('/wps/relay/GLS2_roomList')).json().value;
    expect(v.list.map((r: Item) => r.nodeId)).toEqual(['PGP_tongits-beginner', 'PGP_tongits-pro', 'PGP_tongits-vip']);
    expect((await get('/wps/relay/GLS2_roomList', { vassalage: 'PGF' })).json().value.list).toEqual([]);
  });
});

describe('GET /lgw/games/game_menus and /lgw/games/popular (bare)', () => {
  it('refuses an unknown prize mode', async () => {
    expect((await get('/lgw/games/game_menus', { prizeMode: 'XX' })).statusCode).toBe(400);
    expect((await get('/lgw/games/popular', { count: 0 })).statusCode).toBe(400);
  });

  it('answers maps without the envelope', async () => {
    // A lottery vendor of the catalogue alone (no lottery URLs): its games make the menu.
    await t.database.db.insert(gameVendors).values({
      merchantCode: 'pagoda',
      code: 'LOTT',
      category: 'LOTT',
      displayName: 'Pagoda Lottery',
      accountTypeId: 106,
    });
    await importGames(
      t.database.db,
      'pagoda',
      (
        [
          ['VN_NORTH', 'lo2', 500],
          ['KENO', 'big_small', 490],
          ['LUCKY5D', 'position', 480],
        ] as const
      ).map(([gameCode, defaultPlayType, popularity]) =>
        gameImportRowSchema.parse({
          vendor: 'LOTT',
          gameType: 'LOTT',
          gameCode,
          names: { EN: gameCode },
          defaultPlayType,
          popularity,
        }),
      ),
    );
    const menus = (await get('/lgw/games/game_menus', { prizeMode: 'Lott' })).json();
    expect(menus.success).toBeUndefined();
    expect(menus.LOTT).toMatchObject({ gameGroupCode: 'LOTT', labelName: 'Pagoda Lottery' });
    expect(menus.LOTT.gameMenus.map((g: { gameCode: string }) => g.gameCode).sort()).toEqual([
      'KENO',
      'LUCKY5D',
      'VN_NORTH',
    ]);
    expect((await get('/lgw/games/game_menus', { prizeMode: 'ELOTT' })).json()).toEqual({});
    const popular = (await get('/lgw/games/popular', { count: 2, prizeMode: 'LOTT', device: 'WEB' })).json();
    expect(Object.keys(popular)).toHaveLength(2);
    expect(popular.VN_NORTH).toMatchObject({ defaultPlayType: 'lo2', vendor: 'LOTT' });
  });
});

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('refuses a bad limit or category', async () => {
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard', { limitNum: 0 })).statusCode).toBe(400);
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard', { limitNum: 101 })).statusCode).toBe(400);
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'X' })).statusCode).toBe(400);
  });

  it('lists real wins newest first with masked names, leaving out losses and trial rounds', async () => {
    const base = Date.parse('2026-11-20T10:00:00Z');
    const round = (n: number, over: Partial<typeof betRounds.$inferInsert>) => ({
      merchantCode: 'pagoda',
      memberId: player.id,
      vendorCode: 'SIM',
      gameCode: 'golden-dragon',
      category: 'RNG',
      roundId: `wb-${n}`,
      betAmount: 1000n,
      validBet: 1000n,
      winAmount: 0n,
      status: 'lose' as const,
      openedAt: new Date(base + n * 60_000),
      closedAt: new Date(base + n * 60_000 + 5000),
      ...over,
    });
    await t.database.db
      .insert(betRounds)
      .values([
        round(1, { winAmount: 2550n, status: 'win' }),
        round(2, {}),
        round(3, { winAmount: 99900n, status: 'win', trial: true }),
        round(4, { winAmount: 12345n, status: 'win', vendorCode: 'PGF', gameCode: 'ocean-king', category: 'FISH' }),
        round(5, { winAmount: 500n, status: 'win', closedAt: null }),
      ]);
    const v = (
      await get('/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'ALL', language: 'EN', limitNum: 20 })
    ).json().value;
    expect(v.list.map((w: { vo: { winAmount: number } }) => w.vo.winAmount)).toEqual([123.45, 25.5]);
    const masked = `${player.username.slice(0, 2)}***${player.username.slice(-1)}`;
    expect(v.list[0]).toMatchObject({
      vo: { customerName: masked, gameName: 'Ocean King', gameType: 'FISH' },
      nodeId: 'PGF_ocean-king',
      vendor: 'PGF',
    });
    expect(JSON.stringify(v)).not.toContain(player.username);
    const fish = (await get('/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'RNG', language: 'CN' })).json().value;
    expect(fish.list).toHaveLength(1);
    expect(fish.list[0].vo.gameName).toBe('黄金龙');
    expect((await get('/wps/relay/ODSFE2_getWinnerBoard', { limitNum: 1 })).json().value.list).toHaveLength(1);
  });
});

describe('GET /wps/relay/ODSFE2_getPersonalHistory', () => {
  const day = Date.parse('2026-10-01T00:00:00Z');
  const h = (q: Q, token = player.token) => get('/wps/relay/ODSFE2_getPersonalHistory', q, asMember(token));
  let member: { token: string; id: number };
  beforeAll(async () => {
    member = await registerMember(t);
    const rows = Array.from({ length: 15 }, (_, i) => ({
      merchantCode: 'pagoda',
      memberId: member.id,
      vendorCode: i < 10 ? 'SIM' : 'PGL',
      gameCode: i < 10 ? 'lucky-koi' : 'baccarat-a',
      category: i < 10 ? 'RNG' : 'LIVE',
      roundId: `ph-${i}`,
      betAmount: 1000n,
      validBet: i === 0 ? 0n : 1000n,
      winAmount: i % 3 === 0 ? 2500n : 0n,
      status: i === 0 ? ('refund' as const) : i % 3 === 0 ? ('win' as const) : ('lose' as const),
      openedAt: new Date(day + i * 3_600_000),
      closedAt: new Date(day + i * 3_600_000 + 1000),
    }));
    await t.database.db.insert(betRounds).values(rows);
  });

  it('needs a session', async () => {
    expect((await get('/wps/relay/ODSFE2_getPersonalHistory', { startTime: day, endTime: day + 1 })).statusCode).toBe(
      401,
    );
  });

  it('refuses a reversed or over-long window and bad filters', async () => {
    expect((await h({ startTime: day, endTime: day - 1 }, member.token)).statusCode).toBe(400);
    expect((await h({ startTime: day, endTime: day + 94 * 86_400_000 }, member.token)).statusCode).toBe(400);
    expect((await h({ endTime: day }, member.token)).statusCode).toBe(400);
    expect((await h({ startTime: day, endTime: day + 1, category: 'X' }, member.token)).statusCode).toBe(400);
    expect((await h({ startTime: day, endTime: day + 1, vendor: 'a b' }, member.token)).statusCode).toBe(400);
  });

  it('lists own rounds newest first with totals, by category, vendor and window', async () => {
    const end = day + 86_400_000;
    const all = (await h({ startTime: day, endTime: end, page: 1, size: 13 }, member.token)).json().value;
    expect(all).toMatchObject({ total: 15, totalPages: 2 });
    expect(all.list).toHaveLength(13);
    expect(all.list[0]).toMatchObject({
      roundId: 'ph-14',
      vendor: 'PGL',
      vendorName: 'Pagoda Live',
      gameName: 'Baccarat A',
      category: 'LIVE',
    });
    expect(all.footer).toEqual({ betAmount: 150, validBet: 140, winAmount: 125, profit: -15 });
    const refund = all.list.find((r: { roundId: string }) => r.roundId === 'ph-12');
    expect(refund).toMatchObject({ status: 'win', betAmount: 10, validBet: 10, winAmount: 25, profit: 15 });
    const rng = (await h({ startTime: day, endTime: end, category: 'RNG' }, member.token)).json().value;
    expect(rng.total).toBe(10);
    expect(rng.list.every((r: { category: string }) => r.category === 'RNG')).toBe(true);
    expect((await h({ startTime: day, endTime: end, vendor: 'PGL' }, member.token)).json().value.total).toBe(5);
    expect(
      (await h({ startTime: day, endTime: end, vendor: 'PGL', category: 'RNG' }, member.token)).json().value.total,
    ).toBe(0);
    const window = (await h({ startTime: day + 2 * 3_600_000, endTime: day + 4 * 3_600_000 }, member.token)).json()
      .value;
    expect(window.list.map((r: { roundId: string }) => r.roundId)).toEqual(['ph-4', 'ph-3', 'ph-2']);
    const page2 = (await h({ startTime: day, endTime: end, page: 2, size: 13 }, member.token)).json().value;
    expect(page2.list.map((r: { roundId: string }) => r.roundId)).toEqual(['ph-1', 'ph-0']);
    expect(page2.list[1]).toMatchObject({ status: 'refund', validBet: 0 });
    // Nobody else's rounds.
    expect((await h({ startTime: day, endTime: end })).json().value.total).toBe(0);
  });
});

describe('ops games:import (POST /internal/ops games-import)', () => {
  const ops = (payload: object, token = t.app.opsToken) =>
    t.app.inject({
      method: 'POST',
      url: '/internal/ops',
      headers: { 'x-ops-token': token },
      payload,
      remoteAddress: '127.0.0.1',
    });
  const cmd = (content: string, format: 'json' | 'csv' = 'json', vendor?: string) => ({
    command: 'games-import',
    merchant: 'pagoda',
    format,
    content,
    ...(vendor ? { vendor } : {}),
  });

  it('refuses a wrong token and a bad command', async () => {
    expect((await ops(cmd('[]'), 'f'.repeat(64))).statusCode).toBe(403);
    expect((await ops({ ...cmd('[]'), format: 'xml' })).statusCode).toBe(400);
  });

  it('refuses bad files, naming the row and field', async () => {
    const bad = async (content: string, format: 'json' | 'csv' = 'json', vendor?: string) =>
      (await ops(cmd(content, format, vendor))).json();
    expect((await bad('{not json')).message).toMatch(/not valid JSON/);
    expect((await bad('{}')).message).toMatch(/list of games/);
    expect((await bad('[{"vendor":"SIM","gameCode":"x","names":{}}]')).message).toMatch(/row 1: names/);
    expect((await bad('[{"vendor":"SIM","gameCode":"x","names":{"EN":"X"},"minBet":"0.001"}]')).message).toMatch(
      /row 1: minBet/,
    );
    expect((await bad('[{"vendor":"NOPE","gameCode":"x","names":{"EN":"X"}}]')).message).toMatch(/no vendor NOPE/);
    expect((await bad('[{"gameCode":"x","names":{"EN":"X"},"gameClassify":"poker"}]', 'json', 'SIM')).message).toMatch(
      /gameClassify/,
    );
  });

  it('imports JSON and CSV, updates by vendor and game code, and falls back to the default icon', async () => {
    const json = JSON.stringify([
      { gameCode: 'imported-one', names: { EN: 'Imported One', CN: '导入一号' }, gameClassify: 'arcade', minBet: 0.5 },
    ]);
    const first = await ops(cmd(json, 'json', 'SIM'));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ games: 1, inserted: 1, updated: 0 });
    const csv = [
      'vendor,gameCode,name_EN,name_VI,gameClassify,minBet,minLineNum,tags,hot,icon',
      'SIM,imported-one,"Imported One, renamed",Một,table,0.75,20,new|promo,yes,',
      'PGF,imported-fish,Imported Fish,Cá,,0.1,0,,0,/demo/games/ocean-king.svg',
    ].join('\n');
    const second = await ops(cmd(csv, 'csv'));
    expect(second.json().value).toEqual({ games: 2, inserted: 1, updated: 1 });
    const one = (await list({ gameType: 'RNG', gameName: 'Imported One' })).json().value.games;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      nodeId: 'SIM_imported-one',
      gameName: 'Imported One, renamed',
      gameClassify: 'table',
      minBet: 0.75,
      minLineNum: 20,
      tags: ['new', 'promo'],
      isHot: 1,
      iconUrl: '/demo/game-default.svg',
    });
    const fish = (await list({ gameType: 'FISH', gameName: 'Imported Fish', language: 'VI' })).json().value.games[0];
    expect(fish).toMatchObject({ gameName: 'Cá', iconUrl: '/demo/games/ocean-king.svg', isHot: 0 });
  });
});

describe('ops vendor:register (POST /internal/ops vendor-register)', () => {
  const ops = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/internal/ops',
      headers: { 'x-ops-token': t.app.opsToken },
      payload,
      remoteAddress: '127.0.0.1',
    });
  const secret = 'a-vendor-secret-of-at-least-32-characters';
  const manifest = {
    code: 'NEWV',
    displayName: 'New Vendor',
    adapter: 'seamless',
    launchUrl: 'https://games.newvendor.example/play',
    icon: 'https://games.newvendor.example/icon.svg',
    categories: ['RNG', 'FISH'],
    games: [
      { vendor: 'NEWV', gameCode: 'nv-slot', gameType: 'RNG', names: { EN: 'NV Slot' }, minBet: '0.10' },
      { vendor: 'NEWV', gameCode: 'nv-fish', gameType: 'FISH', names: { EN: 'NV Fish' }, minBet: '0.01' },
    ],
  };
  const cmd = (m: object, s = secret) => ({ command: 'vendor-register', merchant: 'pagoda', manifest: m, secret: s });

  it('refuses a short secret, a bad manifest and a game of another vendor', async () => {
    expect((await ops(cmd(manifest, 'short'))).statusCode).toBe(400);
    const noLaunch = await ops(cmd({ ...manifest, launchUrl: 'not a url' }));
    expect(noLaunch.statusCode).toBe(400);
    expect(noLaunch.json().message).toMatch(/launchUrl/);
    const other = await ops(cmd({ ...manifest, games: [{ ...manifest.games[0], vendor: 'SIM' }] }));
    expect(other.json().message).toMatch(/game 1: vendor is not NEWV/);
    expect((await list({ gameType: 'RNG', vassalage: 'NEWV' })).json().value.totalCount).toBe(0);
  });

  it('adds the vendor to each category with its integration and games, and updates it on a second run', async () => {
    const first = await ops(cmd(manifest));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ vendor: 'NEWV', games: 2, inserted: 2, updated: 0 });
    const slots = (await list({ gameType: 'RNG', vassalage: 'NEWV' })).json().value.games;
    expect(slots).toMatchObject([{ gameCode: 'nv-slot', displayName: 'New Vendor', minBet: 0.1 }]);
    expect((await list({ gameType: 'FISH', vassalage: 'NEWV' })).json().value.totalCount).toBe(1);
    const integration = await t.app.services.vendors.integration('pagoda', 'NEWV');
    expect(integration).toMatchObject({ adapter: 'seamless', launchUrl: manifest.launchUrl, secret });
    const again = await ops(cmd({ ...manifest, displayName: 'New Vendor Games' }));
    expect(again.json().value).toMatchObject({ inserted: 0, updated: 2 });
    const lanes = (await get('/wps/relay/GCSGAME_gameVendor')).json().value.data.lanes as {
      title: string;
      cards: { vassalage: string; displayName: string }[];
    }[];
    for (const title of ['RNG', 'FISH'])
      expect(lanes.find((l) => l.title === title)!.cards.find((c) => c.vassalage === 'NEWV')?.displayName).toBe(
        'New Vendor Games',
      );
  });
});
