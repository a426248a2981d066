import { lotteryAdminSignedText, VENDOR_HEADERS } from '@pagoda/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGame, periodOnSale } from '../src/lottery';
import { MB_DRAW } from '../src/lottery/test-draws';
import { signBody } from '../src/server/lib/signature';
import { bearer, createWorld, launchPlayer, openSession, platformBalance, SECRET, type World } from './helpers';

// The lottery's clock (the platform keeps the wall clock): 5 s into a 5-minute boundary, moved by the tests.
const FIVE_MIN = 300_000;
let clock = Math.ceil(Date.now() / FIVE_MIN) * FIVE_MIN + 5_000;
const BASE = '/lottery/v1/admin';

let w: World;
beforeAll(async () => {
  w = await createWorld(
    {
      LOTTERY_ENABLED: true,
      LOTTERY_SIMULATED_RESULTS: false,
      LOTTERY_TICK_MS: 3_600_000,
      LOTTERY_NUMBER_CAP_MINOR: 1_000_000n,
      RATE_LIMIT_PER_MINUTE: 100_000,
    },
    { lotteryClock: () => clock, fakeAdjust: true },
  );
}, 120_000);
afterAll(async () => {
  await w?.close();
});

/** A call of the operations API signed as the platform signs it (method, path with query, raw body). */
const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, opts: { sign?: string } = {}) => {
  const url = `${BASE}${path}`;
  const raw = payload === undefined ? '' : JSON.stringify(payload);
  const signature = signBody(opts.sign ?? SECRET, lotteryAdminSignedText(method, url, raw));
  return w.studio.inject({
    method,
    url,
    headers: { [VENDOR_HEADERS.signature]: signature, ...(raw ? { 'content-type': 'application/json' } : {}) },
    ...(raw ? { payload: raw } : {}),
  });
};
/** The same call with a signature over other bytes than those sent. */
const forged = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  call(method, path, payload, { sign: 'not-the-vendor-secret-0123456789' });

const rows = async <T>(q: ReturnType<typeof sql>) => (await w.studioDb.db.execute(q)) as unknown as { rows: T[] };
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

const buy = (session: string, payload: Record<string, unknown>) =>
  w.studio.inject({ method: 'POST', url: '/api/lottery/tickets', headers: bearer(session), payload });

const player = async (game: string, amount: number) => {
  const p = await launchPlayer(w, game, amount);
  const s = await openSession(w, p.launchToken, game);
  return { ...p, session: s.session };
};

/** An MN18 table whose 18 numbers end in 10 … 27, each once; `g8` replaces the G8 number (ending 27). */
const mnTable = (g8 = '27') => ({
  DB: ['100010'],
  G1: ['10011'],
  G2: ['10012'],
  G3: ['10013', '10014'],
  G4: ['10015', '10016', '10017', '10018', '10019', '10020', '10021'],
  G5: ['1022'],
  G6: ['1023', '1024', '1025'],
  G7: ['126'],
  G8: [g8],
});

const MB_LO2 = {
  operator: 'alice',
  structure: 'MB27',
  payout: 95,
  enabled: true,
  minPerTicket: '1.00',
  maxPerTicket: '100000.00',
  minPerNumber: null,
  maxPerNumber: null,
  maxPayoutPerTicket: '10000000.00',
  liabilityCap: '10000.00',
};

