import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, leaderboards, members, raffles, redEnvelopes } from '../src/db/schema.js';
import { CAPTCHA, registerMember, uniqueName } from './helpers/accounts.js';
import { asMember, asOperator, mainBalance, operatorToken } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

const SECRET = 'test-sandbox-secret-0123456789';
let t: TestContext;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, SANDBOX_GATEWAY: true, SANDBOX_GATEWAY_SECRET: SECRET });
  admin = await operatorToken(t);
  support = await operatorToken(t, 'SUPPORT');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? asMember(token) : wps });
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? asMember(token) : wps, payload: payload as object });
const op = (method: 'GET' | 'POST', path: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url: `/wps/operator/v1/engagement${path}`,
    headers: asOperator(token),
    ...(payload ? { payload: payload as object } : {}),
  });

const title = (en: string) => ({ en, cn: `${en} cn`, vi: `${en} vi` });

let roundNo = 0;
/** A settled round in the betting record (what a vendor's bet and win leave behind). */
const bet = async (
  memberId: number,
  o: { category?: string; bet?: bigint; win?: bigint; status?: string; at?: Date } = {},
) => {
  const b = o.bet ?? 1_000n;
  await t.database.db.insert(betRounds).values({
    merchantCode: TEST_MERCHANT,
    memberId,
    vendorCode: 'STUDIO',
    gameCode: 'slot1',
    category: o.category ?? 'RNG',
    roundId: `r${Date.now()}${roundNo++}`,
    betAmount: b,
    validBet: b,
    winAmount: o.win ?? 0n,
    status: (o.status ?? 'lose') as 'lose',
    openedAt: o.at ?? new Date(),
    closedAt: o.at ?? new Date(),
  });
};

const deposit = async (token: string, amount: string) => {
  const created = await post(
    '/wps/relay/MCSFE_createDepositTask',
    { channelCode: 'SANDBOX', amount, requestId: `req${Date.now()}${roundNo++}` },
    token,
  );
  const order = created.json().value;
  const pay = await t.app.inject({
    method: 'POST',
    url: `${order.checkoutUrl}/pay`,
    headers: { merchant: TEST_MERCHANT },
  });
  expect(pay.statusCode).toBe(200);
  return order.orderNo as string;
};

