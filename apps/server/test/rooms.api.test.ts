import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asMember, fund, operatorToken } from './helpers/money.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

// GLS2_roomList with live occupancy: vendors registered from manifests whose roomsUrl points to a
// small HTTP server of the test, which counts requests and can answer, stall or fail.

type Mode = 'ok' | 'hang';
type FakeVendor = {
  url: string;
  hits: number;
  mode: Mode;
  delayMs: number;
  body: unknown;
  close: () => Promise<void>;
};

const startVendor = async (body: unknown): Promise<FakeVendor> => {
  const v: Omit<FakeVendor, 'url' | 'close'> = { hits: 0, mode: 'ok', delayMs: 0, body };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== '/rooms.json') {
      res.writeHead(404).end();
      return;
    }
    v.hits++;
    if (v.mode === 'hang') return; // accepted, never answered: only the platform's timeout ends it
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(v.body));
    if (v.delayMs) setTimeout(answer, v.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(v, {
    url: `http://127.0.0.1:${port}/rooms.json`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
};

const SECRET = 'a-vendor-secret-of-at-least-32-characters';
const room = (code: string, stake: string) => ({
  vendor: code.split('_')[0]!,
  gameCode: code.split('_')[1]!,
  gameType: 'PVP',
  names: { EN: `Room ${stake}`, CN: `房间 ${stake}` },
  minBet: stake,
  room: true,
});
const manifestOf = (code: string, roomsUrl: string | undefined) => ({
  code,
  displayName: `${code} Rooms`,
  adapter: 'seamless',
  launchUrl: `https://${code.toLowerCase()}.example/play`,
  ...(roomsUrl === undefined ? {} : { roomsUrl }),
  categories: ['PVP'],
  games: [room(`${code}_r-1`, '1.00'), room(`${code}_r-5`, '5.00'), room(`${code}_r-20`, '20.00')],
});
const occupancy = (taken: number, over: Record<string, unknown> = {}) => ({
  rooms: [
    { gameCode: 'r-1', stake: '1.00', seats: 6, taken, free: 6 - taken, bots: 1, status: 'betting', ...over },
    { gameCode: 'r-5', stake: '5.00', seats: 4, taken: 0, free: 4, bots: 0, status: 'waiting' },
    // Not consistent (taken + free ≠ seats): left out, so r-20 shows as unavailable.
    { gameCode: 'r-20', stake: '20.00', seats: 6, taken: 2, free: 2, bots: 0, status: 'waiting' },
    // A room the platform does not list: ignored.
    { gameCode: 'r-100', stake: '100.00', seats: 6, taken: 0, free: 6, bots: 0, status: 'waiting' },
  ],
});

type Room = { status: string; stake?: number; seats?: number; taken?: number; free?: number; bots?: number };
type Item = { nodeId: string; vendor: string; gameName: string; minBet: number; room?: Room };

let t: TestContext;
const vendors: FakeVendor[] = [];
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
});
afterAll(async () => {
  await Promise.all(vendors.map((v) => v.close()));
  await t.close();
});

const ops = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload,
    remoteAddress: '127.0.0.1',
  });