describe(`GET ${BASE}/bet-types`, () => {
  it('refuses an unsigned or forged call, a bad structure, and lists odds, RTP and limits with the defaults', async () => {
    expect((await w.studio.inject({ method: 'GET', url: `${BASE}/bet-types` })).statusCode).toBe(401);
    expect((await forged('GET', '/bet-types')).statusCode).toBe(401);
    // The signature covers the query: the same signature on another query is refused.
    const signed = signBody(SECRET, lotteryAdminSignedText('GET', `${BASE}/bet-types?structure=MB27`));
    const swapped = await w.studio.inject({
      method: 'GET',
      url: `${BASE}/bet-types?structure=D5`,
      headers: { [VENDOR_HEADERS.signature]: signed },
    });
    expect(swapped.statusCode).toBe(401);
    const bad = await call('GET', '/bet-types?structure=XX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('studio.bad_request');

    const res = await call('GET', '/bet-types?structure=MB27');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.betTypes as { betType: string; structure: string }[];
    expect(list.every((b) => b.structure === 'MB27')).toBe(true);
    expect(list.find((b) => b.betType === 'lo2')).toEqual({
      betType: 'lo2',
      name: 'Lô 2 số',
      structure: 'MB27',
      price: 27,
      payout: 95,
      // 27 prizes × 1/100 × 95 ÷ 27 = 95 %.
      rtp: 95,
      enabled: true,
      minPerTicket: '1.00',
      maxPerTicket: '100000.00',
      minPerNumber: null,
      maxPerNumber: null,
      maxPayoutPerTicket: '10000000.00',
      liabilityCap: '10000.00',
    });
    const all = (await call('GET', '/bet-types')).json().value.betTypes as { rtp: number }[];
    expect(all.length).toBeGreaterThan(list.length);
    expect(all.every((b) => b.rtp >= 90 && b.rtp <= 97)).toBe(true);
  });
});

describe(`PUT ${BASE}/bet-types/:betType`, () => {
  it('refuses a forged call and a bad body, refuses odds outside RTP 90–97 %, and purchases follow the settings', async () => {
    expect((await forged('PUT', '/bet-types/lo2', MB_LO2)).statusCode).toBe(401);
    expect((await call('PUT', '/bet-types/lo2', { ...MB_LO2, liabilityCap: '12' })).statusCode).toBe(400);
    expect((await call('PUT', '/bet-types/lo2', { ...MB_LO2, operator: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/bet-types/nope', MB_LO2)).statusCode).toBe(404);
    // RTP = payout %: 98 and 89 leave the band, 97 and 90 are its edges.
    for (const payout of [98, 89]) {
      const res = await call('PUT', '/bet-types/lo2', { ...MB_LO2, payout });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'studio.lottery_odds_out_of_range' });
      expect(res.json().message).toContain(`${payout}.00 %`);
    }
    for (const payout of [97, 90])
      expect((await call('PUT', '/bet-types/lo2', { ...MB_LO2, payout })).statusCode).toBe(200);
    const inverted = await call('PUT', '/bet-types/lo2', { ...MB_LO2, minPerNumber: '5.00', maxPerNumber: '4.00' });
    expect(inverted.statusCode).toBe(400);
    expect((await call('PUT', '/bet-types/d5-digit', { ...MB_LO2 })).statusCode).toBe(400);

    const set = await call('PUT', '/bet-types/lo2', {
      ...MB_LO2,
      payout: 96,
      minPerNumber: '27.00',
      maxPerNumber: '54.00',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({ payout: 96, rtp: 96, minPerNumber: '27.00', maxPerNumber: '54.00' });
    // POST is the same call.
    expect(
      (await call('POST', '/bet-types/lo2', { ...MB_LO2, payout: 96, minPerNumber: '27.00', maxPerNumber: '54.00' }))
        .statusCode,
    ).toBe(200);

    const p = await player('ELOTT1', 1_000);
    const lo2 = (points: number, numbers = '12 34') =>
      buy(p.session, { gameCode: 'ELOTT1', betType: 'lo2', numbers, points });
    // 3 points on a line: 81.00 per number, above 54.00.
    const over = await lo2(3);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'studio.lottery_stake_limit' });
    expect(over.json().message).toMatch(/per number 81\.00 is above the maximum 54\.00/);
    const sold = await lo2(2);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().value.ticket.odds).toEqual({ price: 27, payout: 96 });
    expect(sold.json().value.ticket.cost).toBe('108.00');

    // Raised minimum per number: one point (27.00) is now too little.
    await call('PUT', '/bet-types/lo2', { ...MB_LO2, minPerNumber: '30.00' });
    const under = await lo2(1);
    expect(under.json()).toMatchObject({ errorCode: 'studio.lottery_stake_limit' });
    expect(under.json().message).toMatch(/below the minimum 30\.00/);
    // The ticket keeps the odds it was sold at.
    const kept = await rows<{ payout: string }>(
      sql`select odds->>'payout' as payout from lottery_tickets where id = ${sold.json().value.ticket.ticketId}`,
    );
    expect(kept.rows[0]!.payout).toBe('96');

    // Switched off: refused with its own code; MN18's lô is another row and still sells.
    await call('PUT', '/bet-types/lo2', { ...MB_LO2, enabled: false });
    const off = await lo2(1);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ errorCode: 'studio.lottery_bet_disabled' });
    const listed = (await call('GET', '/bet-types?structure=MB27')).json().value.betTypes as {
      betType: string;
      enabled: boolean;
    }[];
    expect(listed.find((b) => b.betType === 'lo2')!.enabled).toBe(false);
    expect((await call('PUT', '/bet-types/lo2', MB_LO2)).statusCode).toBe(200);
    expect((await lo2(1)).statusCode).toBe(200);
  });
});

