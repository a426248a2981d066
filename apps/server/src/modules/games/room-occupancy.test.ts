import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomOccupancy, fetchRooms, type LiveRoom } from './room-occupancy.js';

const good = { gameCode: 'r-1', stake: '1.00', seats: 6, taken: 3, free: 3, bots: 1, status: 'betting' };

describe('fetchRooms', () => {
  // Each path answers one way; /hang never answers.
  const answers: Record<string, (res: ServerResponse) => void> = {
    '/ok': (res) =>
      res.end(
        JSON.stringify({
          rooms: [
            good,
            { ...good, gameCode: 'r-cents', stake: '0.10' },
            { ...good, gameCode: 'r-number', stake: 0.5 },
            { ...good, gameCode: 'r-thirds', stake: '1.005' },
            { ...good, gameCode: 'r-zero', stake: '0' },
            { ...good, gameCode: 'r-sum', free: 2 },
            { ...good, gameCode: 'r-bots', bots: 4 },
            { ...good, gameCode: 'r-phase', status: 'dealing' },
            { ...good, gameCode: 'r-frac', taken: 1.5, free: 4.5 },
            'not a room',
          ],
        }),
      ),
    '/error': (res) => res.writeHead(500).end('{"rooms":[]}'),
    '/garbage': (res) => res.end('{"rooms":'),
    '/no-list': (res) => res.end('{"tables":[]}'),
  };
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/hang') return;
      const answer = answers[req.url ?? ''];
      if (answer) answer(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('keeps the well-formed rooms, stakes as exact cents, and leaves out the rest', async () => {
    const rooms = await fetchRooms(`${base}/ok`, 1_000);
    expect(rooms && Object.fromEntries(rooms)).toEqual({
      'r-1': { stake: 1, seats: 6, taken: 3, free: 3, bots: 1, status: 'betting' },
      'r-cents': { stake: 0.1, seats: 6, taken: 3, free: 3, bots: 1, status: 'betting' },
      'r-number': { stake: 0.5, seats: 6, taken: 3, free: 3, bots: 1, status: 'betting' },
    });
  });

  it('answers null for a failed, broken or missing list, and for a vendor past the timeout', async () => {
    for (const path of ['/error', '/garbage', '/no-list', '/missing'])
      expect(await fetchRooms(`${base}${path}`, 1_000), path).toBeNull();
    const start = performance.now();
    expect(await fetchRooms(`${base}/hang`, 150)).toBeNull();
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

describe('createRoomOccupancy', () => {
  const rooms = (taken: number) =>
    new Map<string, LiveRoom>([['r-1', { status: 'waiting', stake: 1, seats: 6, taken, free: 6 - taken, bots: 0 }]]);
  /** A loader whose answers the test releases one by one, and a clock the test moves. */
  const harness = () => {
    const calls: { url: string; resolve: (v: Map<string, LiveRoom> | null) => void }[] = [];
    let clock = 1_000_000;
    const cache = createRoomOccupancy({
      ttlMs: 2_000,
      now: () => clock,
      fetchRooms: (url) => new Promise((resolve) => calls.push({ url, resolve })),
    });
    return { cache, calls, tick: (ms: number) => (clock += ms) };
  };
  const settled = () => new Promise((r) => setTimeout(r, 0));
  const taken = (m: Map<string, LiveRoom> | null) => {
    const r = m?.get('r-1');
    return r ? r.taken : null;
  };

  it('shares one request among concurrent callers and caches its answer for the ttl', async () => {
    const { cache, calls, tick } = harness();
    const burst = Array.from({ length: 5 }, () => cache.rooms('m|V', 'http://v/rooms'));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(rooms(2));
    expect((await Promise.all(burst)).map(taken)).toEqual([2, 2, 2, 2, 2]);
    tick(1_999);
    expect(taken(await cache.rooms('m|V', 'http://v/rooms'))).toBe(2);
    expect(calls).toHaveLength(1);
    // Past the ttl a vendor that answered is asked again and awaited.
    tick(1);
    const next = cache.rooms('m|V', 'http://v/rooms');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(rooms(4));
    expect(taken(await next)).toBe(4);
    // Another integration has its own entry.
    void cache.rooms('m|W', 'http://w/rooms');
    expect(calls.map((c) => c.url)).toEqual(['http://v/rooms', 'http://v/rooms', 'http://w/rooms']);
  });

  it('after a failure answers null at once and retries behind, one retry at a time', async () => {
    const { cache, calls, tick } = harness();
    const first = cache.rooms('m|V', 'http://v/rooms');
    calls[0]!.resolve(null);
    expect(await first).toBeNull();
    tick(2_000);
    expect(await cache.rooms('m|V', 'http://v/rooms')).toBeNull();
    expect(await cache.rooms('m|V', 'http://v/rooms')).toBeNull();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(rooms(1));
    await settled();
    expect(taken(await cache.rooms('m|V', 'http://v/rooms'))).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('starts afresh when the roomsUrl changes, and treats a loader that throws as a failure', async () => {
    const { cache, calls } = harness();
    const first = cache.rooms('m|V', 'http://v/rooms');
    calls[0]!.resolve(rooms(3));
    await first;
    const moved = cache.rooms('m|V', 'http://v2/rooms');
    expect(calls.map((c) => c.url)).toEqual(['http://v/rooms', 'http://v2/rooms']);
    calls[1]!.resolve(rooms(5));
    expect(taken(await moved)).toBe(5);

    const throwing = createRoomOccupancy({ fetchRooms: () => Promise.reject(new Error('boom')) });
    expect(await throwing.rooms('m|X', 'http://x/rooms')).toBeNull();
  });
});
