import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { ServerMessage, TableRoundView } from '../src/shared/live';
import { TABLES } from '../src/tables';
import { recomputeTable } from '../web/src/verify/recompute-table';
import { createWorld, launchPlayer, openSession, platformBalance, relaunch, type World } from './helpers';

// Short rounds: 2.5 s of betting, then dealing and the result.
const TIMING = { LIVE_BETTING_MS: 2_500, LIVE_DEALING_MS: 300, LIVE_RESULT_MS: 300 };

let w: World;
beforeAll(async () => {
  w = await createWorld({ LIVE_TABLES_ENABLED: true, ...TIMING });
}, 120_000);
afterAll(async () => {
  await w?.close();
});

/** A member seated at a table through its own socket, with every message kept. */
const seat = async (game: string, amount = 100) => {
  const p = await launchPlayer(w, 'lantern-fortune', amount);
  const token = await relaunch(w, p.token, game);
  const s = await openSession(w, token, game);
  const ws = (await w.studio.injectWS('/ws')) as unknown as WebSocket;
  const inbox: ServerMessage[] = [];
  const waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as ServerMessage;
    inbox.push(m);
    for (const x of [...waiters])
      if (x.test(m)) {
        waiters.splice(waiters.indexOf(x), 1);
        x.resolve(m);
      }
  });
  const next = <T extends ServerMessage['t']>(
    t: T,
    test: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true,
  ) =>
    new Promise<Extract<ServerMessage, { t: T }>>((resolve, reject) => {
      const found = inbox.find((m) => m.t === t && test(m as Extract<ServerMessage, { t: T }>));
      if (found) return resolve(found as Extract<ServerMessage, { t: T }>);
      const timer = setTimeout(() => reject(new Error(`no ${t} message`)), 15_000);
      waiters.push({
        test: (m) => m.t === t && test(m as Extract<ServerMessage, { t: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<ServerMessage, { t: T }>);
        },
      });
    });
  const send = (m: unknown) => ws.send(JSON.stringify(m));
  send({ t: 'auth', session: s.session });
  const hello = await next('hello');
  return { p, session: s.session, ws, inbox, next, send, hello };
};

/** The newest round the player saw, once it is open for bets with over a second left. */
const freshBetting = (player: Awaited<ReturnType<typeof seat>>) =>
  new Promise<TableRoundView>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no betting round')), 20_000);
    const check = () => {
      const last = [...player.inbox].reverse().find((m) => m.t === 'round') as
        Extract<ServerMessage, { t: 'round' }> | undefined;
      if (last && last.round.phase === 'betting' && last.round.closesAt - Date.now() > 1_200) {
        clearTimeout(timer);
        return resolve(last.round);
      }
      setTimeout(check, 50);
    };
    check();
  });

