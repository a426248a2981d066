// WebSocket message rates of one live table, over real sockets on loopback:
//  (a) bets/s: N players betting on one baccarat round (each bet validated, stored with its wallet
//      call and answered), the platform answering at once (a stub, so the studio is what is measured);
//  (b) round fan-out: 'round' messages delivered per second to N seated sockets.
// Run: node --import tsx apps/studio/bench/ws-rate.ts [players, default 50] [seconds, default 5]
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildStudioApp } from '../src/server/app';
import { loadStudioConfig } from '../src/server/config';
import { openStudioDatabase } from '../src/server/db/client';
import { messageText } from '../src/server/lib/ws';
import type { PlatformClient } from '../src/server/modules/platform/platform-client';

const PLAYERS = Number(process.argv[2] ?? 50);
const SECONDS = Number(process.argv[3] ?? 5);

let wallet = 0;
const ok = <T>(value: T) => Promise.resolve({ kind: 'ok' as const, value });
// A platform that answers every call at once: the rates below are the studio's own.
const platform: PlatformClient = {
  authenticate: (token: string) =>
    ok({
      playerId: token.slice(-6),
      nickname: `bench${token.slice(-4)}`,
      currency: 'PHP',
      balance: 1_000_000,
      trial: false,
      gameCode: 'baccarat',
      category: 'LIVE',
      language: 'EN',
    }),
  balance: () => ok({ balance: 1_000_000, currency: 'PHP' }),
  wallet: () => {
    wallet++;
    return ok({ balance: 1_000_000, currency: 'PHP' });
  },
};

const main = async () => {
  const config = loadStudioConfig(
    {},
    {
      STUDIO_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'silent',
      STUDIO_WEB_DIST: '/nonexistent',
      LIVE_BETTING_MS: 60_000,
      PVP_ROOMS_ENABLED: false,
      RATE_LIMIT_PER_MINUTE: 1_000_000,
    },
  );
  const database = await openStudioDatabase({ inMemory: true });
  const app = await buildStudioApp({ config, database, platform });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const sockets = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, i) => {
      const token = `bench-launch-token-${100000 + i}`;
      const res = await fetch(`http://${base}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, game: 'baccarat' }),
      });
      const session = ((await res.json()) as { value: { session: string } }).value.session;
      const ws = new WebSocket(`ws://${base}/ws`);
      await new Promise((r) => ws.once('open', r));
      const messages: { t: string; round?: { roundId: string } }[] = [];
      ws.on('message', (raw) => messages.push(JSON.parse(messageText(raw)) as (typeof messages)[number]));
      ws.send(JSON.stringify({ t: 'auth', session }));
      while (!messages.some((m) => m.t === 'hello')) await new Promise((r) => setTimeout(r, 5));
      return { ws, messages };
    }),
  );
  const hello = sockets[0]!.messages.find((m) => m.t === 'hello') as unknown as {
    table: { round: { roundId: string } };
  };
  const roundId = hello.table.round.roundId;

  // (a) Every player bets as fast as answers come back, on the one open round.
  let bets = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    sockets.map(async ({ ws, messages }, i) => {
      let n = 0;
      while (Date.now() < until) {
        const id = `b${i}-${n++}`;
        const before = messages.length;
        ws.send(JSON.stringify({ t: 'bet', id, roundId, bets: [{ spot: 'player', amount: 100 }] }));
        while (!messages.slice(before).some((m) => (m as { id?: string }).id === id))
          await new Promise((r) => setImmediate(r));
        bets++;
      }
    }),
  );
  const betRate = bets / ((Date.now() - started) / 1000);
  console.log(
    `live table, ${PLAYERS} players on loopback sockets (PGlite): ${betRate.toFixed(0)} bets/s ` +
      `(each validated, stored with its wallet call and answered; ${wallet} wallet calls)`,
  );

  // (b) Fan-out: how fast 'round' messages reach every seated socket (joins and leaves broadcast too).
  const table = app.tables.get('baccarat')!;
  const counts = sockets.map((s) => s.messages.length);
  const fanStart = Date.now();
  const fanUntil = fanStart + SECONDS * 1000;
  let pushes = 0;
  while (Date.now() < fanUntil) {
    // Each join and leave of a watcher broadcasts the round to everyone seated.
    const leave = table.join(
      { id: -1, platformPlayerId: 'watch', nickname: 'watch', currency: 'PHP', trial: false, createdAt: new Date() },
      () => undefined,
    );
    leave();
    pushes += 2;
    if (pushes % 200 === 0) await new Promise((r) => setImmediate(r));
  }
  await new Promise((r) => setTimeout(r, 500));
  const delivered = sockets.reduce((s, x, i) => s + x.messages.length - counts[i]!, 0);
  console.log(
    `round fan-out to ${PLAYERS} sockets: ${(delivered / ((Date.now() - fanStart) / 1000)).toFixed(0)} messages/s delivered ` +
      `(${pushes} broadcasts)`,
  );
  for (const s of sockets) s.ws.terminate();
  await app.close();
  await database.close();
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
