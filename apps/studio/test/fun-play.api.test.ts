import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wps } from '../../server/test/helpers/test-app';
import { sessions } from '../src/server/db/schema';
import { sha256 } from '../src/server/lib/ids';
import { bearer, createWorld, type World } from './helpers';

// Issue 14, guest launch: a visitor gets the studio's fun play (a play balance of the studio's,
// never the platform wallet), and a clear refusal for the games without it.

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(async () => {
  await w?.close();
});

const guestLaunch = (nodeId: string) =>
  w.platform.app.inject({ method: 'GET', url: `/wps/relay/GCS_gameLaunchFB?nodeId=${nodeId}`, headers: wps });

const openFun = async (gameUrl: string) => {
  const q = new URL(gameUrl).searchParams;
  return w.studio.inject({
    method: 'POST',
    url: '/api/session',
    payload: { mode: q.get('mode'), game: q.get('game'), language: q.get('lang') ?? 'EN' },
  });
};

describe('guest fun play', () => {
  it('a visitor launches a studio slot for fun: no launch token, and rounds never call the platform', async () => {
    const res = await guestLaunch('PST_lantern-fortune');
    expect(res.statusCode).toBe(200);
    const url = res.json().value.content.game_url as string;
    const q = new URL(url).searchParams;
    expect(q.get('mode')).toBe('fun');
    expect(q.get('token')).toBeNull();

    // Every platform call would fail from here: fun play must not need one.
    w.faults.down = true;
    try {
      const opened = await openFun(url);
      expect(opened.statusCode).toBe(200);
      const s = opened.json().value as {
        session: string;
        balance: string;
        player: { trial: boolean; currency: string };
      };
      expect(s.player).toMatchObject({ trial: true, currency: 'FUN' });
      expect(s.balance).toBe('2000.00');
      const spin = await w.studio.inject({
        method: 'POST',
        url: '/api/slot/spin',
        headers: bearer(s.session),
        payload: { coinValue: 1 },
      });
      expect(spin.statusCode).toBe(200);
      const v = spin.json().value as { balance: string; round: { bet: string; win: string; status: string } };
      const cents = (x: string) => Math.round(Number(x) * 100);
      expect(cents(v.balance)).toBe(200_000 - cents(v.round.bet) + cents(v.round.win));
      const balance = await w.studio.inject({ method: 'GET', url: '/api/balance', headers: bearer(s.session) });
      expect(balance.json().value.balance).toBe(v.balance);
    } finally {
      w.faults.down = false;
    }
  });

  it('refuses a visitor the games without fun play, with launch.guest.unavailable', async () => {
    const room = await guestLaunch('PST_niuniu-1');
    expect(room.statusCode).toBe(403);
    expect(room.json().errorCode).toBe('launch.guest.unavailable');
  });

  it('refuses a fun session for a table or room game, and a session with neither token nor fun mode', async () => {
    expect((await openFun('http://s/play?mode=fun&game=niuniu-1')).json().errorCode).toBe('studio.trial_not_allowed');
    const bare = await w.studio.inject({ method: 'POST', url: '/api/session', payload: { game: 'lantern-fortune' } });
    expect(bare.statusCode).toBe(400);
  });

  it('a fun spin the play balance cannot cover is refused and moves nothing', async () => {
    const opened = (await openFun((await guestLaunch('PST_lantern-fortune')).json().value.content.game_url)).json()
      .value as { session: string };
    await w.studioDb.db
      .update(sessions)
      .set({ funBalance: 5n })
      .where(eq(sessions.tokenHash, sha256(opened.session)));
    const short = await w.studio.inject({
      method: 'POST',
      url: '/api/slot/spin',
      headers: bearer(opened.session),
      payload: { coinValue: 1 },
    });
    expect(short.statusCode).toBe(402);
    expect(short.json().errorCode).toBe('studio.insufficient_funds');
    const balance = await w.studio.inject({ method: 'GET', url: '/api/balance', headers: bearer(opened.session) });
    expect(balance.json().value.balance).toBe('0.05');
  });
});