// The regional draw the rest of the file runs through: one member's four tickets on XSMT.
const game = lotteryGame('XSMT');
const period = periodOnSale(game, clock);
const station = period.stations[0]!;
const tickets: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
const tablesWith = (g8: string) =>
  Object.fromEntries(period.stations.map((s) => [s, s === station ? mnTable(g8) : mnTable('99')]));

describe(`GET ${BASE}/draws`, () => {
  it('refuses a forged call and bad dates, and lists the draws of brand days with their tickets and sales', async () => {
    const p = await player('XSMT', 1_000);
    // A lô 27 (1 point), B lô 05 (2 points), C lô 15 (1 point), D đề 10 (1 point): 18 + 36 + 18 + 1 = 73.00.
    for (const [key, betType, numbers, points] of [
      ['A', 'lo2', '27', 1],
      ['B', 'lo2', '05', 2],
      ['C', 'lo2', '15', 1],
      ['D', 'de', '10', 1],
    ] as const) {
      const res = await buy(p.session, { gameCode: 'XSMT', station, betType, numbers, points });
      expect(res.statusCode, res.body).toBe(200);
      tickets[key] = res.json().value.ticket.ticketId;
    }
    const path = `/draws?from=${period.date}&to=${period.date}&gameCode=XSMT`;
    expect((await forged('GET', path)).statusCode).toBe(401);
    expect((await call('GET', `/draws?from=${period.date}`)).statusCode).toBe(400);
    expect((await call('GET', `/draws?from=2026-01-31&to=2026-01-01`)).statusCode).toBe(400);
    expect((await call('GET', `/draws?from=2026-01-01&to=2026-03-01`)).statusCode).toBe(400);

    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.draws).toEqual([
      {
        gameCode: 'XSMT',
        gameName: 'Xổ số Miền Trung',
        kind: 'REGIONAL',
        numero: period.periodId,
        cutoffAt: period.closeAt,
        drawAt: period.drawAt,
        closedEarlyAt: null,
        state: 'OPEN',
        awaitingConfirmation: false,
        revision: 0,
        tickets: 4,
        sales: '73.00',
        payout: null,
      },
    ]);
  });
});

describe(`GET ${BASE}/draws/:gameCode/:numero`, () => {
  it('refuses a forged call and a bad numero, 404 for an unknown draw, and shows the structure', async () => {
    const path = `/draws/XSMT/${period.periodId}`;
    expect((await forged('GET', path)).statusCode).toBe(401);
    expect((await call('GET', '/draws/XSMT/2026')).statusCode).toBe(400);
    expect((await call('GET', '/draws/XSMT/19990101')).statusCode).toBe(404);
    expect((await call('GET', `/draws/NOPE/${period.periodId}`)).statusCode).toBe(404);
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().value;
    expect(d).toMatchObject({ state: 'OPEN', result: null, submissions: [], confirmedBy: [], seedHash: null });
    expect(d.structure.map((s: { station: string }) => s.station)).toEqual(period.stations);
    expect(d.structure[0].prizes).toHaveLength(9);
    expect(d.structure[0].prizes[0]).toEqual({ prize: 'DB', count: 1, digits: 6 });
  });
});