const schedule = async (over: Record<string, unknown> = {}) => {
  const res = await op('POST', '/rains', {
    title: title('Hourly rain'),
    startAt: Date.now() + 3_600_000,
    everyMinutes: 60,
    durationMinutes: 5,
    budget: '100.00',
    envelopeCount: 20,
    minAmount: '1.00',
    maxAmount: '10.00',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; nextStart: number };
};

const startNow = async (scheduleId: number) => {
  const res = await op('POST', '/rains/start', { scheduleId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.rainId as number;
};

describe('operator red-envelope schedules', () => {
  it('401 without a token, 403 without engagement.write, 400 for a budget that cannot be split', async () => {
    const body = {
      title: title('x'),
      startAt: Date.now(),
      everyMinutes: 60,
      durationMinutes: 5,
      budget: '10.00',
      envelopeCount: 2,
      minAmount: '1.00',
      maxAmount: '5.00',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/operator/v1/engagement/rains', headers: wps, payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await op('POST', '/rains', body, support)).statusCode).toBe(403);
    const bad = await op('POST', '/rains', { ...body, budget: '100.00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation.failed');
    expect((await op('POST', '/rains', { ...body, everyMinutes: 3 })).statusCode).toBe(400);
  });

  it('creates a schedule (audited), lists it with its next start, starts a rain now', async () => {
    const s = await schedule();
    expect(s.nextStart).toBeGreaterThan(Date.now());
    const rainId = await startNow(s.id);
    const envelopes = await t.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.rainId, rainId));
    expect(envelopes).toHaveLength(20);
    expect(envelopes.reduce((a, e) => a + e.amount, 0n)).toBe(10_000n);
    const list = await op('GET', '/rains');
    const row = list.json().value.list.find((x: { id: number }) => x.id === s.id);
    expect(row.rains[0]).toMatchObject({ id: rainId, claimed: 0, envelopeCount: 20, budget: 100 });
    const audit = await t.database.db.execute(
      sql`select action from audit_log where target = ${`red-envelope-rain:${rainId}`}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});

describe('GET /wps/relay/MCSFE_getRedEnvelopeRain and POST /wps/relay/MCSFE_claimRedEnvelope', () => {
  it('401 without a token; 400 without a rain id', async () => {
    expect((await get('/wps/relay/MCSFE_getRedEnvelopeRain')).statusCode).toBe(401);
    expect((await post('/wps/relay/MCSFE_claimRedEnvelope', { rainId: 1 })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await post('/wps/relay/MCSFE_claimRedEnvelope', {}, m.token)).statusCode).toBe(400);
    expect((await post('/wps/relay/MCSFE_claimRedEnvelope', { rainId: 999_999 }, m.token)).statusCode).toBe(404);
  });

  it('a member opens one envelope per rain, sees the amount, and the item is in the reward centre', async () => {
    // Only this test's rain is running.
    await t.database.db.execute(sql`update red_envelope_rains set ends_at = now() where ends_at > now()`);
    const s = await schedule({ perMemberCap: 1 });
    const rainId = await startNow(s.id);
    const m = await registerMember(t);
    const before = (await get('/wps/relay/MCSFE_getRedEnvelopeRain', m.token)).json().value;
    expect(before).toMatchObject({ state: 'ACTIVE', eligible: true, remainingForMe: 1 });
    const open = await post('/wps/relay/MCSFE_claimRedEnvelope', { rainId: before.rainId }, m.token);
    expect(open.statusCode, open.body).toBe(200);
    const v = open.json().value;
    expect(v.amount).toBeGreaterThanOrEqual(1);
    expect(v.amount).toBeLessThanOrEqual(10);
    expect(v.remainingForMe).toBe(0);
    const again = await post('/wps/relay/MCSFE_claimRedEnvelope', { rainId: before.rainId }, m.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('red.envelope.limit');
    const after = (await get('/wps/relay/MCSFE_getRedEnvelopeRain', m.token)).json().value;
    expect(after.opened).toEqual([v.amount]);
    // Credited at once through the bonus engine (offer + claimItem in the claim's transaction).
    expect(v.credited).toBe(true);
    expect(await mainBalance(t, m.token)).toBe(v.amount);
    expect(before.rainId).toBe(rainId);
  });

  it('refuses members outside the schedule (VIP levels, must have deposited)', async () => {
    const s = await schedule({ mustHaveDeposited: true });
    const rainId = await startNow(s.id);
    const m = await registerMember(t);
    const res = await post('/wps/relay/MCSFE_claimRedEnvelope', { rainId }, m.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('red.envelope.not.eligible');
  });

  it('1,000 concurrent claims: the budget is never exceeded and nobody opens twice', async () => {
    const s = await schedule({ budget: '500.00', envelopeCount: 400, minAmount: '0.50', maxAmount: '5.00' });
    const rainId = await startNow(s.id);
    // 700 members (inserted directly: registering 700 through the API would only slow the test).
    const rows = Array.from({ length: 700 }, (_, i) => {
      const account = `rain${i}${uniqueName('x')}`.slice(0, 20);
      return { merchantCode: TEST_MERCHANT, account, accountKey: account.toLowerCase(), passwordHash: 'x' };
    });
    const ids = (await t.database.db.insert(members).values(rows).returning({ id: members.id })).map((r) => r.id);
    // 1,000 claims: every member once, 300 of them twice.
    const claims = [...ids, ...ids.slice(0, 300)];
    const results = await Promise.allSettled(
      claims.map((id) => t.services.engagement.claimEnvelope(TEST_MERCHANT, id, rainId)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [String((r.reason as { code?: string }).code)] : [],
    );
    expect(ok).toHaveLength(400);
    expect(new Set(codes)).toEqual(
      new Set(['red.envelope.empty', 'red.envelope.limit'].filter((c) => codes.includes(c))),
    );
    const taken = await t.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.rainId, rainId));
    const claimed = taken.filter((e) => e.memberId !== null);
    expect(claimed).toHaveLength(400);
    expect(claimed.reduce((a, e) => a + e.amount, 0n)).toBe(50_000n);
    expect(new Set(claimed.map((e) => e.memberId)).size).toBe(400);
    const items = await t.database.db.execute(
      sql`select count(*)::int as n, sum(amount)::bigint as total from reward_items where source = 'RED_ENVELOPE' and source_ref = ${String(rainId)}`,
    );
    const agg = (items as unknown as { rows: { n: number; total: string }[] }).rows[0]!;
    expect(Number(agg.n)).toBe(400);
    expect(BigInt(agg.total)).toBe(50_000n);
    // The money: one BONUS posting per envelope, nothing more.
    const grants = await t.database.db.execute(
      sql`select count(*)::int as n, sum(g.amount)::bigint as total from bonus_grants g join reward_items i on i.id = g.reward_item_id where i.source = 'RED_ENVELOPE' and i.source_ref = ${String(rainId)}`,
    );
    const g = (grants as unknown as { rows: { n: number; total: string }[] }).rows[0]!;
    expect(Number(g.n)).toBe(400);
    expect(BigInt(g.total)).toBe(50_000n);
  }, 120_000);

  it('the start job creates each occurrence once, however often it runs', async () => {
    const s = await schedule({ startAt: Date.now() - 60_000, everyMinutes: 60, durationMinutes: 5 });
    await Promise.all([t.services.engagement.startDueRains(), t.services.engagement.startDueRains()]);
    await t.services.engagement.startDueRains();
    const n = await t.database.db.execute(
      sql`select count(*)::int as n from red_envelope_rains where schedule_id = ${s.id}`,
    );
    expect(Number((n as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });
});

describe('missions: GET /wps/relay/MCSFE_getMissionSummaryDetails and POST /wps/relay/MCSFE_claimMissionReward', () => {
  let slots: number;
  let deposits: number;
  beforeAll(async () => {
    const a = await op('POST', '/missions', {
      title: title('Bet 30 on slots'),
      period: 'DAILY',
      metric: 'VALID_BET',
      category: 'RNG',
      target: '30.00',
      rewardAmount: '5.00',
      wagering: 1,
    });
    expect(a.statusCode, a.body).toBe(200);
    slots = a.json().value.id;
    const b = await op('POST', '/missions', {
      title: title('Deposit twice'),
      period: 'WEEKLY',
      metric: 'DEPOSIT_COUNT',
      target: '2',
      rewardAmount: '8.00',
    });
    expect(b.statusCode, b.body).toBe(200);
    deposits = b.json().value.id;
  });

  it('401 without a token; 400 for a bad id; 403 for the operator without engagement.write; 400 for a fractional count', async () => {
    expect((await get('/wps/relay/MCSFE_getMissionSummaryDetails')).statusCode).toBe(401);
    expect((await post('/wps/relay/MCSFE_claimMissionReward', { missionId: 1 })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await post('/wps/relay/MCSFE_claimMissionReward', { missionId: 'x' }, m.token)).statusCode).toBe(400);
    expect(
      (
        await op(
          'POST',
          '/missions',
          { title: title('x'), period: 'DAILY', metric: 'ROUNDS', target: '3', rewardAmount: '1.00' },
          support,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await op('POST', '/missions', {
          title: title('x'),
          period: 'DAILY',
          metric: 'ROUNDS',
          target: '2.5',
          rewardAmount: '1.00',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('progress comes from the betting record: settled rounds count, open and rolled-back ones do not', async () => {
    const m = await registerMember(t);
    const mission = async () =>
      (
        (await get('/wps/relay/MCSFE_getMissionSummaryDetails?language=cn', m.token)).json().value.list as {
          id: number;
          progress: number;
          state: string;
          title: string;
        }[]
      ).find((x) => x.id === slots)!;
    expect(await mission()).toMatchObject({ progress: 0, state: 'IN_PROGRESS', title: 'Bet 30 on slots cn' });
    await bet(m.id, { bet: 1_000n });
    await bet(m.id, { bet: 1_000n, status: 'cancel' });
    await bet(m.id, { bet: 5_000n, status: 'initial' });
    await bet(m.id, { bet: 9_000n, category: 'LIVE' });
    expect((await mission()).progress).toBe(10);
    const early = await post('/wps/relay/MCSFE_claimMissionReward', { missionId: slots }, m.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('mission.not.complete');
    await bet(m.id, { bet: 2_500n, win: 5_000n, status: 'win' });
    const done = await mission();
    expect(done).toMatchObject({ progress: 30, state: 'CLAIMABLE' });
    const summary = (await get('/wps/relay/MCSFE_getMissionSummaryDetails', m.token)).json().value;
    // The badge counts every completed, unclaimed mission (the demo's "Bet 5.00 on slots" too).
    expect(summary.claimableCount).toBe(summary.list.filter((x: { state: string }) => x.state === 'CLAIMABLE').length);
    expect(summary.claimableCount).toBeGreaterThanOrEqual(1);
    const claim = await post('/wps/relay/MCSFE_claimMissionReward', { missionId: slots }, m.token);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().value).toMatchObject({ amount: 5, credited: true });
    expect(await mainBalance(t, m.token)).toBe(5);
    expect((await mission()).state).toBe('CLAIMED');
    const twice = await post('/wps/relay/MCSFE_claimMissionReward', { missionId: slots }, m.token);
    expect(twice.json().errorCode).toBe('mission.claimed');
  });

  it('deposit missions count paid deposits; the job offers completed missions to the reward centre once', async () => {
    const m = await registerMember(t);
    await deposit(m.token, '100.00');
    await deposit(m.token, '120.00');
    const list = (await get('/wps/relay/MCSFE_getMissionSummaryDetails', m.token)).json().value.list as {
      id: number;
      progress: number;
      state: string;
    }[];
    expect(list.find((x) => x.id === deposits)).toMatchObject({ progress: 2, state: 'CLAIMABLE' });
    await t.services.engagement.offerCompletedMissions();
    await t.services.engagement.offerCompletedMissions();
    const items = await t.database.db.execute(
      sql`select count(*)::int as n from reward_items where member_id = ${m.id} and source = 'MISSION' and source_ref = ${String(deposits)}`,
    );
    expect(Number((items as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('the operator lists missions with completions this period', async () => {
    const res = await op('GET', '/missions');
    expect(res.statusCode).toBe(200);
    const row = res.json().value.list.find((x: { id: number }) => x.id === slots);
    expect(row).toMatchObject({ target: 30, rewardAmount: 5, wagering: 1 });
    expect(row.completedNow).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /wps/relay/MCSFE_getMissionLeaderboard', () => {
  it('401 without a token; 400 for a bad period offset', async () => {
    expect((await get('/wps/relay/MCSFE_getMissionLeaderboard')).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await get('/wps/relay/MCSFE_getMissionLeaderboard?back=7', m.token)).statusCode).toBe(400);
  });

  it('ranks by turnover with masked names and the caller’s own rank; the payout job pays a period once', async () => {
    const res = await op('POST', '/leaderboards', {
      title: title('Daily turnover'),
      period: 'DAILY',
      metric: 'TURNOVER',
      prizes: ['50.00', '20.00'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as number;
    const [a, b, c] = [await registerMember(t), await registerMember(t), await registerMember(t)];
    await bet(a.id, { bet: 500_000n });
    await bet(b.id, { bet: 900_000n });
    await bet(c.id, { bet: 100_000n });
    const board = (await get('/wps/relay/MCSFE_getMissionLeaderboard', c.token))
      .json()
      .value.boards.find((x: { id: number }) => x.id === id);
    expect(board.list[0]).toMatchObject({ rank: 1, score: 9000, prize: 50 });
    expect(board.list[0].name).toBe(`${b.username.slice(0, 2)}***${b.username.slice(-1)}`);
    expect(board.me).toMatchObject({ rank: 3, score: 1000 });

    // Yesterday's period: bets closed then, the board created before it.
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.database.db
      .update(leaderboards)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(leaderboards.id, id));
    await bet(a.id, { bet: 300_000n, at: yesterday });
    await bet(c.id, { bet: 200_000n, at: yesterday });
    await Promise.all([t.services.engagement.payLeaderboards(), t.services.engagement.payLeaderboards()]);
    await t.services.engagement.payLeaderboards();
    const items = await t.database.db.execute(
      sql`select member_id, amount from reward_items where source = 'LEADERBOARD' and source_ref = ${String(id)} order by amount desc`,
    );
    const rows = (items as unknown as { rows: { member_id: number; amount: string }[] }).rows;
    expect(rows.map((r) => [Number(r.member_id), BigInt(r.amount)])).toEqual([
      [a.id, 5_000n],
      [c.id, 2_000n],
    ]);
    const list = await op('GET', '/leaderboards');
    expect(list.json().value.list.find((x: { id: number }) => x.id === id).payouts).toHaveLength(1);
  });

  it('ranks by the biggest multiplier of one round, above the minimum bet', async () => {
    const res = await op('POST', '/leaderboards', {
      title: title('Big win'),
      period: 'WEEKLY',
      metric: 'MULTIPLIER',
      minBet: '1.00',
      prizes: ['10.00'],
    });
    const id = res.json().value.id as number;
    const [a, b] = [await registerMember(t), await registerMember(t)];
    await bet(a.id, { bet: 100n, win: 12_345n, status: 'win' });
    await bet(b.id, { bet: 10n, win: 100_000n, status: 'win' });
    const board = (await get('/wps/relay/MCSFE_getMissionLeaderboard', a.token))
      .json()
      .value.boards.find((x: { id: number }) => x.id === id);
    expect(board.me).toMatchObject({ rank: 1, score: 123.45 });
  });
});

describe('raffles: POST /wps/relay/MCS2_claimRafflePromotion, GET /wps/relay/MCSFE_getRaffles, GET /wps/relay/MCSFE_verifyRaffle', () => {
  const create = async (over: Record<string, unknown>) => {
    const res = await op('POST', '/raffles', {
      title: title('Weekly raffle'),
      ticketMode: 'DEPOSIT',
      ticketUnit: '50.00',
      opensAt: Date.now() - 60_000,
      closesAt: Date.now() + 3_600_000,
      drawAt: Date.now() + 7_200_000,
      prizes: ['100.00', '30.00'],
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { id: number; seedHash: string; serverSeed: string | null };
  };

  it('401 without a token; 400 without an id; 403 for the operator without engagement.write', async () => {
    expect((await post('/wps/relay/MCS2_claimRafflePromotion', { raffleId: 1 })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await post('/wps/relay/MCS2_claimRafflePromotion', {}, m.token)).statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_verifyRaffle')).statusCode).toBe(400);
    expect((await op('POST', '/raffles/draw', { raffleId: 1 }, support)).statusCode).toBe(403);
  });

  it('deposits earn tickets; turnover tickets are claimed; the draw reveals the seed and anyone can verify it', async () => {
    const dep = await create({});
    expect(dep.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(dep.serverSeed).toBeNull();
    const turn = await create({ ticketMode: 'TURNOVER', ticketUnit: '10.00' });
    const [a, b] = [await registerMember(t), await registerMember(t)];
    await deposit(a.token, '160.00');
    await deposit(b.token, '100.00');
    const listA = (await get('/wps/relay/MCSFE_getRaffles', a.token)).json().value.list;
    expect(listA.find((r: { id: number }) => r.id === dep.id)).toMatchObject({ myTickets: 3, state: 'OPEN' });
    await bet(b.id, { bet: 3_500n });
    const before = (await get('/wps/relay/MCSFE_getRaffles', b.token))
      .json()
      .value.list.find((r: { id: number }) => r.id === turn.id);
    expect(before).toMatchObject({ myTickets: 0, claimableTickets: 3 });
    const claim = await post('/wps/relay/MCS2_claimRafflePromotion', { raffleId: turn.id }, b.token);
    expect(claim.json().value).toEqual({ raffleId: turn.id, added: 3, myTickets: 3 });
    const again = await post('/wps/relay/MCS2_claimRafflePromotion', { raffleId: turn.id }, b.token);
    expect(again.json().value).toMatchObject({ added: 0, myTickets: 3 });

    // Not closed yet: no draw.
    const early = await op('POST', '/raffles/draw', { raffleId: dep.id });
    expect(early.json().errorCode).toBe('raffle.not.closed');
    expect((await get(`/wps/relay/MCSFE_verifyRaffle?raffleId=${dep.id}`)).json().value).toMatchObject({
      serverSeed: null,
      verified: false,
    });

    await t.database.db
      .update(raffles)
      .set({ closesAt: new Date(Date.now() - 1000), drawAt: new Date(Date.now() - 500) })
      .where(eq(raffles.id, dep.id));
    await t.database.db
      .update(raffles)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(raffles.id, turn.id));
    const closed = await post('/wps/relay/MCS2_claimRafflePromotion', { raffleId: turn.id }, b.token);
    expect(closed.json().errorCode).toBe('raffle.not.open');

    // The job draws the due one, twice without effect.
    await Promise.all([t.services.engagement.drawDueRaffles(), t.services.engagement.drawDueRaffles()]);
    const verify = (await get(`/wps/relay/MCSFE_verifyRaffle?raffleId=${dep.id}`)).json().value;
    expect(verify.verified).toBe(true);
    expect(verify.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(verify.totalTickets).toBe(5);
    expect(verify.winners).toHaveLength(2);
    expect(verify.ticketList.split('\n').filter(Boolean)).toHaveLength(2);
    const prizes = await t.database.db.execute(
      sql`select count(*)::int as n from reward_items where source = 'RAFFLE' and source_ref = ${String(dep.id)}`,
    );
    expect(Number((prizes as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(2);

    // A tampered result no longer verifies.
    const [row] = await t.database.db.select().from(raffles).where(eq(raffles.id, dep.id));
    await t.database.db
      .update(raffles)
      .set({ winners: [...row!.winners!].reverse() })
      .where(eq(raffles.id, dep.id));
    expect((await get(`/wps/relay/MCSFE_verifyRaffle?raffleId=${dep.id}`)).json().value.verified).toBe(false);

    const drawn = await op('POST', '/raffles/draw', { raffleId: turn.id });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().value).toMatchObject({ state: 'DRAWN', totalTickets: 3, participants: 1 });
    expect(drawn.json().value.winners).toHaveLength(1);
  });
});
