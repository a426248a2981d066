import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../src/db/schema.js';
import { createSimulatorClient, injectTransport, newId } from '../src/dev/vendor-simulator/simulator-client.js';
import { verifyBody } from '../src/lib/signature.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember, fund, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

// The lottery gateway (/lgw, /lotto/lgw, ODSFE2_lottMemBet): a third-party-like lottery vendor registered from a
// manifest whose lottery URLs point to a small HTTP server of this test, answering fixed JSON; a second vendor
// whose server never answers shows that a slow vendor gives an empty answer, never a 5xx.

const SECRET = 'lottery-gateway-test-secret-0123456789';
type Seen = { path: string; query: URLSearchParams; signed: boolean };
type FakeVendor = { base: string; seen: Seen[]; tickets: Map<string, unknown[]>; close: () => Promise<void> };

const opened = [
  { gameCode: 'MB', numero: '20261129', isSale: true, remainTime: 120, lockTime: 900, seedHash: null },
  { gameCode: 'F1', numero: '20261129-0042', isSale: true, remainTime: 30, lockTime: 10, seedHash: 'ab' },
  // Not listed by the brand: left out.
  { gameCode: 'XX', numero: '1', isSale: true, remainTime: 1, lockTime: 1 },
  // Malformed: left out.
  { gameCode: 'MT', numero: 7 },
];
const draw = (gameCode: string, numero: string) => ({
  gameCode,
  numero,
  drawTime: '2026-11-28T11:15:00.000Z',
  status: 'SETTLED',
  result: [{ prize: 'DB', numbers: ['12345'] }],
});
const menu = {
  N: {
    gameGroupCode: 'N',
    labelName: 'Xổ số Miền Bắc',
    gameMenus: [
      { gameCode: 'MB', gameName: 'vendor name', kind: 'regional', currentNumero: opened[0] },
      { gameCode: 'XX' },
    ],
  },
  F: { gameGroupCode: 'F', labelName: 'Xổ số siêu tốc', gameMenus: [{ gameCode: 'F1', kind: 'fast' }] },
  BAD: { labelName: 'no code' },
};

const startVendor = async (hang = false): Promise<FakeVendor> => {
  const seen: Seen[] = [];
  const tickets = new Map<string, unknown[]>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const sig = req.headers['x-signature'];
    const signed = verifyBody(SECRET, req.url ?? '', Array.isArray(sig) ? sig[0] : sig);
    seen.push({ path: u.pathname, query: u.searchParams, signed });
    if (hang) return; // accepted, never answered: only the platform's timeout ends it
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const member = /^\/lottery\/members\/([^/]+)\/tickets$/.exec(u.pathname);
    if (u.pathname === '/lottery/menu') return json(menu);
    if (u.pathname === '/lottery/opened') return json(opened);
    if (u.pathname === '/lottery/recent') return json([draw('MB', '20261128'), draw('F1', '20261129-0041'), { x: 1 }]);
    if (u.pathname === '/lottery/draws/MB') return json([draw('MB', '20261128'), draw('MB', '20261127')]);
    if (u.pathname === '/lottery/frequency')
      return json({
        gameCode: u.searchParams.get('gameCode'),
        draws: 100,
        hot: ['07'],
        cold: ['99'],
        numbers: Array.from({ length: 100 }, (_, n) => ({ number: String(n).padStart(2, '0'), count: n % 7 })),
      });
    if (member) {
      if (!signed) return res.writeHead(401).end();
      return json(tickets.get(decodeURIComponent(member[1]!)) ?? []);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/lottery`,
    seen,
    tickets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const game = (vendor: string, gameCode: string, gameType: 'LOTT' | 'ELOTT') => ({
  vendor,
  gameCode,
  gameType,
  names: { EN: `${gameCode} lottery`, VI: `Xổ số ${gameCode}` },
  minBet: '1.00',
});
const manifestOf = (code: string, base: string, over: Record<string, unknown> = {}) => ({
  code,
  displayName: `${code} Lotto`,
  adapter: 'seamless',
  launchUrl: `https://${code.toLowerCase()}.example/play`,
  lotteryMenuUrl: `${base}/menu`,
  lotteryOpenedUrl: `${base}/opened`,
  lotteryRecentUrl: `${base}/recent`,
  lotteryResultsUrl: `${base}/draws/{gameCode}`,
  lotteryFrequencyUrl: `${base}/frequency`,
  lotteryTicketsUrl: `${base}/members/{playerId}/tickets`,
  categories: ['LOTT', 'ELOTT'],
  games: [game(code, 'MB', 'LOTT'), game(code, 'MT', 'LOTT'), game(code, 'F1', 'ELOTT')],
  ...over,
});

