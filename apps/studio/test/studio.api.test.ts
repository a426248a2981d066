import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypted } from '../../server/test/helpers/accounts';
import { wps } from '../../server/test/helpers/test-app';
import { studioGame } from '../src/engine/games';
import { roundOutcome } from '../src/engine/outcome';
import type { FishGameDef, FishInstance, SlotGameDef } from '../src/engine/types';
import { bearer, createWorld, launchPlayer, openSession, platformBalance, relaunch, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(async () => {
  await w?.close();
});

const spin = (session: string, coinValue: number) =>
  w.studio.inject({ method: 'POST', url: '/api/slot/spin', headers: bearer(session), payload: { coinValue } });
/** Logs the member in again (a new platform session; any older one ends). */
const loginAgain = async (p: { username: string; password: string }) => {
  const res = await encrypted(w.platform, 'POST', '/wps/session/login', { username: p.username, password: p.password });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.token as string;
};
const cents = (text: string) => Math.round(Number(text) * 100);
const lantern = studioGame('lantern-fortune') as SlotGameDef;

describe('POST /api/session', () => {
  it('refuses a malformed body and an unknown launch token', async () => {
    expect(
      (await w.studio.inject({ method: 'POST', url: '/api/session', payload: { game: 'x' } })).json(),
    ).toMatchObject({
      success: false,
      errorCode: 'studio.bad_request',
    });
    const res = await w.studio.inject({
      method: 'POST',
      url: '/api/session',
      payload: { token: 'A'.repeat(43), game: 'lantern-fortune' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('studio.session_ended');
  });

  it('opens a session with the platform balance and a committed seed pair', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 50);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    expect(s.balance).toBe('50.00');
    expect(s.fairness).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // A launch token opens one game session: the same URL again (a reload, or someone who read
    // it from a log or the history) is refused; the page resumes with the session it holds.
    const again = await w.studio.inject({
      method: 'POST',
      url: '/api/session',
      payload: { token: p.launchToken, game: 'lantern-fortune' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().errorCode).toBe('studio.session_ended');
    const resumed = await w.studio.inject({ method: 'GET', url: '/api/balance', headers: bearer(s.session) });
    expect(resumed.json().value.balance).toBe('50.00');
  });
});

describe('a game session after its platform session ended', () => {
  it('logout: the next spin is refused with no money moved, and the studio session ends with it', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 20);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    expect((await spin(s.session, 1)).statusCode).toBe(200);
    const before = await platformBalance(w, p.token);
    const out = await w.platform.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...wps, Authorization: p.token },
    });
    expect(out.statusCode).toBe(200);
    const refused = await spin(s.session, 1);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('studio.session_ended');
    expect((await spin(s.session, 1)).json().errorCode).toBe('studio.unauthorized');
    // The launch URL's token opens nothing either.
    const reopened = await w.studio.inject({
      method: 'POST',
      url: '/api/session',
      payload: { token: p.launchToken, game: 'lantern-fortune' },
    });
    expect(reopened.json().errorCode).toBe('studio.session_ended');
    const login = await loginAgain(p);
    expect(await platformBalance(w, login)).toBe(before);
  });

  it('a newer login ends the old game; a launch from the new session plays', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 20);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    const fresh = await loginAgain(p);
    expect((await spin(s.session, 1)).json().errorCode).toBe('studio.session_ended');
    const next = await openSession(w, await relaunch(w, fresh, 'lantern-fortune'), 'lantern-fortune');
    expect((await spin(next.session, 1)).statusCode).toBe(200);
  });
});

