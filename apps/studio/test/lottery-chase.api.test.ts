import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrawResult, fastDrawResult, lotteryGame, periodOnSale, periodsAfter, STRUCTURES } from '../src/lottery';
import { bearer, createWorld, launchPlayer, openSession, platformBalance, type World } from './helpers';

// The lottery's clock: 5 s into a 5-minute boundary (every fast game's period has just opened), moved by the
// tests past draws; each test starts on a later period so none sees another's tickets. The platform keeps the
// wall clock.
const FIVE_MIN = 300_000;
let clock = Math.ceil(Date.now() / FIVE_MIN) * FIVE_MIN + 5_000;
/** lô 2 số on MB27: 27 units a point (unit 1.00); exposure 9,500 minor a point. */
const LO2 = 27;
const CAP_POINTS = 200;

let w: World;
beforeAll(async () => {
  w = await createWorld(
    {
      LOTTERY_ENABLED: true,
      LOTTERY_TICK_MS: 3_600_000,
      LOTTERY_NUMBER_CAP_MINOR: BigInt(CAP_POINTS * 9_500),
      RATE_LIMIT_PER_MINUTE: 100_000,
    },
    { lotteryClock: () => clock },
  );
}, 120_000);
afterAll(async () => {
  await w?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => (await w.studioDb.db.execute(q)) as unknown as { rows: T[] };
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

type ChaseJson = {
  chaseId: string;
  status: string;
  periods: number;
  done: number;
  won: number;
  remaining: number;
  refundedSteps: number;
  totalCost: string;
  refunded: string;
  totalWin: string;
  steps: { step: number; numero: string; multiplier: number; ticketId: string; cost: string; status: string }[];
};

const place = (session: string, payload: Record<string, unknown>) =>
  w.studio.inject({ method: 'POST', url: '/api/lottery/chases', headers: bearer(session), payload });
const list = async (session: string) => {
  const res = await w.studio.inject({ method: 'GET', url: '/api/lottery/chases', headers: bearer(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.chases as ChaseJson[];
};
const cancel = (session: string, id: string) =>
  w.studio.inject({ method: 'DELETE', url: `/api/lottery/chases/${id}`, headers: bearer(session) });

const player = async (game: string, amount: number) => {
  const p = await launchPlayer(w, game, amount);
  const s = await openSession(w, p.launchToken, game);
  return { ...p, session: s.session };
};

const walletCalls = async (ticketId: string) =>
  (
    await rows<{ call: string; status: string }>(
      sql`select call, status from wallet_outbox where round_id = ${ticketId} order by id`,
    )
  ).rows.map((c) => `${c.call}:${c.status}`);

/** A fresh period: the clock moved to 5 s after the next period of the game opened. */
const nextPeriod = (gameCode: string) => {
  const game = lotteryGame(gameCode);
  const next = periodsAfter(game, periodOnSale(game, clock), 1)[0]!;
  clock = next.openAt + 5_000;
  return periodOnSale(game, clock);
};

const upcomingResult = async (gameCode: string, periodId: string): Promise<DrawResult> => {
  const r = await rows<{ server_seed: string }>(
    sql`select server_seed from lottery_periods where game_code = ${gameCode} and period_id = ${periodId}`,
  );
  return fastDrawResult(STRUCTURES.MB27, r.rows[0]!.server_seed, gameCode, periodId);
};
const endings = (r: DrawResult) =>
  Object.values(r.tables[Object.keys(r.tables)[0]!]!)
    .flat()
    .map((n) => n.slice(-2));

describe('placing a chase', () => {
  it('refuses a caller without a session (401) and a malformed chase (400)', async () => {
    const body = { gameCode: 'ELOTT1', betType: 'lo2', numbers: '12', points: 1, periods: 3, stopOnWin: true };
    const anon = await w.studio.inject({ method: 'POST', url: '/api/lottery/chases', payload: body });
    expect(anon.statusCode).toBe(401);
    expect((await w.studio.inject({ method: 'GET', url: '/api/lottery/chases' })).statusCode).toBe(401);
    expect((await w.studio.inject({ method: 'DELETE', url: '/api/lottery/chases/abcdefgh12' })).statusCode).toBe(401);
    const p = await player('ELOTT1', 100);
    for (const bad of [
      { ...body, periods: 1 },
      { ...body, periods: 31 },
      { ...body, stopOnWin: undefined },
      { ...body, points: 0 },
      { ...body, multiplier: { start: 1, factor: 0 } },
      { ...body, betType: 'xien2' }, // one number for a pair: refused by the core's ticket rules
    ]) {
      const res = await place(p.session, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('studio.bad_request');
    }
    const badId = await w.studio.inject({
      method: 'DELETE',
      url: '/api/lottery/chases/NOT-AN-ID',
      headers: bearer(p.session),
    });
    expect(badId.statusCode).toBe(400);
    expect(cents(await platformBalance(w, p.token))).toBe(10_000);
  });

  it('buys one ticket per consecutive period at once, each a wallet bet, at the doubling plan', async () => {
    const first = nextPeriod('ELOTT1');
    const p = await player('ELOTT1', 500);
    const before = cents(await platformBalance(w, p.token));
    const res = await place(p.session, {
      gameCode: 'ELOTT1',
      betType: 'lo2',
      numbers: '12',
      points: 1,
      periods: 4,
      stopOnWin: false,
      multiplier: { start: 1, factor: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chase = res.json().value.chase as ChaseJson;
    const numeros = [first, ...periodsAfter(lotteryGame('ELOTT1'), first, 3)].map((x) => x.periodId);
    expect(chase.steps.map((s) => s.numero)).toEqual(numeros);
    expect(chase.steps.map((s) => s.multiplier)).toEqual([1, 2, 4, 8]);
    expect(chase.steps.map((s) => cents(s.cost))).toEqual([1, 2, 4, 8].map((m) => m * LO2 * 100));
    expect(chase).toMatchObject({ status: 'RUNNING', periods: 4, remaining: 4, done: 0, totalCost: '405.00' });
    expect(cents(res.json().value.balance)).toBe(before - 405 * 100);
    expect(cents(await platformBalance(w, p.token))).toBe(before - 405 * 100);
    for (const s of chase.steps) expect(await walletCalls(s.ticketId)).toEqual(['bet:DONE']);
    // The tickets are ordinary tickets: My bets lists them.
    const mine = await w.studio.inject({
      method: 'GET',
      url: '/api/lottery/tickets?status=open',
      headers: bearer(p.session),
    });
    expect(mine.json().value.tickets).toHaveLength(4);
    expect((await list(p.session)).map((c) => c.chaseId)).toEqual([chase.chaseId]);
  });

  it('is refused whole when the balance cannot cover the plan: nothing is bought', async () => {
    nextPeriod('ELOTT1');
    const p = await player('ELOTT1', 100);
    const res = await place(p.session, {
      gameCode: 'ELOTT1',
      betType: 'lo2',
      numbers: '34',
      points: 1,
      periods: 4, // 4 × 27.00 = 108.00 > 100.00
      stopOnWin: true,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().errorCode).toBe('studio.insufficient_funds');
    expect(cents(await platformBalance(w, p.token))).toBe(10_000);
    const bought = await w.studio.inject({ method: 'GET', url: '/api/lottery/tickets', headers: bearer(p.session) });
    expect(bought.json().value.tickets).toEqual([]);
    expect(await list(p.session)).toEqual([]);
  });

  it('is refused whole when the wallet refuses a later step (no balance check possible): nothing stays bought', async () => {
    nextPeriod('ELOTT1');
    const p = await player('ELOTT1', 100);
    // The balance call fails, so the plan is not checked up front: the wallet's refusal of the fourth bet is.
    w.faults.downCalls.add('balance');
    const res = await place(p.session, {
      gameCode: 'ELOTT1',
      betType: 'lo2',
      numbers: '45',
      points: 1,
      periods: 4, // 4 × 27.00 = 108.00 > 100.00
      stopOnWin: false,
    });
    w.faults.downCalls.delete('balance');
    expect(res.statusCode).toBe(402);
    expect(res.json().errorCode).toBe('studio.insufficient_funds');
    expect(cents(await platformBalance(w, p.token))).toBe(10_000);
    const tickets = (
      await w.studio.inject({ method: 'GET', url: '/api/lottery/tickets', headers: bearer(p.session) })
    ).json().value.tickets as { ticketId: string; status: string }[];
    expect(tickets.map((t) => t.status)).toEqual(['VOID', 'VOID', 'VOID', 'VOID']);
    expect(await list(p.session)).toEqual([]);
  });

  it('is refused whole when a later period refuses its ticket: the steps bought are rolled back', async () => {
    const first = nextPeriod('ELOTT1');
    const third = periodsAfter(lotteryGame('ELOTT1'), first, 2)[1]!;
    // The third period's 56 is sold out (the book at its cap), so the third step is refused.
    await w.studioDb.db.execute(sql`
      insert into lottery_exposure (game_code, period_id, pool, number, amount)
      values ('ELOTT1', ${third.periodId}, 'all-2', '56', ${CAP_POINTS * 9_500})`);
    const p = await player('ELOTT1', 500);
    const res = await place(p.session, {
      gameCode: 'ELOTT1',
      betType: 'lo2',
      numbers: '56',
      points: 1,
      periods: 4,
      stopOnWin: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('studio.lottery_sold_out');
    expect(cents(await platformBalance(w, p.token))).toBe(50_000);
    const tickets = (
      await w.studio.inject({ method: 'GET', url: '/api/lottery/tickets', headers: bearer(p.session) })
    ).json().value.tickets as { ticketId: string; status: string }[];
    expect(tickets.map((t) => t.status)).toEqual(['VOID', 'VOID']);
    for (const t of tickets) expect(await walletCalls(t.ticketId)).toEqual(['bet:DONE', 'rollback:DONE']);
    expect(await list(p.session)).toEqual([]);
    // The book of the first two periods holds nothing of the refused chase.
    const book = await rows<{ n: string }>(
      sql`select coalesce(sum(amount), 0)::text as n from lottery_exposure
          where game_code = 'ELOTT1' and period_id = ${first.periodId} and number = '56'`,
    );
    expect(book.rows[0]!.n).toBe('0');
  });
});

/** A stop-on-win chase on a number the period on sale will draw (read from its committed seed). */
const winningChase = async (gameCode: string, periods: number) => {
  const first = nextPeriod(gameCode);
  await w.studio.lottery.generate(clock);
  const hit = endings(await upcomingResult(gameCode, first.periodId)).at(-1)!;
  const p = await player(gameCode, 500);
  const before = cents(await platformBalance(w, p.token));
  const res = await place(p.session, {
    gameCode,
    betType: 'lo2',
    numbers: hit,
    points: 1,
    periods,
    stopOnWin: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { first, p, before, chase: res.json().value.chase as ChaseJson };
};

describe('stop-on-win', () => {
  it('a win voids every later period once, even when the tick runs twice', async () => {
    const { first, p, before, chase } = await winningChase('ELOTT1', 4);
    expect(cents(await platformBalance(w, p.token))).toBe(before - 4 * LO2 * 100);
    clock = first.drawAt;
    await w.studio.lotteryRunner.step(clock);
    await w.studio.lotteryRunner.step(clock);
    await w.studio.lotteryRunner.step(clock + 1_000);
    const [after] = await list(p.session);
    expect(after).toMatchObject({ status: 'WON_STOPPED', done: 1, won: 1, remaining: 0, refundedSteps: 3 });
    expect(after!.steps.map((s) => s.status)).toEqual(['WON', 'VOID', 'VOID', 'VOID']);
    expect(cents(after!.refunded)).toBe(3 * LO2 * 100);
    const win = cents(after!.totalWin);
    expect(win).toBeGreaterThan(0);
    expect(cents(await platformBalance(w, p.token))).toBe(before - LO2 * 100 + win);
    expect(await walletCalls(chase.steps[0]!.ticketId)).toEqual(['bet:DONE', 'win:DONE']);
    for (const s of chase.steps.slice(1)) expect(await walletCalls(s.ticketId)).toEqual(['bet:DONE', 'rollback:DONE']);
    // Ended: nothing left to cancel.
    expect((await cancel(p.session, chase.chaseId)).statusCode).toBe(409);
  });

  it('without stop-on-win, a win leaves the later periods playing', async () => {
    const first = nextPeriod('ELOTT1');
    await w.studio.lottery.generate(clock);
    const hit = endings(await upcomingResult('ELOTT1', first.periodId)).at(-1)!;
    const p = await player('ELOTT1', 500);
    const res = await place(p.session, {
      gameCode: 'ELOTT1',
      betType: 'lo2',
      numbers: hit,
      points: 1,
      periods: 2,
      stopOnWin: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    clock = first.drawAt;
    await w.studio.lotteryRunner.step(clock);
    const [after] = await list(p.session);
    expect(after).toMatchObject({ status: 'RUNNING', won: 1, remaining: 1, refundedSteps: 0 });
    // The second period draws: the chase has played out.
    clock = periodsAfter(lotteryGame('ELOTT1'), first, 1)[0]!.drawAt;
    await w.studio.lotteryRunner.step(clock);
    expect((await list(p.session))[0]).toMatchObject({ status: 'FINISHED', done: 2, remaining: 0 });
  });

  it('the vendor restarts part-way (refunds stored, platform unreachable): each later period is refunded once', async () => {
    const { first, p, before, chase } = await winningChase('ELOTT3', 3);
    clock = first.drawAt;
    w.faults.down = true;
    await w.studio.lotteryRunner.step(clock);
    // Stopped and voided in the database, the win and the refunds not yet through.
    expect((await list(p.session))[0]!.status).toBe('WON_STOPPED');
    expect(cents(await platformBalance(w, p.token))).toBe(before - 3 * LO2 * 100);
    await w.restart();
    w.faults.down = false;
    await w.studio.lotteryRunner.step(clock + 60_000);
    await w.studio.lotteryRunner.step(clock + 61_000);
    const [after] = await list(p.session);
    expect(after!.steps.map((s) => s.status)).toEqual(['WON', 'VOID', 'VOID']);
    expect(cents(await platformBalance(w, p.token))).toBe(before - LO2 * 100 + cents(after!.totalWin));
    for (const s of chase.steps.slice(1)) expect(await walletCalls(s.ticketId)).toEqual(['bet:DONE', 'rollback:DONE']);
  }, 60_000);
});

describe('cancelling a chase', () => {
  it('refunds the periods not yet at their cut-off, once; only its member may cancel it', async () => {
    const first = nextPeriod('ELOTT1');
    const p = await player('ELOTT1', 500);
    const other = await player('ELOTT1', 10);
    const before = cents(await platformBalance(w, p.token));
    const res = await place(p.session, {
      gameCode: 'ELOTT1',
      betType: 'lo2',
      numbers: '78',
      points: 1,
      periods: 3,
      stopOnWin: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const chase = res.json().value.chase as ChaseJson;
    expect((await cancel(other.session, chase.chaseId)).statusCode).toBe(404);
    // The first period's sales have closed: it plays; the two later ones are refunded.
    clock = first.closeAt + 1_000;
    const done = await cancel(p.session, chase.chaseId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.chase).toMatchObject({ status: 'CANCELLED', remaining: 1, refundedSteps: 2 });
    expect(cents(done.json().value.balance)).toBe(before - LO2 * 100);
    expect(cents(await platformBalance(w, p.token))).toBe(before - LO2 * 100);
    const again = await cancel(p.session, chase.chaseId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('studio.lottery_closed');
    await w.studio.lotteryRunner.step(clock);
    expect(cents(await platformBalance(w, p.token))).toBe(before - LO2 * 100);
    expect(await walletCalls(chase.steps[0]!.ticketId)).toEqual(['bet:DONE']);
    for (const s of chase.steps.slice(1)) expect(await walletCalls(s.ticketId)).toEqual(['bet:DONE', 'rollback:DONE']);
    expect((await cancel(p.session, 'abcdefgh1234')).statusCode).toBe(404);
  });

  it('a cancel interrupted by a restart is finished by the runner', async () => {
    nextPeriod('ELOTT5');
    const p = await player('ELOTT5', 500);
    const before = cents(await platformBalance(w, p.token));
    const res = await place(p.session, {
      gameCode: 'ELOTT5',
      betType: 'lo2',
      numbers: '90',
      points: 1,
      periods: 3,
      stopOnWin: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const chase = res.json().value.chase as ChaseJson;
    // The process died right after recording the cancel, before any refund.
    await w.studioDb.db.execute(sql`update lottery_chases set status = 'CANCELLING' where id = ${chase.chaseId}`);
    await w.restart();
    await w.studio.lotteryRunner.step(clock);
    await w.studio.lotteryRunner.step(clock);
    expect((await list(p.session))[0]).toMatchObject({ status: 'CANCELLED', refundedSteps: 3, remaining: 0 });
    expect(cents(await platformBalance(w, p.token))).toBe(before);
    for (const s of chase.steps) expect(await walletCalls(s.ticketId)).toEqual(['bet:DONE', 'rollback:DONE']);
  });
});

describe('an interrupted purchase', () => {
  it('a chase whose purchase died part-way is refused whole by the runner', async () => {
    nextPeriod('ELOTT3');
    const p = await player('ELOTT3', 500);
    const before = cents(await platformBalance(w, p.token));
    const res = await place(p.session, {
      gameCode: 'ELOTT3',
      betType: 'lo2',
      numbers: '33',
      points: 1,
      periods: 2,
      stopOnWin: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const chase = res.json().value.chase as ChaseJson;
    // As if the request had died while buying: still BUYING, placed long ago.
    await w.studioDb.db.execute(
      sql`update lottery_chases set status = 'BUYING', created_at = now() - interval '11 minutes'
          where id = ${chase.chaseId}`,
    );
    expect(await list(p.session)).toEqual([]);
    await w.studio.lotteryRunner.step(clock);
    await w.studio.lotteryRunner.step(clock);
    expect(cents(await platformBalance(w, p.token))).toBe(before);
    for (const s of chase.steps) expect(await walletCalls(s.ticketId)).toEqual(['bet:DONE', 'rollback:DONE']);
    const state = await rows<{ status: string }>(sql`select status from lottery_chases where id = ${chase.chaseId}`);
    expect(state.rows[0]!.status).toBe('REFUSED');
  });
});
