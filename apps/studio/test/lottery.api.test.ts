import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DrawResult,
  fastDrawResult,
  lotteryGame,
  nextDraw,
  periodOnSale,
  settleTicket,
  STRUCTURES,
  verifyFastDraw,
} from '../src/lottery';
import { signBody } from '../src/server/lib/signature';
import { bearer, createWorld, launchPlayer, openSession, platformBalance, SECRET, type World } from './helpers';

// The lottery's clock: a fixed instant 5 s into a 5-minute boundary (every fast game's period has just opened),
// moved by the tests to cut-offs and draws. The platform keeps the wall clock.
const FIVE_MIN = 300_000;
let clock = Math.ceil(Date.now() / FIVE_MIN) * FIVE_MIN + 5_000;
/** lô 2 số on the MB27 structure: 27 units a point; a hit pays 95 units (unit 1.00), exposure 9,500 minor. */
const LO2_COST = 27;
const CAP_TICKETS = 120;

let w: World;
beforeAll(async () => {
  w = await createWorld(
    {
      LOTTERY_ENABLED: true,
      LOTTERY_SIMULATED_RESULTS: true,
      LOTTERY_TICK_MS: 3_600_000,
      LOTTERY_NUMBER_CAP_MINOR: BigInt(CAP_TICKETS * 9_500),
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

const buy = (session: string, payload: Record<string, unknown>) =>
  w.studio.inject({ method: 'POST', url: '/api/lottery/tickets', headers: bearer(session), payload });

const player = async (game: string, amount: number) => {
  const p = await launchPlayer(w, game, amount);
  const s = await openSession(w, p.launchToken, game);
  return { ...p, session: s.session };
};

/** The result a fast period will draw, from its committed seed (the test reads the database the house keeps). */
const upcomingResult = async (gameCode: string, periodId: string): Promise<DrawResult> => {
  const r = await rows<{ server_seed: string }>(
    sql`select server_seed from lottery_periods where game_code = ${gameCode} and period_id = ${periodId}`,
  );
  return fastDrawResult(STRUCTURES.MB27, r.rows[0]!.server_seed, gameCode, periodId);
};

const ending = (n: string) => n.slice(-2);
const allEndings = (r: DrawResult) => Object.values(r.tables[Object.keys(r.tables)[0]!]!).flat().map(ending);

const walletCalls = async (ticketId: string) =>
  (
    await rows<{ call: string; status: string; transaction_id: string }>(
      sql`select call, status, transaction_id from wallet_outbox where round_id = ${ticketId} order by id`,
    )
  ).rows;

describe('lottery on a fast draw', () => {
  it('buys lô and đề, draws at the draw instant, settles each ticket once: bet then win through the wallet', async () => {
    const game = lotteryGame('ELOTT1');
    const p = await player('ELOTT1', 500);
    await w.studio.lottery.generate(clock);
    const opened = (await w.studio.inject({ method: 'GET', url: '/lottery/v1/numeros/opened' })).json() as {
      gameCode: string;
      numero: string;
      isSale: boolean;
      remainTime: number;
      seedHash: string | null;
    }[];
    const period = periodOnSale(game, clock);
    expect(opened.find((o) => o.gameCode === 'ELOTT1')).toMatchObject({
      numero: period.periodId,
      isSale: true,
      seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const result = await upcomingResult('ELOTT1', period.periodId);
    const endings = allEndings(result);
    const hit = endings[endings.length - 1]!; // a G7 number
    const miss = [...Array(100).keys()].map((n) => String(n).padStart(2, '0')).find((n) => !endings.includes(n))!;
    const de = ending(result.tables.ELOTT1!.DB![0]!);

    const before = cents(await platformBalance(w, p.token));
    const bought: { ticketId: string; cost: string; status: string; numero: string }[] = [];
    for (const t of [
      { betType: 'lo2', numbers: `${hit} ${miss}`, points: 2 },
      { betType: 'de', numbers: [de], points: 10 },
      { betType: 'lo2', numbers: miss, points: 1 },
    ]) {
      const res = await buy(p.session, { gameCode: 'ELOTT1', ...t });
      expect(res.statusCode, res.body).toBe(200);
      bought.push(res.json().value.ticket);
    }
    expect(bought.every((t) => t.status === 'OPEN' && t.numero === period.periodId)).toBe(true);
    const cost = bought.reduce((n, t) => n + cents(t.cost), 0);
    expect(cost).toBe((2 * 2 * LO2_COST + 10 + LO2_COST) * 100);
    expect(cents(await platformBalance(w, p.token))).toBe(before - cost);

    // Expected wins from the domain core: lô pays per occurrence of the number, đề once on the special prize.
    const odds = { maxPayout: 1_000_000_000n };
    const expectWin = (betType: string, numbers: string[], points: bigint, o: { price: bigint; payout: bigint }) =>
      settleTicket(result, { betType, structure: 'MB27', numbers, points, unitMinor: 100n }, { ...o, ...odds }).win;
    const wins =
      expectWin('lo2', [hit, miss], 2n, { price: 27n, payout: 95n }) +
      expectWin('de', [de], 10n, { price: 1n, payout: 95n });
    expect(wins).toBeGreaterThan(0n);

    // Nothing happens before the draw; at the draw the house draws, reveals the seed and settles.
    await w.studio.lottery.tick(period.drawAt - 1);
    expect((await w.studio.lottery.period('ELOTT1', period.periodId)).status).toBe('pending');
    clock = period.drawAt;
    await w.studio.lottery.tick(clock);
    const settled = await w.studio.lottery.period('ELOTT1', period.periodId);
    expect(settled.status).toBe('settled');
    expect(cents(await platformBalance(w, p.token))).toBe(before - cost + Number(wins));
    // Again: nothing is paid twice.
    await w.studio.lottery.tick(clock + 1_000);
    expect(cents(await platformBalance(w, p.token))).toBe(before - cost + Number(wins));
    for (const t of bought) {
      const calls = await walletCalls(t.ticketId);
      expect(calls.map((c) => [c.call, c.status])).toEqual([
        ['bet', 'DONE'],
        ['win', 'DONE'],
      ]);
      expect(calls[0]!.transaction_id).toBe(t.ticketId);
    }

    const mine = (
      await w.studio.inject({ method: 'GET', url: '/api/lottery/tickets?status=all', headers: bearer(p.session) })
    ).json().value.tickets as { ticketId: string; status: string; hits: number; lines: { hits: number }[] }[];
    expect(mine.map((t) => t.status).sort()).toEqual(['LOST', 'WON', 'WON']);
    expect(mine.find((t) => t.ticketId === bought[0]!.ticketId)!.lines.map((l) => l.hits > 0)).toEqual([true, false]);

    // The draw is public with its revealed seed, and verifies against the commitment.
    const draws = (await w.studio.inject({ method: 'GET', url: '/lottery/v1/draws/ELOTT1?limit=5' })).json() as {
      numero: string;
      source: string;
      seedHash: string;
      serverSeed: string;
      result: DrawResult['tables'];
    }[];
    const d = draws.find((x) => x.numero === period.periodId)!;
    expect(d.source).toBe('HOUSE');
    expect(
      verifyFastDraw({
        gameCode: 'ELOTT1',
        periodId: period.periodId,
        structure: STRUCTURES.MB27,
        serverSeed: d.serverSeed,
        serverSeedHash: d.seedHash,
        result: { structure: 'MB27', tables: d.result },
      }).ok,
    ).toBe(true);

    // The platform's view of the member's tickets, signed like a wallet call (by its own player id).
    const playerId = (
      await rows<{ pid: string }>(
        sql`select body->>'playerId' as pid from wallet_outbox where round_id = ${bought[0]!.ticketId}`,
      )
    ).rows[0]!.pid;
    const url = `/lottery/v1/members/${playerId}/tickets?status=won`;
    const unsigned = await w.studio.inject({ method: 'GET', url });
    expect(unsigned.statusCode).toBe(401);
    const signed = await w.studio.inject({ method: 'GET', url, headers: { 'x-signature': signBody(SECRET, url) } });
    expect(signed.statusCode).toBe(200);
    expect((signed.json() as { status: string }[]).map((t) => t.status)).toEqual(['WON', 'WON']);
  });

  it('refuses a ticket after the cut-off, and sells the next period', async () => {
    const game = lotteryGame('ELOTT1');
    const p = await player('ELOTT1', 100);
    const next = nextDraw(game, clock);
    clock = next.closeAt + 1_000;
    const late = await buy(p.session, {
      gameCode: 'ELOTT1',
      periodId: next.periodId,
      betType: 'lo2',
      numbers: '12',
      points: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('studio.lottery_closed');
    const onSale = await buy(p.session, { gameCode: 'ELOTT1', betType: 'lo2', numbers: '12', points: 1 });
    expect(onSale.statusCode, onSale.body).toBe(200);
    expect(onSale.json().value.ticket.numero).not.toBe(next.periodId);
    // A malformed ticket is refused with its reasons.
    const bad = await buy(p.session, { gameCode: 'ELOTT1', betType: 'xien2', numbers: '12', points: 1 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('liability cap', () => {
  it('500 parallel tickets on one number never take its exposure past the cap', async () => {
    const game = lotteryGame('ELOTT5');
    const p = await player('ELOTT5', 4_000);
    const before = cents(await platformBalance(w, p.token));
    const period = periodOnSale(game, clock);
    const answers = await Promise.all(
      Array.from({ length: 500 }, () =>
        buy(p.session, { gameCode: 'ELOTT5', betType: 'lo2', numbers: '77', points: 1 }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json().errorCode as string)));
    const sold = codes.filter((c) => c === 'ok').length;
    expect(sold).toBeLessThanOrEqual(CAP_TICKETS);
    expect(codes.filter((c) => c === 'studio.lottery_sold_out').length).toBeGreaterThanOrEqual(500 - CAP_TICKETS);
    const book = await rows<{ amount: string }>(
      sql`select amount::text as amount from lottery_exposure
          where game_code = 'ELOTT5' and period_id = ${period.periodId} and pool = 'all-2' and number = '77'`,
    );
    const exposure = BigInt(book.rows[0]!.amount);
    expect(exposure).toBeLessThanOrEqual(BigInt(CAP_TICKETS * 9_500));
    const open = await rows<{ n: number }>(
      sql`select count(*)::int as n from lottery_tickets where game_code = 'ELOTT5' and period_id = ${period.periodId} and status = 'OPEN'`,
    );
    // The book holds exactly the open tickets' exposure, and the wallet exactly their stakes.
    expect(open.rows[0]!.n).toBe(sold);
    expect(exposure).toBe(BigInt(sold * 9_500));
    await w.studio.lottery.sweep(new Date(clock));
    expect(cents(await platformBalance(w, p.token))).toBe(before - sold * LO2_COST * 100);
    const full = await buy(p.session, { gameCode: 'ELOTT5', betType: 'lo2', numbers: '77', points: 1 });
    if (sold === CAP_TICKETS) expect(full.json().errorCode).toBe('studio.lottery_sold_out');
  }, 180_000);
});

/** Tickets of a fast period, some winning, bought by one member: their expected total win. */
const buyMixed = async (gameCode: string, p: { session: string }, count: number) => {
  const period = periodOnSale(lotteryGame(gameCode), clock);
  await w.studio.lottery.generate(clock);
  const result = await upcomingResult(gameCode, period.periodId);
  const endings = allEndings(result);
  const ids: string[] = [];
  let cost = 0;
  let wins = 0n;
  for (let i = 0; i < count; i++) {
    const number =
      i % 2 === 0 ? endings[i % endings.length]! : String((Number(endings[0]) + 1 + i) % 100).padStart(2, '0');
    const res = await buy(p.session, { gameCode, betType: 'lo2', numbers: number, points: 1 });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().value.ticket.ticketId);
    cost += cents(res.json().value.ticket.cost);
    wins += settleTicket(
      result,
      { betType: 'lo2', structure: 'MB27', numbers: [number], points: 1n, unitMinor: 100n },
      { price: 27n, payout: 95n, maxPayout: 1_000_000_000n },
    ).win;
  }
  return { period, ids, cost, wins: Number(wins) };
};

describe('settlement across a restart', () => {
  it('the vendor restarts part-way through settlement: every winning ticket is credited once', async () => {
    const p = await player('ELOTT3', 1_000);
    const before = cents(await platformBalance(w, p.token));
    const { period, ids, cost, wins } = await buyMixed('ELOTT3', p, 8);
    expect(wins).toBeGreaterThan(0);
    clock = Math.max(clock, period.drawAt);
    await w.studio.lottery.drawDue(clock);
    // Three tickets settle while the platform applies the credits but the answers are lost …
    w.faults.loseAnswers = true;
    await w.studio.lottery.settlePeriod('ELOTT3', period.periodId, 3);
    w.faults.loseAnswers = false;
    // … two more while the platform is unreachable, then the process dies.
    w.faults.down = true;
    await w.studio.lottery.settlePeriod('ELOTT3', period.periodId, 2);
    expect((await w.studio.lottery.period('ELOTT3', period.periodId)).status).toBe('confirmed');
    await w.restart();
    w.faults.down = false;
    await w.studio.lottery.tick(clock + 60_000);
    expect((await w.studio.lottery.period('ELOTT3', period.periodId)).status).toBe('settled');
    expect(cents(await platformBalance(w, p.token))).toBe(before - cost + wins);
    await w.studio.lottery.tick(clock + 120_000);
    expect(cents(await platformBalance(w, p.token))).toBe(before - cost + wins);
    for (const id of ids) {
      const calls = await walletCalls(id);
      expect(calls.map((c) => [c.call, c.status])).toEqual([
        ['bet', 'DONE'],
        ['win', 'DONE'],
      ]);
    }
  }, 120_000);
});

describe('voiding a draw', () => {
  it('refunds every ticket through the wallet, once', async () => {
    // Past every draw the runner has already stepped through.
    clock += 130_000;
    const p = await player('ELOTT5', 500);
    const before = cents(await platformBalance(w, p.token));
    const { period, ids, cost } = await buyMixed('ELOTT5', p, 4);
    expect(cents(await platformBalance(w, p.token))).toBe(before - cost);
    expect(await w.studio.lottery.voidDraw('ELOTT5', period.periodId, 'op1', 'feed outage')).toEqual({ refunded: 4 });
    expect(cents(await platformBalance(w, p.token))).toBe(before);
    expect(await w.studio.lottery.voidDraw('ELOTT5', period.periodId, 'op1', 'again')).toEqual({ refunded: 0 });
    await w.studio.lottery.tick(Math.max(clock, period.drawAt) + 1_000);
    expect(cents(await platformBalance(w, p.token))).toBe(before);
    for (const id of ids) expect((await walletCalls(id)).map((c) => c.call)).toEqual(['bet', 'rollback']);
    const mine = (
      await w.studio.inject({ method: 'GET', url: '/api/lottery/tickets?status=void', headers: bearer(p.session) })
    ).json().value.tickets as { status: string }[];
    expect(mine.filter((t) => t.status === 'VOID').length).toBeGreaterThanOrEqual(4);
  });
});

describe('regional draws and the reads', () => {
  it('an operator enters a result, a second confirms it (not the first), and the tickets settle', async () => {
    const game = lotteryGame('XSMT');
    const period = periodOnSale(game, clock);
    const p = await player('XSMT', 200);
    const station = period.stations[0]!;
    const res = await buy(p.session, { gameCode: 'XSMT', station, betType: 'lo2', numbers: '05', points: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const noStation = await buy(p.session, { gameCode: 'XSMT', betType: 'lo2', numbers: '05', points: 1 });
    if (period.stations.length > 1) expect(noStation.statusCode).toBe(400);
    const table = (n: string) => ({
      DB: ['123405'],
      G1: ['11111'],
      G2: ['22222'],
      G3: ['33333', '44444'],
      G4: ['55555', '66666', '77777', '88888', '99999', '10101', '20202'],
      G5: ['3030'],
      G6: ['4040', '5050', '6060'],
      G7: ['707'],
      G8: [n],
    });
    const result = {
      structure: 'MN18' as const,
      tables: Object.fromEntries(period.stations.map((s) => [s, table(s === station ? '05' : '99')])),
    };
    await w.studio.lottery.enterResult('XSMT', period.periodId, 'op1', result);
    await expect(w.studio.lottery.confirmResult('XSMT', period.periodId, 'op1')).rejects.toThrow(/cannot confirm/);
    await w.studio.lottery.confirmResult('XSMT', period.periodId, 'op2');
    const before = cents(await platformBalance(w, p.token));
    clock = Math.max(clock, period.drawAt);
    await w.studio.lottery.tick(clock);
    const after = (await w.studio.lottery.period('XSMT', period.periodId)).status;
    expect(after).toBe('settled');
    // 05 came twice at the station (ĐB ends in 05, G8 is 05): lô pays per occurrence, 2 × 95.00.
    expect(cents(await platformBalance(w, p.token))).toBe(before + 2 * 9_500);
  });

  it('the SIMULATED source draws a regional game on schedule, labelled as such', async () => {
    const game = lotteryGame('XSMB');
    const period = periodOnSale(game, clock);
    await w.studio.lottery.generate(clock);
    await w.studio.lottery.tick(period.drawAt);
    // The lottery's clock follows every tick, so the next tests' "on sale" draws come after everything drawn so
    // far (from 17:00 Vietnam time the ticks had drawn the Southern draw the close-early test took as on sale).
    clock = Math.max(clock, period.drawAt);
    const draws = (await w.studio.inject({ method: 'GET', url: `/lottery/v1/draws/XSMB?date=${period.date}` })).json();
    expect(draws).toHaveLength(1);
    expect(draws[0]).toMatchObject({ numero: period.periodId, source: 'SIMULATED', status: 'settled' });
    expect(draws[0].result[period.stations[0]!].G7).toHaveLength(4);
  });

  it('the SIMULATED source leaves a draw an operator closed early to the operators, even at its draw time', async () => {
    const period = periodOnSale(lotteryGame('XSMN'), clock);
    await w.studio.lottery.generate(clock);
    await w.studio.lottery.closeSales('XSMN', period.periodId, 'op1', 'official draw moved');
    // The players' pages see it closed at once, with the stored cut-off.
    const opened = (await w.studio.inject({ method: 'GET', url: '/lottery/v1/numeros/opened' })).json() as {
      gameCode: string;
      isSale: boolean;
      remainTime: number;
      closeTime: string;
    }[];
    expect(opened.find((o) => o.gameCode === 'XSMN')).toMatchObject({
      isSale: false,
      remainTime: 0,
      closeTime: new Date(clock).toISOString(),
    });
    await w.studio.lottery.tick(period.drawAt + 60_000);
    const p = await w.studio.lottery.period('XSMN', period.periodId);
    expect(p).toMatchObject({ status: 'pending', simulated: false, closedEarlyBy: 'op1' });
    expect((p.record as { submissions: unknown[] }).submissions).toEqual([]);
  });

  it('serves the game menu by region and kind, the latest results and the 00–99 frequency', async () => {
    const menu = (await w.studio.inject({ method: 'GET', url: '/lottery/v1/game_menu' })).json();
    expect(Object.keys(menu).sort()).toEqual(['ELOTT', 'MB', 'MN', 'MT']);
    expect(menu.ELOTT.gameMenus.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'ELOTT1',
      'ELOTT3',
      'ELOTT5',
      'LUCKY5D',
    ]);
    expect(menu.MB.gameMenus[0].currentNumero).toMatchObject({ numero: expect.stringMatching(/^\d{8}$/) });
    const recent = (await w.studio.inject({ method: 'GET', url: '/lottery/v1/draws/recent' })).json();
    expect(recent.map((d: { gameCode: string }) => d.gameCode)).toEqual(expect.arrayContaining(['ELOTT1', 'XSMB']));
    const f = (await w.studio.inject({ method: 'GET', url: '/lottery/v1/numbers/frequency?gameCode=ELOTT1' })).json();
    expect(f.numbers).toHaveLength(100);
    expect(f.numbers.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(27 * f.draws);
    const manifest = (await w.studio.inject({ method: 'GET', url: '/vendor-manifest.json' })).json();
    expect(manifest).toMatchObject({
      lotteryMenuUrl: 'http://studio.test/lottery/v1/game_menu',
      lotteryTicketsUrl: 'http://studio.test/lottery/v1/members/{playerId}/tickets',
    });
    expect(manifest.categories).toEqual(expect.arrayContaining(['LOTT', 'ELOTT']));
  });
});