describe('GET /ws (live tables)', () => {
  it('refuses a bad message and a socket without a session', async () => {
    const ws = (await w.studio.injectWS('/ws')) as unknown as WebSocket;
    const answers: ServerMessage[] = [];
    ws.on('message', (raw) => answers.push(JSON.parse(String(raw)) as ServerMessage));
    ws.send('not json');
    ws.send(JSON.stringify({ t: 'bet', id: 'x', roundId: 'r', bets: [] }));
    ws.send(JSON.stringify({ t: 'bet', id: 'y', roundId: 'r', bets: [{ spot: 'player', amount: 100 }] }));
    ws.send(JSON.stringify({ t: 'auth', session: 'x'.repeat(43) }));
    await new Promise((r) => setTimeout(r, 300));
    expect(answers.map((a) => (a.t === 'error' ? a.code : a.t))).toEqual([
      'studio.bad_request',
      'studio.bad_request',
      'studio.unauthorized',
      'studio.unauthorized',
    ]);
    ws.terminate();
  });

  it('20 members bet on one baccarat round, all see the same result, and each is settled exactly', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => seat('baccarat', 50)));
    expect(players[0]!.hello.table).toMatchObject({ code: 'baccarat', spots: TABLES.baccarat.spots });
    const round = await freshBetting(players[0]!);
    const spots = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'].filter((s) => TABLES.baccarat.isSpot(s));
    const acks = await Promise.all(
      players.map(async (pl, i) => {
        const spot = spots[i % spots.length]!;
        const min = TABLES.baccarat.spots.find((s) => s.spot === spot)!.min;
        pl.send({ t: 'bet', id: `b${i}`, roundId: round.roundId, bets: [{ spot, amount: min }] });
        return pl.next('bets.ok', (m) => m.id === `b${i}`);
      }),
    );
    for (const a of acks) expect(a.myBets).toHaveLength(1);
    const results = await Promise.all(
      players.map((pl) => pl.next('round', (m) => m.round.roundId === round.roundId && m.round.phase === 'result')),
    );
    const first = JSON.stringify(results[0]!.round.result);
    for (const r of results) expect(JSON.stringify(r.round.result)).toBe(first);
    const settled = await Promise.all(players.map((pl) => pl.next('settled', (m) => m.roundId === round.roundId)));
    for (const [i, s] of settled.entries()) {
      const bet = acks[i]!.myBets[0]!;
      const back = TABLES.baccarat.settle(bet.spot, bet.amount, results[i]!.round.result as never);
      expect(s.win).toBe(back);
      expect(Math.round((await platformBalance(w, players[i]!.p.token)) * 100)).toBe(5_000 - bet.amount + back);
    }
    // One betting record per player for the round, closed.
    const recs = (await w.platform.database.db.execute(
      sql`select count(*)::int as n from bet_rounds where vendor_code = 'PST' and round_id like ${`${round.roundId}.%`} and closed_at is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(recs.rows[0]!.n).toBe(20);
    for (const pl of players) pl.ws.terminate();
  }, 60_000);

  it('refuses bets after the window closes, and a reconnect mid-round shows the bets placed', async () => {
    const a = await seat('roulette', 20);
    const round = await freshBetting(a);
    a.send({ t: 'bet', id: 'r1', roundId: round.roundId, bets: [{ spot: 'red', amount: 100 }] });
    expect((await a.next('bets.ok', (m) => m.id === 'r1')).myBets).toEqual([{ spot: 'red', amount: 100 }]);
    // Out of limits and unknown spots are refused before any money moves.
    a.send({ t: 'bet', id: 'r2', roundId: round.roundId, bets: [{ spot: 'purple', amount: 100 }] });
    expect((await a.next('error', (m) => m.id === 'r2')).code).toBe('live.bad_spot');
    a.send({ t: 'bet', id: 'r3', roundId: round.roundId, bets: [{ spot: 'red', amount: 99_999_999 }] });
    expect((await a.next('error', (m) => m.id === 'r3')).code).toBe('live.limit');

    // Reconnect: a new socket with the same session sees the round and its bet.
    a.ws.terminate();
    const ws = (await w.studio.injectWS('/ws')) as unknown as WebSocket;
    const hello = await new Promise<Extract<ServerMessage, { t: 'hello' }>>((resolve) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as ServerMessage;
        if (m.t === 'hello') resolve(m);
      });
      ws.send(JSON.stringify({ t: 'auth', session: a.session }));
    });
    expect(hello.table?.round?.roundId).toBe(round.roundId);
    expect(hello.table?.myBets).toEqual([{ spot: 'red', amount: 100 }]);

    // After the close the same round takes no bet.
    await new Promise((r) => setTimeout(r, Math.max(0, round.closesAt - Date.now()) + 50));
    const late = await new Promise<ServerMessage>((resolve) => {
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as ServerMessage;
        if (m.t === 'error' || m.t === 'bets.ok') resolve(m);
      });
      ws.send(JSON.stringify({ t: 'bet', id: 'late', roundId: round.roundId, bets: [{ spot: 'black', amount: 100 }] }));
    });
    expect(late).toMatchObject({ t: 'error', code: expect.stringMatching(/^live\.(betting_closed|wrong_round)$/) });
    ws.terminate();
    // Settled: only the accepted red bet counts.
    await new Promise((r) => setTimeout(r, 1_500));
    const [row] = (
      (await w.platform.database.db.execute(
        sql`select bet_amount::text as bet from bet_rounds where vendor_code = 'PST' and member_id = ${a.p.id} and round_id like ${`${round.roundId}.%`}`,
      )) as unknown as { rows: { bet: string }[] }
    ).rows;
    expect(row?.bet).toBe('100');
    // Once the table's seed pair is retired, the round deals again in the browser to the same pocket.
    await w.studioDb.db.execute(sql`update table_seed_pairs set active = false where table_code = 'roulette'`);
    const v = (await w.studio.inject({ method: 'GET', url: `/api/verify-table/${round.roundId}` })).json().value;
    expect(recomputeTable(v)).toMatchObject({ hashOk: true, dealOk: true });
  }, 60_000);

  it('blackjack: a hand dealt, doubled or stood at the player seat, settled once with the stakes it took', async () => {
    const pl = await seat('blackjack', 50);
    expect(pl.hello.table).toMatchObject({ code: 'blackjack' });
    type Bj = {
      roundId: string;
      actions: string[];
      hands: { stake: number }[];
      insurance: number;
      settlement: { total: number } | null;
    };
    const states: Bj[] = [];
    pl.ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as ServerMessage;
      if (m.t === 'bj') states.push(m.state as Bj);
    });
    let n = 0;
    pl.send({ t: 'bj.deal', id: `d${n++}`, amount: 200 });
    await new Promise<void>((resolve, reject) => {
      const end = Date.now() + 15_000;
      const loop = () => {
        const s = states.at(-1);
        if (Date.now() > end) return reject(new Error('hand did not finish'));
        if (!s || states.length < n) return setTimeout(loop, 20);
        if (s.settlement) return resolve();
        const a = s.actions.includes('no-insurance')
          ? 'decline'
          : s.actions.includes('double') && n === 1
            ? 'double'
            : 'stand';
        pl.send({ t: 'bj.action', id: `a${n++}`, action: a });
        setTimeout(loop, 20);
      };
      loop();
    });
    const last = states.at(-1)!;
    const staked = last.hands.reduce((s, h) => s + h.stake, 0) + last.insurance;
    await new Promise((r) => setTimeout(r, 200));
    expect(Math.round((await platformBalance(w, pl.p.token)) * 100)).toBe(5_000 - staked + last.settlement!.total);
    // The hand verifies once the table's seed pair is retired (its server seed revealed).
    const url = `/api/verify-table/${last.roundId}`;
    expect((await w.studio.inject({ method: 'GET', url })).json().value.serverSeed).toBeNull();
    await w.studioDb.db.execute(sql`update table_seed_pairs set active = false where table_code = 'blackjack'`);
    const revealed = (await w.studio.inject({ method: 'GET', url })).json().value;
    expect(recomputeTable(revealed)).toMatchObject({ hashOk: true, dealOk: true });
    // A second deal while nothing is open works; an action with no hand is refused.
    pl.send({ t: 'bj.action', id: 'none', action: 'hit' });
    expect((await pl.next('error', (m) => m.id === 'none')).code).toBe('live.not_allowed');
    pl.ws.terminate();
  }, 60_000);
});