describe('POST /api/slot/spin', () => {
  it('needs a session and a coin value of the game', async () => {
    expect((await spin('x'.repeat(43), 1)).statusCode).toBe(401);
    const p = await launchPlayer(w, 'lantern-fortune');
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    const bad = await spin(s.session, 7_777);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('studio.bad_request');
  });

  it('moves exactly win − bet on the platform, records the round there, and is reproducible from the seeds', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 100);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    const coin = lantern.coinValues[0]!;
    let expected = 10_000;
    for (let i = 0; i < 8; i++) {
      const res = await spin(s.session, coin);
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance, fairness } = res.json().value;
      expect(round).toMatchObject({
        status: 'SETTLED',
        nonce: i,
        bet: ((coin * lantern.coinsPerSpin) / 100).toFixed(2),
      });
      expect(fairness.nonce).toBe(i + 1);
      expected += cents(round.win) - cents(round.bet);
      expect(cents(balance)).toBe(expected);
    }
    expect(Math.round((await platformBalance(w, p.token)) * 100)).toBe(expected);
    const records = await w.platform.database.db.execute(
      sql`select count(*)::int as n, sum(bet_amount)::text as bet, sum(win_amount)::text as win from bet_rounds where vendor_code = 'PST' and member_id = ${p.id} and closed_at is not null`,
    );
    const row = (records as { rows: { n: number; bet: string; win: string }[] }).rows[0]!;
    expect(row.n).toBe(8);
    expect(10_000 - Number(row.bet) + Number(row.win)).toBe(expected);

    // Rotate: the old server seed is revealed, matches its commitment and recomputes every round.
    const history = (
      await w.studio.inject({ method: 'GET', url: '/api/rounds?limit=50', headers: bearer(s.session) })
    ).json().value.rounds as { id: string; nonce: number; outcome: unknown }[];
    expect(history).toHaveLength(8);
    const hidden = (await w.studio.inject({ method: 'GET', url: `/api/verify/${history[0]!.id}` })).json().value;
    expect(hidden.serverSeed).toBeNull();
    const rotated = await w.studio.inject({
      method: 'POST',
      url: '/api/fairness/rotate',
      headers: bearer(s.session),
      payload: { clientSeed: 'my-lucky-seed' },
    });
    const { previous, fairness } = rotated.json().value;
    expect(createHash('sha256').update(previous.serverSeed).digest('hex')).toBe(s.fairness.serverSeedHash);
    expect(fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    for (const r of history) {
      const v = (await w.studio.inject({ method: 'GET', url: `/api/verify/${r.id}` })).json().value;
      expect(v.serverSeed).toBe(previous.serverSeed);
      expect(roundOutcome(lantern, v.serverSeed, v.round.clientSeed, v.round.nonce)).toEqual(r.outcome);
    }
  });

  it('refuses a spin the balance cannot cover, moving nothing', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 0.1);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    const res = await spin(s.session, lantern.coinValues.at(-1)!);
    expect(res.statusCode).toBe(402);
    expect(res.json().errorCode).toBe('studio.insufficient_funds');
    expect(await platformBalance(w, p.token)).toBe(0.1);
  });
});

describe('fishing: POST /api/fish/scene and /api/fish/shoot', () => {
  const reef = studioGame('dragon-reef') as FishGameDef;

  it('shoots fish on stage only, each shot one bet, a caught fish gone', async () => {
    const p = await launchPlayer(w, 'dragon-reef', 100);
    const s = await openSession(w, p.launchToken, 'dragon-reef');
    const scene = (await w.studio.inject({ method: 'POST', url: '/api/fish/scene', headers: bearer(s.session) })).json()
      .value as { sceneId: string; elapsed: number; fish: FishInstance[] };
    expect(scene.fish.length).toBeGreaterThan(10);
    const shoot = (fishId: string) =>
      w.studio.inject({
        method: 'POST',
        url: '/api/fish/shoot',
        headers: bearer(s.session),
        payload: { sceneId: scene.sceneId, fishId, level: 1, coinValue: reef.coinValues[0] },
      });
    const later = scene.fish.find((f) => f.spawnAt > scene.elapsed + 20_000)!;
    expect((await shoot(later.id)).json().errorCode).toBe('studio.fish_gone');
    expect((await shoot('nope')).json().errorCode).toBe('studio.fish_gone');

    let expected = 10_000;
    let caught: string | null = null;
    const onStage = scene.fish.filter((f) => f.spawnAt <= scene.elapsed && f.leaveAt > scene.elapsed + 30_000);
    for (let i = 0; i < 40 && onStage.length; i++) {
      const fish = onStage[i % onStage.length]!;
      if (fish.id === caught) continue;
      const res = await shoot(fish.id);
      if (res.json().errorCode === 'studio.fish_gone') continue;
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json().value;
      expected += cents(round.win) - cents(round.bet);
      expect(cents(balance)).toBe(expected);
      if (round.outcome.hit) {
        caught = fish.id;
        expect((await shoot(fish.id)).json().errorCode).toBe('studio.fish_gone');
        onStage.splice(onStage.indexOf(fish), 1);
      }
    }
    expect(Math.round((await platformBalance(w, p.token)) * 100)).toBe(expected);
  });
});