describe(`GET ${BASE}/liability`, () => {
  it('refuses a forged call and a bad query, and lists the largest exposures with their caps', async () => {
    const path = `/liability?gameCode=XSMT&numero=${period.periodId}`;
    expect((await forged('GET', path)).statusCode).toBe(401);
    expect((await call('GET', '/liability?gameCode=XSMT')).statusCode).toBe(400);
    // đề and đuôi share a pool: its cap is the smaller of theirs (95.00 for đuôi here).
    const duoi = {
      ...MB_LO2,
      structure: 'MN18',
      maxPerTicket: null,
      liabilityCap: '95.00',
    };
    expect((await call('PUT', '/bet-types/duoi', duoi)).statusCode).toBe(200);
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    // Exposure = points × payout × unit: B 2 × 95.00; A, C and D 95.00. Cap 10,000.00 (LOTTERY_NUMBER_CAP_MINOR).
    expect(res.json().value).toEqual({
      gameCode: 'XSMT',
      numero: period.periodId,
      state: 'OPEN',
      rows: [
        { pool: 'all-2', number: '05', exposure: '190.00', cap: '10000.00', soldOut: false },
        { pool: 'all-2', number: '15', exposure: '95.00', cap: '10000.00', soldOut: false },
        { pool: 'all-2', number: '27', exposure: '95.00', cap: '10000.00', soldOut: false },
        { pool: 'special-2', number: '10', exposure: '95.00', cap: '95.00', soldOut: true },
      ],
    });
    const p = await player('XSMT', 100);
    const more = await buy(p.session, { gameCode: 'XSMT', station, betType: 'de', numbers: '10', points: 1 });
    expect(more.json()).toMatchObject({ errorCode: 'studio.lottery_sold_out' });
  });
});

describe(`POST ${BASE}/draws/:gameCode/:numero/result`, () => {
  it('refuses a forged call, a bad body, a result before the cut-off or for a house game, then records the maker', async () => {
    const path = `/draws/XSMT/${period.periodId}/result`;
    const body = { operator: 'alice', tables: tablesWith('27') };
    expect((await forged('POST', path, body)).statusCode).toBe(401);
    // A signature over other bytes than those sent.
    const tampered = await w.studio.inject({
      method: 'POST',
      url: `${BASE}${path}`,
      headers: {
        'content-type': 'application/json',
        [VENDOR_HEADERS.signature]: signBody(SECRET, lotteryAdminSignedText('POST', `${BASE}${path}`, '{}')),
      },
      payload: JSON.stringify(body),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await call('POST', path, { tables: body.tables })).statusCode).toBe(400);
    const early = await call('POST', path, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('studio.lottery_draw_state');
    clock = period.closeAt + 1_000;
    const house = periodOnSale(lotteryGame('ELOTT1'), clock);
    await w.studio.lottery.generate(clock);
    expect(
      (
        await call('POST', `/draws/ELOTT1/${house.periodId}/result`, { operator: 'alice', tables: { ELOTT1: {} } })
      ).json().errorCode,
    ).toBe('studio.lottery_draw_state');
    const wrong = await call('POST', path, { ...body, tables: { [station]: mnTable('27') } });
    if (period.stations.length > 1) expect(wrong.statusCode).toBe(400);

    const res = await call('POST', path, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      state: 'DRAWN',
      awaitingConfirmation: true,
      submissions: [{ by: 'alice', source: 'OPERATOR', tables: body.tables }],
      result: null,
    });
  });
});

describe(`POST ${BASE}/draws/:gameCode/:numero/confirm`, () => {
  it('refuses a forged call and a bad body, refuses the maker as checker, confirms, and the draw settles', async () => {
    const path = `/draws/XSMT/${period.periodId}/confirm`;
    expect((await forged('POST', path, { operator: 'bob' })).statusCode).toBe(401);
    expect((await call('POST', path, {})).statusCode).toBe(400);
    const maker = await call('POST', path, { operator: 'alice' });
    expect(maker.statusCode).toBe(409);
    expect(maker.json().errorCode).toBe('studio.lottery_maker_checker');
    const res = await call('POST', path, { operator: 'bob' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'CONFIRMED', confirmedBy: ['alice', 'bob'] });
    expect((await call('POST', path, { operator: 'carol' })).json().errorCode).toBe('studio.lottery_draw_state');

    clock = period.drawAt;
    await w.studio.lottery.tick(clock);
    const d = (await call('GET', `/draws/XSMT/${period.periodId}`)).json().value;
    // A 95.00 (27 came once), B 0, C 95.00, D 95.00 (the special prize ends in 10).
    expect(d).toMatchObject({ state: 'SETTLED', revision: 0, tickets: 4, sales: '73.00', payout: '285.00' });
  });
});

