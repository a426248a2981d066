import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { PvpSettlement, PvpView } from '../src/pvp';
import type { ServerMessage } from '../src/shared/live';
import { createWorld, launchPlayer, openSession, relaunch, type World } from './helpers';

// Quick turns so that hands play out in a second or two.
let w: World;
beforeAll(async () => {
  w = await createWorld({ PVP_READY_MS: 400, PVP_TURN_MS: 800, PVP_RAKE_PERMILLE: 50 });
}, 120_000);
afterAll(async () => {
  await w?.close();
});

const until = async (test: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

type Client = Awaited<ReturnType<typeof join>>;

/** A member in a Niu Niu room through their own socket. */
const join = async (room: string, amount = 100) => {
  const p = await launchPlayer(w, 'lantern-fortune', amount);
  const s = await openSession(w, await relaunch(w, p.token, room), room);
  const ws = (await w.studio.injectWS('/ws')) as unknown as WebSocket;
  const views: PvpView[] = [];
  const errors: Extract<ServerMessage, { t: 'error' }>[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as ServerMessage;
    if (m.t === 'pvp') views.push(m.state as PvpView);
    if (m.t === 'error') errors.push(m);
  });
  let n = 0;
  const send = (m: Record<string, unknown>) => ws.send(JSON.stringify({ id: `r${n++}`, ...m }));
  ws.send(JSON.stringify({ t: 'auth', session: s.session }));
  await until(() => views.length > 0);
  const view = () => views.at(-1);
  return { p, ws, views, errors, send, view, session: s.session };
};

/** Plays every client's turn as soon as it comes (bet the first multiple, reveal) until `hands` hands settled. */
const autoplay = (clients: Client[], idle: Set<Client> = new Set()) => {
  let stop = false;
  const loop = async () => {
    const acted = new Set<string>();
    while (!stop) {
      for (const c of clients) {
        const v = c.view();
        if (!v?.hand || idle.has(c)) continue;
        const me = v.hand.participants.find((x) => x.seat === v.you);
        if (!me) continue;
        const k = `${v.hand.id}:${v.phase}:${me.player}`;
        if (acted.has(k)) continue;
        if (v.phase === 'betting' && !me.banker && me.multiple === null) c.send({ t: 'pvp.bet', multiple: 1 });
        else if (v.phase === 'revealing' && !me.revealed) c.send({ t: 'pvp.reveal' });
        else continue;
        acted.add(k);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  void loop();
  return () => {
    stop = true;
  };
};

const settlements = (c: Client) => {
  const seen = new Map<string, PvpSettlement>();
  for (const v of c.views) if (v.last) seen.set(v.last.handId, v.last);
  return [...seen.values()];
};

describe('PvP rooms over /ws (Niu Niu)', () => {
  it('two players play full hands: stakes before cards, one credit each, balances + rake conserved', async () => {
    const a = await join('niuniu-1');
    const b = await join('niuniu-1');
    a.send({ t: 'pvp.sit' });
    b.send({ t: 'pvp.sit' });
    const stop = autoplay([a, b]);
    await until(() => settlements(a).length >= 3);
    stop();
    const hands = settlements(a).slice(0, 3);
    // The banker rotates between the two seats.
    expect(new Set(hands.map((h) => h.rows.find((r) => r.banker)!.player)).size).toBe(2);
    for (const h of hands) expect(h.rows.reduce((s, r) => s + r.change, 0) + h.rake).toBe(0);
    // On the platform each settled hand is one closed record per player, and the players' results
    // plus the rake add up to zero (hands still in play are left out).
    for (const h of hands) {
      const rows = (
        (await w.platform.database.db.execute(
          sql`select (win_amount - bet_amount)::text as net, closed_at is not null as closed from bet_rounds where vendor_code = 'PST' and round_id like ${`${h.handId}.%`}`,
        )) as unknown as { rows: { net: string; closed: boolean }[] }
      ).rows;
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.closed)).toBe(true);
      expect(rows.reduce((s, r) => s + Number(r.net), 0) + h.rake).toBe(0);
    }
    a.ws.terminate();
    b.ws.terminate();
  }, 60_000);

  it('four players; an action out of turn is refused; a silent player gets the auto-actions; a reconnect keeps the seat', async () => {
    const clients = await Promise.all([0, 1, 2, 3].map(() => join('niuniu-5', 200)));
    for (const c of clients) c.send({ t: 'pvp.sit' });
    await until(() => clients.every((c) => c.view()?.you !== null && c.view()?.you !== undefined));
    // Revealing while bets are open is out of turn.
    await until(() => clients[0]!.view()?.phase === 'betting');
    clients[0]!.send({ t: 'pvp.reveal' });
    await until(() => clients[0]!.errors.length > 0);
    expect(clients[0]!.errors[0]!.code).toMatch(/^pvp\.(wrong_phase|not_your_turn)$/);

    // The fourth player stays silent (and drops its socket): the room bets and reveals for it.
    const silent = clients[3]!;
    const stop = autoplay(clients.slice(0, 3));
    silent.ws.terminate();
    await until(() => settlements(clients[0]!).length >= 1);
    const first = settlements(clients[0]!)[0]!;
    expect(first.rows).toHaveLength(4);
    // The silent player took part (auto bet at the smallest multiple unless banker, auto reveal).
    const seated = new Set(clients.slice(0, 3).map((c) => c.view()!.seats[c.view()!.you!]!.player));
    const silentRow = first.rows.find((r) => !seated.has(r.player))!;
    expect(silentRow).toBeDefined();
    // A banker places no bet (multiple null); a player's auto bet is the smallest multiple.
    expect(silentRow.multiple).toBe(silentRow.banker ? null : 1);
    // Reconnect: a new socket of the same member finds its seat still theirs.
    const back = (await w.studio.injectWS('/ws')) as unknown as WebSocket;
    const seen: PvpView[] = [];
    back.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as ServerMessage;
      if (m.t === 'pvp') seen.push(m.state as PvpView);
    });
    back.send(JSON.stringify({ t: 'auth', session: silent.session }));
    await until(() => seen.length > 0);
    const mine = seen.at(-1)!;
    expect(mine.you).not.toBeNull();
    expect(mine.seats[mine.you!]!.player).toBe(silentRow.player);
    stop();
    for (const c of clients) c.ws.terminate();
    back.terminate();
  }, 60_000);
});