describe('wallet interplay with faults', () => {
  const betsAndWins = async (memberId: number) =>
    (
      (await w.platform.database.db.execute(
        sql`select kind, count(*)::int as n from vendor_transactions where vendor_code = 'PST' and member_id = ${memberId} group by kind`,
      )) as unknown as { rows: { kind: string; n: number }[] }
    ).rows.reduce<Record<string, number>>((m, r) => ({ ...m, [r.kind]: r.n }), {});

  it('platform down mid-round, answers lost, duplicated deliveries, and a restart between debit and credit: every round settles once', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 200);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    const coin = lantern.coinValues[1]!;
    const outcomes: string[] = [];

    // 1. Answers lost: the platform applies the bet and the win, the studio does not hear it.
    w.faults.loseAnswers = true;
    outcomes.push((await spin(s.session, coin)).json().errorCode);
    w.faults.loseAnswers = false;
    // 2. The next spin first finishes the pending round (replays answer from the platform), then plays.
    outcomes.push((await spin(s.session, coin)).json().success ? 'ok' : 'pending');

    // 3. Every request delivered twice.
    w.faults.duplicate = true;
    for (let i = 0; i < 3; i++) outcomes.push((await spin(s.session, coin)).json().success ? 'ok' : 'fail');
    w.faults.duplicate = false;

    // 4. The bet goes through, the win cannot (platform down for wins), then the studio restarts.
    w.faults.downCalls.add('win');
    expect((await spin(s.session, coin)).json().errorCode).toBe('studio.platform_unavailable');
    await w.restart();
    w.faults.downCalls.clear();
    // The restarted studio's outbox sends the win from its own storage (its next sweep, forced here).
    await w.studio.outbox.sweep({ at: new Date(Date.now() + 120_000) });

    // 5. Platform fully down: nothing is sent; once it is back the round completes.
    w.faults.down = true;
    expect((await spin(s.session, coin)).json().errorCode).toBe('studio.platform_unavailable');
    w.faults.down = false;
    await w.studio.outbox.sweep({ at: new Date(Date.now() + 120_000) });

    expect(outcomes).toEqual(['studio.platform_unavailable', 'ok', 'ok', 'ok', 'ok']);
    const rounds = (
      (await w.studioDb.db.execute(
        sql`select r.status, r.bet::text as bet, r.win::text as win from rounds r join players pl on pl.id = r.player_id where pl.platform_player_id = ${String(p.id)}`,
      )) as unknown as { rows: { status: string; bet: string; win: string }[] }
    ).rows;
    expect(rounds).toHaveLength(7);
    expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true);
    const net = rounds.reduce((m, r) => m + Number(r.win) - Number(r.bet), 0);
    expect(Math.round((await platformBalance(w, p.token)) * 100)).toBe(20_000 + net);
    expect(await betsAndWins(p.id)).toEqual({ BET: 7, WIN: 7 });
  });

  it('rolls back a bet the platform never acknowledged, and the platform refuses it if it arrives late', async () => {
    const p = await launchPlayer(w, 'lantern-fortune', 20);
    const s = await openSession(w, p.launchToken, 'lantern-fortune');
    w.faults.downCalls.add('bet');
    expect((await spin(s.session, lantern.coinValues[0]!)).json().errorCode).toBe('studio.platform_unavailable');
    // Past BET_ROLLBACK_AFTER_SECONDS the studio stops retrying the bet and sends a rollback.
    await w.studio.outbox.sweep({ at: new Date(Date.now() + 2 * 3_600_000) });
    w.faults.downCalls.clear();
    const [round] = (
      (await w.studioDb.db.execute(
        sql`select r.id, r.status from rounds r join players pl on pl.id = r.player_id where pl.platform_player_id = ${String(p.id)}`,
      )) as unknown as { rows: { id: string; status: string }[] }
    ).rows;
    expect(round!.status).toBe('REFUNDED');
    expect(await platformBalance(w, p.token)).toBe(20);
    expect(await betsAndWins(p.id)).toMatchObject({ CANCELLED_UNSEEN: 1 });
    // The next spin plays normally.
    expect((await spin(s.session, lantern.coinValues[0]!)).json().value.round.status).toBe('SETTLED');
  });
});