let t: TestContext;
let vendor: FakeVendor;
let slow: FakeVendor;
let member: { token: string; id: number; username: string };

const ops = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload,
    remoteAddress: '127.0.0.1',
  });
const register = (manifest: object) =>
  ops({ command: 'vendor-register', merchant: TEST_MERCHANT, manifest, secret: SECRET });

type Q = Record<string, string | number | undefined>;
const get = (path: string, q: Q = {}, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]]))).toString()}`,
    headers: token ? asMember(token) : wps,
  });
const ok = async (path: string, q: Q = {}, token?: string) => {
  const res = await get(path, q, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const setCategory = (code: string, category: string, enabled: boolean) =>
  t.database.db
    .update(gameVendors)
    .set({ enabled })
    .where(
      and(eq(gameVendors.merchantCode, TEST_MERCHANT), eq(gameVendors.code, code), eq(gameVendors.category, category)),
    );

/** Launches MB for the member and plays one round at the vendor (bet, then a win unless null); its round id. */
const playRound = async (bet: string, win: string | null) => {
  const launch = await get('/wps/game/launchGame', { nodeId: 'LGV_MB', accountType: 1, language: 'EN' }, member.token);
  expect(launch.statusCode, launch.body).toBe(200);
  const token = new URL(launch.json().value.content.game_url, 'http://x').searchParams.get('token')!;
  const client = createSimulatorClient({
    merchant: TEST_MERCHANT,
    vendor: 'LGV',
    secret: SECRET,
    transport: injectTransport(t.app),
  });
  const roundId = newId('tk');
  const base = { playerId: String(member.id), roundId, gameCode: 'MB', currency: 'PHP' };
  expect((await client.bet({ ...base, token, transactionId: roundId, amount: bet })).ok).toBe(true);
  if (win !== null)
    expect((await client.win({ ...base, transactionId: `${roundId}.w`, amount: win, endRound: true })).ok).toBe(true);
  return roundId;
};

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  vendor = await startVendor();
  slow = await startVendor(true);
  const res = await register(manifestOf('LGV', vendor.base));
  expect(res.statusCode, res.body).toBe(200);
  member = await registerMember(t);
  await fund(t, await operatorToken(t), member.username, 100);
});
afterAll(async () => {
  await vendor.close();
  await slow.close();
  await t.close();
});

describe('vendor manifest: lottery URLs', () => {
  it('refuses a lottery URL that is not http(s), or a results/tickets URL without its placeholder', async () => {
    for (const over of [
      { lotteryMenuUrl: 'not a url' },
      { lotteryOpenedUrl: 'ftp://x.example/opened' },
      { lotteryResultsUrl: `${vendor.base}/draws` },
      { lotteryTicketsUrl: `${vendor.base}/members/tickets` },
    ]) {
      const res = await register(manifestOf('LGBAD', vendor.base, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
  });

  it('stores them on the integration', async () => {
    const i = await t.app.services.vendors.integration(TEST_MERCHANT, 'LGV');
    expect(i).toMatchObject({
      lotteryMenuUrl: `${vendor.base}/menu`,
      lotteryResultsUrl: `${vendor.base}/draws/{gameCode}`,
      lotteryTicketsUrl: `${vendor.base}/members/{playerId}/tickets`,
    });
  });
});

describe('GET /lgw/vn/games/game_menu and /lgw/games/game_menus', () => {
  it('answers 400 to a bad query', async () => {
    for (const path of ['/lgw/vn/games/game_menu', '/lgw/games/game_menus']) {
      expect((await get(path, { prizeMode: 'XX' })).statusCode).toBe(400);
      expect((await get(path, { device: 'W'.repeat(17) })).statusCode).toBe(400);
    }
  });

  it('merges the vendor’s groups, keeping the games the brand lists, tagged with the vendor', async () => {
    for (const path of ['/lgw/vn/games/game_menu', '/lgw/games/game_menus']) {
      const menus = await ok(path, { prizeMode: 'Lott', device: 'WEB', language: 'VI' });
      expect(menus.success).toBeUndefined();
      expect(menus.N).toMatchObject({ gameGroupCode: 'N', labelName: 'Xổ số Miền Bắc' });
      expect(menus.N.gameMenus).toHaveLength(1);
      expect(menus.N.gameMenus[0]).toMatchObject({
        gameCode: 'MB',
        gameName: 'Xổ số MB',
        nodeId: 'LGV_MB',
        vendor: 'LGV',
        accountTypeName: 'LGV',
        kind: 'regional',
        currentNumero: { numero: '20261129', isSale: true },
      });
      // F1 is an ELOTT game: not in the LOTT menu. The malformed group is left out.
      expect(menus.F).toBeUndefined();
      expect(menus.BAD).toBeUndefined();
      const elott = await ok(path, { prizeMode: 'ELOTT' });
      expect(Object.keys(elott)).toEqual(['F']);
      expect(elott.F.gameMenus[0]).toMatchObject({ gameCode: 'F1', vendor: 'LGV', kind: 'fast' });
    }
  });

  it('lists nothing of a category the brand turned off', async () => {
    await setCategory('LGV', 'ELOTT', false);
    try {
      expect(await ok('/lgw/vn/games/game_menu', { prizeMode: 'ELOTT' })).toEqual({});
      expect((await ok('/lotto/lgw/games/opened/numero', { prizeMode: 'ELOTT' })).map((p: Row) => p.gameCode)).toEqual(
        [],
      );
    } finally {
      await setCategory('LGV', 'ELOTT', true);
    }
  });
});

type Row = Record<string, unknown> & { gameCode: string };

describe('GET /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero', () => {
  it('answers 400 to a bad prize mode', async () => {
    expect((await get('/lgw/vn/numeros/opened/game', { prizeMode: 'nope' })).statusCode).toBe(400);
    expect((await get('/lotto/lgw/games/opened/numero', { prizeMode: 'nope' })).statusCode).toBe(400);
  });

  it('lists the periods on sale of the listed games, as a map and as a list', async () => {
    const map = await ok('/lgw/vn/numeros/opened/game');
    expect(Object.keys(map).sort()).toEqual(['F1', 'MB']);
    expect(map.MB).toEqual({ ...opened[0], vendor: 'LGV', accountTypeName: 'LGV' });
    const list = await ok('/lotto/lgw/games/opened/numero', { prizeMode: 'Lott' });
    expect(list).toEqual([{ ...opened[0], vendor: 'LGV', accountTypeName: 'LGV' }]);
  });
});

describe('GET /lgw/numeros/near', () => {
  it('answers 400 without a valid gameId', async () => {
    expect((await get('/lgw/numeros/near')).statusCode).toBe(400);
    expect((await get('/lgw/numeros/near', { gameId: 'a b' })).statusCode).toBe(400);
  });

  it('answers the current numero of a game by code or nodeId, {} for an unknown game', async () => {
    const want = { currentNumero: { numero: '20261129', isSale: true, remainTime: 120, lockTime: 900 } };
    expect(await ok('/lgw/numeros/near', { gameId: 'MB' })).toEqual(want);
    expect(await ok('/lgw/numeros/near', { gameId: 'LGV_MB' })).toEqual(want);
    expect(await ok('/lgw/numeros/near', { gameId: 'NOPE' })).toEqual({});
    // Listed, but the vendor's period is malformed.
    expect(await ok('/lgw/numeros/near', { gameId: 'MT' })).toEqual({});
  });
});

describe('GET /lgw/draw and /lgw/draw/code/:gameCode', () => {
  it('answers 400 to a bad game code, date or limit', async () => {
    expect((await get('/lgw/draw', { prizeMode: 'X' })).statusCode).toBe(400);
    expect((await get('/lgw/draw/code/a%20b')).statusCode).toBe(400);
    expect((await get('/lgw/draw/code/MB', { date: '28-11-2026' })).statusCode).toBe(400);
    expect((await get('/lgw/draw/code/MB', { limit: 0 })).statusCode).toBe(400);
  });

  it('lists the latest draw of each listed game', async () => {
    const draws = await ok('/lgw/draw');
    expect(draws.map((d: Row) => d.gameCode)).toEqual(['MB', 'F1']);
    expect(draws[0]).toEqual({ ...draw('MB', '20261128'), vendor: 'LGV', accountTypeName: 'LGV' });
    expect((await ok('/lgw/draw', { prizeMode: 'ELOTT' })).map((d: Row) => d.gameCode)).toEqual(['F1']);
  });

  it('lists a game’s draws of a day from the results URL, {gameCode} filled in', async () => {
    const draws = await ok('/lgw/draw/code/MB', { date: '2026-11-28' });
    expect(draws.map((d: Row) => d.numero)).toEqual(['20261128', '20261127']);
    const call = vendor.seen.findLast((s) => s.path === '/lottery/draws/MB')!;
    expect(call.query.get('date')).toBe('2026-11-28');
    expect(call.query.get('limit')).toBe('50');
    expect(await ok('/lgw/draw/code/NOPE')).toEqual([]);
  });
});

describe('GET /lgw/vn/numbers/frequency', () => {
  it('answers 400 to a missing game code or a count above 100', async () => {
    expect((await get('/lgw/vn/numbers/frequency')).statusCode).toBe(400);
    expect((await get('/lgw/vn/numbers/frequency', { gameCode: 'MB', count: 101 })).statusCode).toBe(400);
  });

  it('answers the 00–99 counts of the last 100 draws, {} for an unknown game', async () => {
    const f = await ok('/lgw/vn/numbers/frequency', { gameCode: 'MB' });
    expect(f).toMatchObject({ gameCode: 'MB', draws: 100, hot: ['07'], vendor: 'LGV' });
    expect(f.numbers).toHaveLength(100);
    expect(vendor.seen.findLast((s) => s.path === '/lottery/frequency')!.query.get('count')).toBe('100');
    expect(await ok('/lgw/vn/numbers/frequency', { gameCode: 'NOPE' })).toEqual({});
  });
});

describe('GET /lgw/vn/games/game_menu/recent and /lgw/games/game_menus/recent', () => {
  it('needs a session', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
    expect((await get('/lgw/games/game_menus/recent')).statusCode).toBe(401);
  });

  it('is an empty map before any lottery game, then the recently launched ones', async () => {
    const fresh = await registerMember(t);
    await fund(t, await operatorToken(t), fresh.username, 10);
    expect(await ok('/lgw/vn/games/game_menu/recent', {}, fresh.token)).toEqual({});
    const launch = await get('/wps/game/launchGame', { nodeId: 'LGV_MB', accountType: 1 }, fresh.token);
    expect(launch.statusCode, launch.body).toBe(200);
    for (const path of ['/lgw/vn/games/game_menu/recent', '/lgw/games/game_menus/recent']) {
      const recent = await ok(path, { prizeMode: 'Lott' }, fresh.token);
      expect(recent.LGV.gameMenus.map((g: Row) => g.gameCode)).toEqual(['MB']);
      expect(await ok(path, { prizeMode: 'ELOTT' }, fresh.token)).toEqual({});
    }
  });
});

describe('GET /wps/game/launchGame with launchMode LOTT (getLabby)', () => {
  const labby = async (q: Q, token = member.token) => {
    const res = await get('/wps/game/launchGame', { launchMode: 'LOTT', lottoArea: 'VN', language: 'EN', ...q }, token);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().value.content.game_url).searchParams;
  };

  it('opens the named game of the vendor on its betting view, with the bet type', async () => {
    const q = await labby({ vassalage: 'LGV', lottoGameCode: 'MT', lottoView: 'betting', playType: 'lo2' });
    expect(q.get('game')).toBe('MT');
    expect(q.get('view')).toBe('betting');
    expect(q.get('playType')).toBe('lo2');
    expect(q.get('token')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('mode')).toBe('real');
  });

  it('opens the vendor’s first game of the prize mode on its lobby without a game code', async () => {
    const lott = await labby({ vassalage: 'LGV' });
    expect([lott.get('game'), lott.get('view'), lott.get('playType')]).toEqual(['MB', 'lobby', null]);
    const elott = await labby({ vassalage: 'LGV', lottoPrizeMode: 'ELOTT', lottoGameCode: 'lobby' });
    expect([elott.get('game'), elott.get('view')]).toEqual(['F1', 'lobby']);
    // A game code alone means its betting view.
    expect((await labby({ lottoGameCode: 'F1' })).get('view')).toBe('betting');
  });

  it('answers 404 for a game the vendor does not have, 400 for a bad view, and needs a session', async () => {
    const other = await get(
      '/wps/game/launchGame',
      { launchMode: 'LOTT', vassalage: 'LGV', lottoGameCode: 'ZZ' },
      member.token,
    );
    expect(other.statusCode, other.body).toBe(404);
    const bad = await get('/wps/game/launchGame', { launchMode: 'LOTT', lottoView: 'slip' }, member.token);
    expect(bad.statusCode).toBe(400);
    // Without launchMode LOTT a game reference stays required.
    expect((await get('/wps/game/launchGame', { lottoGameCode: 'MB' }, member.token)).statusCode).toBe(400);
    expect((await get('/wps/game/launchGame', { launchMode: 'LOTT' })).statusCode).toBe(401);
  });

  it('passes no view to an ordinary launch', async () => {
    const res = await get('/wps/game/launchGame', { nodeId: 'LGV_MB', accountType: 1 }, member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(new URL(res.json().value.content.game_url).searchParams.has('view')).toBe(false);
  });
});

describe('GET /wps/relay/ODSFE2_lottMemBet with the vendor’s tickets', () => {
  const window = () => ({ startTime: Date.now() - 3_600_000, endTime: Date.now() + 60_000 });

  it('needs a session', async () => {
    expect((await get('/wps/relay/ODSFE2_lottMemBet', window())).statusCode).toBe(401);
  });

  it('adds each round’s ticket, asked signed for the caller only', async () => {
    const won = await playRound('2.00', '140.00');
    const open = await playRound('1.00', null);
    const ticket = (ticketId: string, status: string, hits: number | null) => ({
      ticketId,
      gameCode: 'MB',
      numero: '20261129',
      betType: 'de',
      betTypeName: 'Đề',
      numbers: ['12', '34'],
      status,
      hits,
    });
    // The vendor also knows a ticket of another round (not the caller's): never attached.
    vendor.tickets.set(String(member.id), [
      ticket(won, 'WON', 1),
      ticket(open, 'OPEN', null),
      ticket('other', 'LOST', 0),
    ]);
    const before = vendor.seen.length;
    const v = (await ok('/wps/relay/ODSFE2_lottMemBet', window(), member.token)).value;
    expect(v.list.map((r: { roundId: string }) => r.roundId)).toEqual([open, won]);
    expect(v.list[0].ticket).toMatchObject({ ticketId: open, status: 'OPEN', numbers: ['12', '34'], hits: null });
    expect(v.list[1].ticket).toMatchObject({ ticketId: won, status: 'WON', hits: 1, betTypeName: 'Đề' });
    const calls = vendor.seen.slice(before).filter((s) => s.path.endsWith('/tickets'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: `/lottery/members/${member.id}/tickets`, signed: true });
    expect(calls[0]!.query.get('status')).toBe('all');
    // State filter and paging of the record still apply.
    const page = (await ok('/wps/relay/ODSFE2_lottMemBet', { ...window(), state: 'open' }, member.token)).value;
    expect(page.list.map((r: { roundId: string }) => r.roundId)).toEqual([open]);
    const p2 = (await ok('/wps/relay/ODSFE2_lottMemBet', { ...window(), size: 1, page: 2 }, member.token)).value;
    expect(p2).toMatchObject({ total: 2, totalPages: 2, pageNum: 2 });
    expect(p2.list[0].ticket.ticketId).toBe(won);
  });

  it('answers the record with null tickets when the vendor refuses', async () => {
    vendor.tickets.clear();
    const v = (await ok('/wps/relay/ODSFE2_lottMemBet', window(), member.token)).value;
    expect(v.list.length).toBe(2);
    expect(v.list.every((r: { ticket: unknown }) => r.ticket === null)).toBe(true);
  });
});

describe('a lottery vendor that does not answer', () => {
  it('adds nothing (empty answers, never a 5xx) and is not waited for twice', async () => {
    // The demo catalogue's own lottery vendor (no lottery URLs) keeps its catalogue group beside N.
    const groups = Object.keys(await ok('/lgw/vn/games/game_menu', { prizeMode: 'Lott' })).sort();
    expect(groups).toContain('N');
    const res = await register({
      ...manifestOf('LGS', slow.base),
      games: [game('LGS', 'SLOW1', 'LOTT')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = performance.now();
    const [menus, list, near, draws, freq] = await Promise.all([
      ok('/lgw/vn/games/game_menu', { prizeMode: 'Lott' }),
      ok('/lotto/lgw/games/opened/numero'),
      ok('/lgw/numeros/near', { gameId: 'SLOW1' }),
      ok('/lgw/draw/code/SLOW1'),
      ok('/lgw/vn/numbers/frequency', { gameCode: 'SLOW1' }),
    ]);
    expect(performance.now() - started).toBeLessThan(4_000);
    // The other vendor's answers are still there.
    expect(Object.keys(menus).sort()).toEqual(groups);
    expect(list.map((p: Row) => p.gameCode).sort()).toEqual(['F1', 'MB']);
    expect(near).toEqual({});
    expect(draws).toEqual([]);
    expect(freq).toEqual({});
    expect(slow.seen.length).toBeGreaterThan(0);
    // Failed last time: answered at once while a retry runs in the background.
    const again = performance.now();
    expect(Object.keys(await ok('/lgw/vn/games/game_menu', { prizeMode: 'Lott' })).sort()).toEqual(groups);
    expect(performance.now() - again).toBeLessThan(1_000);
  }, 15_000);
});