describe(`POST ${BASE}/draws/:gameCode/:numero/void`, () => {
  it('refuses a forged call and a short reason, refunds every ticket of a draw, and never voids a settled one', async () => {
    const fast = lotteryGame('ELOTT5');
    const p = await player('ELOTT5', 500);
    const before = cents(await platformBalance(w, p.token));
    const open = periodOnSale(fast, clock);
    for (const n of ['11', '22'])
      expect((await buy(p.session, { gameCode: 'ELOTT5', betType: 'lo2', numbers: n, points: 1 })).statusCode).toBe(
        200,
      );
    expect(cents(await platformBalance(w, p.token))).toBe(before - 2 * 2_700);
    const path = `/draws/ELOTT5/${open.periodId}/void`;
    expect((await forged('POST', path, { operator: 'alice', reason: 'feed outage' })).statusCode).toBe(401);
    expect((await call('POST', path, { operator: 'alice', reason: 'no' })).statusCode).toBe(400);
    const res = await call('POST', path, { operator: 'alice', reason: 'feed outage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'VOID', voidReason: 'feed outage', tickets: 0, sales: '0.00' });
    expect(cents(await platformBalance(w, p.token))).toBe(before);
    // Again: nothing refunded twice.
    expect((await call('POST', path, { operator: 'alice', reason: 'again' })).statusCode).toBe(200);
    expect(cents(await platformBalance(w, p.token))).toBe(before);

    // Drawn and confirmed but not yet settled: still voided, refunded, and never paid afterwards.
    const drawn = periodOnSale(lotteryGame('ELOTT3'), clock);
    const q = await player('ELOTT3', 500);
    const qBefore = cents(await platformBalance(w, q.token));
    const bought = await buy(q.session, { gameCode: 'ELOTT3', betType: 'lo2', numbers: '00 01 02 03 04', points: 1 });
    expect(bought.statusCode, bought.body).toBe(200);
    clock = drawn.drawAt;
    await w.studio.lottery.drawDue(clock);
    expect((await w.studio.lottery.period('ELOTT3', drawn.periodId)).status).toBe('confirmed');
    const voided = await call('POST', `/draws/ELOTT3/${drawn.periodId}/void`, {
      operator: 'bob',
      reason: 'wrong seed',
    });
    expect(voided.json().value).toMatchObject({ state: 'VOID', voidReason: 'wrong seed' });
    await w.studio.lottery.tick(clock + 1_000);
    expect(cents(await platformBalance(w, q.token))).toBe(qBefore);
    const calls = await rows<{ call: string }>(
      sql`select call from wallet_outbox where round_id = ${bought.json().value.ticket.ticketId} order by id`,
    );
    expect(calls.rows.map((c) => c.call)).toEqual(['bet', 'rollback']);

    const settled = await call('POST', `/draws/XSMT/${period.periodId}/void`, { operator: 'alice', reason: 'late' });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().errorCode).toBe('studio.lottery_draw_settled');
  });
});

describe(`POST ${BASE}/draws/:gameCode/:numero/correction`, () => {
  it('re-settles through one adjust per changed ticket, once, across lost answers, a restart and a double run', async () => {
    const path = `/draws/XSMT/${period.periodId}/correction`;
    const corrected = { operator: 'carol', tables: tablesWith('05') };
    expect((await forged('POST', path, corrected)).statusCode).toBe(401);
    expect((await call('POST', path, { operator: 'carol' })).statusCode).toBe(400);
    expect((await call('POST', path, { operator: 'carol', tables: tablesWith('27') })).statusCode).toBe(400);
    const pending = periodOnSale(lotteryGame('XSMN'), clock);
    await w.studio.lottery.generate(clock);
    expect((await call('POST', `/draws/XSMN/${pending.periodId}/correction`, corrected)).json().errorCode).toBe(
      'studio.lottery_draw_state',
    );

    const res = await call('POST', path, corrected);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'DRAWN', revision: 1, awaitingConfirmation: true });
    const confirm = `/draws/XSMT/${period.periodId}/confirm`;
    expect((await call('POST', confirm, { operator: 'carol' })).json().errorCode).toBe('studio.lottery_maker_checker');
    expect((await call('POST', confirm, { operator: 'dave' })).statusCode).toBe(200);

    // Two settlements race over the first three tickets while the platform applies the adjusts but the answers
    // are lost; the process dies before the last ticket.
    w.faults.loseAnswers = true;
    await Promise.all([
      w.studio.lottery.settlePeriod('XSMT', period.periodId, 3),
      w.studio.lottery.settlePeriod('XSMT', period.periodId, 3),
    ]);
    w.faults.loseAnswers = false;
    expect(w.adjustCalls.length).toBeGreaterThan(0);
    await w.restart();
    // The runner's step finishes it and resends what was unanswered; then again.
    await w.studio.lottery.tick(clock + 60_000);
    await w.studio.lottery.tick(clock + 120_000);

    // A lost its 95.00 (27 no longer came), B won 2 × 95.00 (05 came at G8); C and D did not change.
    const adjusts = await rows<{ transaction_id: string; status: string; body: Record<string, unknown> }>(
      sql`select transaction_id, status, body from wallet_outbox where call = 'adjust'`,
    );
    adjusts.rows.sort((a, b) => (a.transaction_id < b.transaction_id ? -1 : 1));
    const expected = [
      { id: `${tickets.A}.adj1`, ref: `${tickets.A}.w`, round: tickets.A, amount: '-95.00' },
      { id: `${tickets.B}.adj1`, ref: `${tickets.B}.w`, round: tickets.B, amount: '190.00' },
    ].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(adjusts.rows.map((r) => [r.transaction_id, r.status, r.body.amount, r.body.refTransactionId])).toEqual(
      expected.map((e) => [e.id, 'DONE', e.amount, e.ref]),
    );
    // Every delivery the wallet saw is one of those two calls, unchanged (a replay resends the same body).
    const delivered = new Map(adjusts.rows.map((r) => [r.transaction_id, r.body]));
    expect(new Set(w.adjustCalls.map((c) => c.transactionId))).toEqual(new Set(delivered.keys()));
    for (const c of w.adjustCalls) expect(c).toEqual(delivered.get(String(c.transactionId)));
    expect(w.adjustCalls[0]).toMatchObject({
      currency: expect.any(String),
      reason: expect.stringContaining('revision 1'),
    });

    const settledTickets = await rows<{ id: string; status: string; win: string; hits: number; revision: number }>(
      sql`select id, status, win::text as win, hits, revision from lottery_tickets
          where game_code = 'XSMT' and period_id = ${period.periodId} order by id`,
    );
    const byId = new Map(settledTickets.rows.map((t) => [t.id, t]));
    expect(byId.get(tickets.A)).toMatchObject({ status: 'LOST', win: '0', hits: 0, revision: 1 });
    expect(byId.get(tickets.B)).toMatchObject({ status: 'WON', win: '19000', hits: 1, revision: 1 });
    expect(byId.get(tickets.C)).toMatchObject({ status: 'WON', win: '9500', hits: 1, revision: 1 });
    expect(byId.get(tickets.D)).toMatchObject({ status: 'WON', win: '9500', hits: 1, revision: 1 });

    const d = (await call('GET', `/draws/XSMT/${period.periodId}`)).json().value;
    expect(d).toMatchObject({ state: 'SETTLED', revision: 1, payout: '380.00', confirmedBy: ['carol', 'dave'] });
    expect(d.result[station].G8).toEqual(['05']);
    // A settled draw is corrected, never voided; a house draw is never corrected.
    expect(
      (await call('POST', `/draws/XSMT/${period.periodId}/void`, { operator: 'x', reason: 'too late' })).statusCode,
    ).toBe(409);
  }, 120_000);
});