const register = async (code: string, roomsUrl: string | undefined) => {
  const res = await ops({
    command: 'vendor-register',
    merchant: 'pagoda',
    manifest: manifestOf(code, roomsUrl),
    secret: SECRET,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const vendor = async (body: unknown) => {
  const v = await startVendor(body);
  vendors.push(v);
  return v;
};
const roomList = async (q: Record<string, string> = {}, headers: Record<string, string> = wps) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/GLS2_roomList?${new URLSearchParams(q).toString()}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list as Item[];
};
const roomsOf = async (code: string) => {
  const list = await roomList({ vassalage: code });
  return Object.fromEntries(list.map((i) => [i.nodeId.slice(code.length + 1), i.room]));
};
/** How long a call takes, with its answer. */
const timed = async <T>(f: () => Promise<T>) => {
  const start = performance.now();
  const value = await f();
  return { value, ms: performance.now() - start };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GLS2_roomList: refusals', () => {
  it('answers 400 to a bad query and refuses a manifest whose roomsUrl is not a URL', async () => {
    const bad = (q: string) => t.app.inject({ method: 'GET', url: `/wps/relay/GLS2_roomList?${q}`, headers: wps });
    expect((await bad('clientType=42')).statusCode).toBe(400);
    expect((await bad(`vassalage=${'V'.repeat(33)}`)).statusCode).toBe(400);
    const res = await ops({
      command: 'vendor-register',
      merchant: 'pagoda',
      manifest: manifestOf('BADR', 'not a url'),
      secret: SECRET,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/roomsUrl/);
    expect(await roomList({ vassalage: 'BADR' })).toEqual([]);
  });
});

describe('GLS2_roomList: live occupancy', () => {
  it('merges each room of a vendor with rooms, and leaves rooms of vendors without a roomsUrl as they were', async () => {
    const v = await vendor(occupancy(3));
    await register('RMA', v.url);
    expect((await t.app.services.vendors.integration('pagoda', 'RMA'))?.roomsUrl).toBe(v.url);
    const list = await roomList({ language: 'CN' });
    // The demo's rooms (vendor PGP publishes no occupancy) carry no room object.
    const demo = list.filter((i) => i.vendor === 'PGP');
    expect(demo.map((i) => i.nodeId)).toEqual(['PGP_tongits-beginner', 'PGP_tongits-pro', 'PGP_tongits-vip']);
    for (const i of demo) expect(i).not.toHaveProperty('room');
    const mine = list.filter((i) => i.vendor === 'RMA');
    expect(mine.map((i) => [i.nodeId, i.gameName, i.minBet])).toEqual([
      ['RMA_r-1', '房间 1.00', 1],
      ['RMA_r-5', '房间 5.00', 5],
      ['RMA_r-20', '房间 20.00', 20],
    ]);
    expect(Object.fromEntries(mine.map((i) => [i.nodeId, i.room]))).toEqual({
      'RMA_r-1': { status: 'betting', stake: 1, seats: 6, taken: 3, free: 3, bots: 1 },
      'RMA_r-5': { status: 'waiting', stake: 5, seats: 4, taken: 0, free: 4, bots: 0 },
      'RMA_r-20': { status: 'unavailable' },
    });
    expect(v.hits).toBe(1);
    // Filtering by another vendor never asks this one.
    await sleep(2_100);
    expect((await roomList({ vassalage: 'PGP' })).length).toBe(3);
    expect(v.hits).toBe(1);
  });

  it('asks a vendor at most once per 2 s, one request in flight for a burst of calls', async () => {
    const v = await vendor(occupancy(3));
    v.delayMs = 300;
    await register('RMB', v.url);
    const burst = await Promise.all(Array.from({ length: 8 }, () => roomsOf('RMB')));
    expect(v.hits).toBe(1);
    for (const rooms of burst) expect(rooms['r-1']).toMatchObject({ taken: 3, status: 'betting' });
    // Within the 2 s the cached figures answer, whatever the vendor says now.
    v.body = occupancy(5, { status: 'revealing' });
    v.delayMs = 0;
    expect((await roomsOf('RMB'))['r-1']).toMatchObject({ taken: 3, status: 'betting' });
    expect(v.hits).toBe(1);
    await sleep(2_100);
    expect((await roomsOf('RMB'))['r-1']).toEqual({
      status: 'revealing',
      stake: 1,
      seats: 6,
      taken: 5,
      free: 1,
      bots: 1,
    });
    expect(v.hits).toBe(2);
    // Re-registered with another roomsUrl: the next list asks the new one at once.
    const moved = await vendor(occupancy(6, { status: 'settling' }));
    await register('RMB', moved.url);
    expect((await roomsOf('RMB'))['r-1']).toMatchObject({ taken: 6, free: 0, status: 'settling' });
    expect([v.hits, moved.hits]).toEqual([2, 1]);
  });

  it('shows the rooms of a vendor that stalls as unavailable, retries it behind the list, and never fails the list', async () => {
    const v = await vendor(occupancy(3));
    v.mode = 'hang';
    await register('RMD', v.url);
    const first = await timed(() => roomList());
    // The first call waits for the 2 s timeout; the other vendors' rooms are there as usual.
    expect(first.ms).toBeGreaterThanOrEqual(1_900);
    expect(first.ms).toBeLessThan(4_000);
    expect(first.value.filter((i) => i.vendor === 'PGP')).toHaveLength(3);
    const dead = first.value.filter((i) => i.vendor === 'RMD');
    expect(dead.map((i) => i.room)).toEqual([
      { status: 'unavailable' },
      { status: 'unavailable' },
      { status: 'unavailable' },
    ]);
    expect(v.hits).toBe(1);
    // Cached for 2 s: no new request, and no wait.
    const second = await timed(() => roomsOf('RMD'));
    expect(second.ms).toBeLessThan(1_000);
    expect(v.hits).toBe(1);
    // After that, a vendor that failed last time answers unavailable at once and is retried behind.
    v.mode = 'ok';
    await sleep(2_100);
    const third = await timed(() => roomsOf('RMD'));
    expect(third.ms).toBeLessThan(1_000);
    expect(third.value['r-1']).toEqual({ status: 'unavailable' });
    await sleep(300);
    expect(v.hits).toBe(2);
    expect((await roomsOf('RMD'))['r-1']).toMatchObject({ status: 'betting', taken: 3 });
  });

  it('shows a vendor whose rooms server is gone as unavailable at once', async () => {
    const v = await vendor(occupancy(1));
    const url = v.url;
    await v.close();
    await register('RME', url);
    const { value, ms } = await timed(() => roomsOf('RME'));
    expect(ms).toBeLessThan(1_900);
    expect(value).toEqual({
      'r-1': { status: 'unavailable' },
      'r-5': { status: 'unavailable' },
      'r-20': { status: 'unavailable' },
    });
  });
});

describe('joining a room', () => {
  it('launches the room game through the ordinary launch, with a real account only', async () => {
    const v = await vendor(occupancy(2));
    await register('RMF', v.url);
    const member = await registerMember(t);
    // A seamless launch needs money in the main wallet.
    await fund(t, await operatorToken(t), member.username, 50);
    const launch = (accountType: number) =>
      t.app.inject({
        method: 'GET',
        url: `/wps/game/launchGame?nodeId=RMF_r-5&accountType=${accountType}&language=EN`,
        headers: asMember(member.token),
      });
    const res = await launch(1);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().value.content.game_url as string);
    expect(url.origin + url.pathname).toBe('https://rmf.example/play');
    expect(url.searchParams.get('game')).toBe('r-5');
    expect(url.searchParams.get('mode')).toBe('real');
    // The vendor offers no free play, so a trial launch is refused.
    expect((await launch(0)).json()).toMatchObject({ success: false });
  });
});