describe(`GET ${BASE}/report`, () => {
  it('refuses a forged call and bad dates, and sums settled tickets per game and bet type', async () => {
    const path = `/report?from=${period.date}&to=${period.date}`;
    expect((await forged('GET', path)).statusCode).toBe(401);
    expect((await call('GET', '/report?from=2026-13-01&to=2026-13-02')).statusCode).toBe(400);
    expect((await call('GET', `/report?from=${period.date}&to=2025-01-01`)).statusCode).toBe(400);
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    const xsmt = (res.json().value.rows as { gameCode: string }[]).filter((r) => r.gameCode === 'XSMT');
    // After the correction: lô A 0 + B 190.00 + C 95.00 on 18 + 36 + 18; đề D 95.00 on 1.00.
    expect(xsmt).toEqual([
      {
        gameCode: 'XSMT',
        gameName: 'Xổ số Miền Trung',
        betType: 'de',
        betTypeName: 'Đề',
        tickets: 1,
        sales: '1.00',
        payout: '95.00',
        ggr: '-94.00',
      },
      {
        gameCode: 'XSMT',
        gameName: 'Xổ số Miền Trung',
        betType: 'lo2',
        betTypeName: 'Lô 2 số',
        tickets: 3,
        sales: '72.00',
        payout: '285.00',
        ggr: '-213.00',
      },
    ]);
    // The day before has none of them.
    const before = new Date(Date.parse(`${period.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const earlier = (await call('GET', `/report?from=${before}&to=${before}`)).json().value.rows as {
      gameCode: string;
    }[];
    expect(earlier.filter((r) => r.gameCode === 'XSMT')).toEqual([]);
  });

  it('names the operations API in the vendor manifest', async () => {
    const manifest = (await w.studio.inject({ method: 'GET', url: '/vendor-manifest.json' })).json();
    expect(manifest.lotteryAdminUrl).toBe('http://studio.test/lottery/v1/admin');
  });
});

describe(`POST ${BASE}/draws/:gameCode/:numero/close`, () => {
  it('refuses a forged call and a bad body, closes sales now, refuses later tickets and settles the result at once', async () => {
    const mb = periodOnSale(lotteryGame('XSMB'), clock);
    await w.studio.lottery.generate(clock);
    const path = `/draws/XSMB/${mb.periodId}/close`;
    const body = { operator: 'alice', reason: 'result leaked' };
    expect((await forged('POST', path, body)).statusCode).toBe(401);
    expect((await call('POST', path, { operator: 'alice', reason: 'no' })).statusCode).toBe(400);
    expect((await call('POST', path, { reason: 'result leaked' })).statusCode).toBe(400);
    expect((await call('POST', '/draws/XSMB/19990101/close', body)).statusCode).toBe(404);
    const house = periodOnSale(lotteryGame('ELOTT1'), clock);
    expect((await call('POST', `/draws/ELOTT1/${house.periodId}/close`, body)).json().errorCode).toBe(
      'studio.lottery_draw_state',
    );

    // A lô 45 of 2 points on the draw still on sale: 54.00.
    const p = await player('XSMB', 500);
    const before = cents(await platformBalance(w, p.token));
    const lo = () => buy(p.session, { gameCode: 'XSMB', betType: 'lo2', numbers: '45', points: 2 });
    const sold = await lo();
    expect(sold.statusCode, sold.body).toBe(200);
    expect(cents(await platformBalance(w, p.token))).toBe(before - 5_400);
    // Before the cut-off, a result is refused.
    const tables = Object.fromEntries(mb.stations.map((s) => [s, MB_DRAW.tables.HN!]));
    expect((await call('POST', `/draws/XSMB/${mb.periodId}/result`, { operator: 'alice', tables })).statusCode).toBe(
      409,
    );

    const closed = await call('POST', path, body);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value).toMatchObject({ state: 'CLOSED', cutoffAt: clock, closedEarlyAt: clock, tickets: 1 });
    expect(clock).toBeLessThan(mb.closeAt);
    // Later purchases are refused, and a second close too.
    const late = await lo();
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('studio.lottery_closed');
    expect(cents(await platformBalance(w, p.token))).toBe(before - 5_400);
    const again = await call('POST', path, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('studio.lottery_sales_closed');

    // The result is entered at once, confirmed by another operator, and settled before the draw's hour.
    const entered = await call('POST', `/draws/XSMB/${mb.periodId}/result`, { operator: 'alice', tables });
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await call('POST', `/draws/XSMB/${mb.periodId}/confirm`, { operator: 'alice' })).json().errorCode).toBe(
      'studio.lottery_maker_checker',
    );
    expect((await call('POST', `/draws/XSMB/${mb.periodId}/confirm`, { operator: 'bob' })).statusCode).toBe(200);
    expect(clock).toBeLessThan(mb.drawAt);
    await w.studio.lottery.tick(clock);
    const d = (await call('GET', `/draws/XSMB/${mb.periodId}`)).json().value;
    // 45 came four times (ĐB, G5, G6, G7): 4 × 2 × 95.00.
    expect(d).toMatchObject({ state: 'SETTLED', tickets: 1, sales: '54.00', payout: '760.00' });
    expect(cents(await platformBalance(w, p.token))).toBe(before - 5_400 + 76_000);
    const settled = await call('POST', path, body);
    expect(settled.json().errorCode).toBe('studio.lottery_sales_closed');

    // A void draw is refused with the state's code.
    const next = periodOnSale(lotteryGame('XSMN'), clock);
    await call('POST', `/draws/XSMN/${next.periodId}/void`, { operator: 'alice', reason: 'storm' });
    expect((await call('POST', `/draws/XSMN/${next.periodId}/close`, body)).json().errorCode).toBe(
      'studio.lottery_draw_state',
    );
  });
});
