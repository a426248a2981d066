import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, depositOrders, paymentChannels, payoutAccounts, withdrawalOrders } from '../src/db/schema.js';
import { addDays, localDay } from '../src/modules/reports/reports.service.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { asOperator, operatorToken, rid } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
let content: string;
let alice: { username: string; id: number };
let bob: { username: string; id: number };
const TZ = 'Asia/Manila';
let today: string;
let seeded: number;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/v1${url}`, headers: token ? asOperator(token) : asOperator('') });
const noToken = (url: string) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/v1${url}`, headers: { 'x-wps-merchant': TEST_MERCHANT } });

const round = async (
  memberId: number,
  p: { vendor: string; category: string; bet: bigint; win: bigint; at: Date; trial?: boolean },
) =>
  t.database.db.insert(betRounds).values({
    merchantCode: TEST_MERCHANT,
    memberId,
    vendorCode: p.vendor,
    gameCode: 'g1',
    category: p.category,
    roundId: rid(),
    betAmount: p.bet,
    validBet: p.bet,
    winAmount: p.win,
    status: p.win > 0n ? 'win' : 'lose',
    trial: p.trial ?? false,
    openedAt: p.at,
    closedAt: p.at,
  });

const channelId = async (code: string) =>
  (
    await t.database.db
      .select({ id: paymentChannels.id })
      .from(paymentChannels)
      .where(eq(paymentChannels.code, code))
      .limit(1)
  )[0]!.id;

const deposit = async (
  memberId: number,
  channel: number,
  amount: bigint,
  paidAt: Date,
  status: 'PAID' | 'PENDING' = 'PAID',
) =>
  t.database.db.insert(depositOrders).values({
    merchantCode: TEST_MERCHANT,
    orderNo: `D${rid()}`,
    memberId,
    channelId: channel,
    amount,
    status,
    expiresAt: paidAt,
    paidAt: status === 'PAID' ? paidAt : null,
  });

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  admin = await operatorToken(t, 'ADMIN');
  support = await operatorToken(t, 'SUPPORT');
  content = await operatorToken(t, 'CONTENT');
  // The demo seed's own accounts were registered today too.
  seeded = (await get(`/dashboard?tz=${TZ}`, admin)).json().value.figures.today.registrations;
  alice = await registerMember(t);
  bob = await registerMember(t);
  today = localDay(new Date(), TZ);

  const now = new Date();
  const gcash = await channelId('GCASH');
  const bank = await channelId('BANK');
  await deposit(alice.id, gcash, 100_050n, now);
  await deposit(alice.id, gcash, 20_000n, new Date(now.getTime() - 40 * 86_400_000)); // her first deposit, long ago
  await deposit(bob.id, bank, 50_000n, now);
  await deposit(bob.id, bank, 99_900n, now, 'PENDING');
  const [acct] = await t.database.db
    .insert(payoutAccounts)
    .values({ memberId: bob.id, channelId: bank, accountNo: '123', holderName: 'Bob' })
    .returning();
  await t.database.db.insert(withdrawalOrders).values({
    merchantCode: TEST_MERCHANT,
    orderNo: `W${rid()}`,
    memberId: bob.id,
    payoutAccountId: acct!.id,
    amount: 30_000n,
    status: 'PAID',
    paidAt: now,
  });
  await round(alice.id, { vendor: 'PGS', category: 'RNG', bet: 10_000n, win: 3_000n, at: now });
  await round(alice.id, { vendor: 'PGL', category: 'LIVE', bet: 5_000n, win: 7_500n, at: now });
  await round(bob.id, { vendor: 'PGS', category: 'RNG', bet: 2_000n, win: 0n, at: now });
  await round(bob.id, { vendor: 'PGS', category: 'RNG', bet: 90_000n, win: 0n, at: now, trial: true });
  const bonus = await t.app.inject({
    method: 'POST',
    url: '/wps/operator/v1/members/adjust',
    headers: asOperator(admin),
    payload: { account: alice.username, kind: 'BONUS', amount: 12.5, remark: 'welcome', requestId: rid() },
  });
  expect(bonus.statusCode).toBe(200);
}, 180_000);

afterAll(async () => t?.close());

/** Today's figures: GCASH 1000.50 + BANK 500.00 paid; rounds 170.00 bet, 105.00 won; 12.50 bonus. */
describe('GET /dashboard', () => {
  it('refuses without a session', async () => {
    expect((await noToken('/dashboard')).statusCode).toBe(401);
  });
  it('refuses a role without payment data (CONTENT)', async () => {
    const res = await get('/dashboard', content);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBeTruthy();
  });
  it('refuses a time zone that does not exist', async () => {
    const res = await get('/dashboard?tz=Mars/Olympus', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
  it('sums today and the last 30 days exactly, per day, category and vendor', async () => {
    const res = await get(`/dashboard?tz=${encodeURIComponent(TZ)}`, support);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.timeZone).toBe(TZ);
    expect(v.today).toBe(today);
    expect(v.figures.today).toMatchObject({
      deposits: 1500.5,
      depositCount: 2,
      withdrawals: 300,
      withdrawalCount: 1,
      bets: 170,
      wins: 105,
      ggr: 65,
      bonuses: 12.5,
      ngr: 52.5,
      registrations: seeded + 2,
      // Bob's first deposit is today; Alice's was 40 days ago.
      firstDeposits: 1,
    });
    expect(v.figures.today.activePlayers).toBeGreaterThanOrEqual(2);
    expect(v.figures.last30.deposits).toBe(1500.5);
    expect(v.figures.previous30.deposits).toBe(200);
    expect(v.daily).toHaveLength(30);
    expect(v.daily.at(-1)).toMatchObject({ day: today, deposits: 1500.5, ggr: 65 });
    expect(v.byCategory).toEqual([
      { key: 'RNG', rounds: 2, bets: 120, wins: 30, ggr: 90 },
      { key: 'LIVE', rounds: 1, bets: 50, wins: 75, ggr: -25 },
    ]);
    expect(v.byVendor.map((s: { key: string }) => s.key)).toEqual(['PGS', 'PGL']);
    expect(v.pendingApprovals).toBe(0);
  });
});

const range = () => `from=${addDays(today, -6)}&to=${today}&tz=${encodeURIComponent(TZ)}`;

describe('GET /reports/ggr', () => {
  it('refuses without a session', async () => {
    expect((await noToken(`/reports/ggr?${range()}`)).statusCode).toBe(401);
  });
  it('refuses a role without reports (SUPPORT)', async () => {
    expect((await get(`/reports/ggr?${range()}`, support)).statusCode).toBe(403);
  });
  it('refuses a backwards range, a range above a year, a bad day and a bad grouping', async () => {
    for (const q of [
      `from=${today}&to=${addDays(today, -1)}`,
      `from=${addDays(today, -400)}&to=${today}`,
      `from=2026-02-30&to=${today}`,
      `${range()}&groupBy=member`,
      `${range()}&sort=nope`,
    ]) {
      const res = await get(`/reports/ggr?${q}`, admin);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
  it('groups per day × vendor × category with totals, sorted and paged on the server', async () => {
    const res = await get(`/reports/ggr?${range()}&sort=ggr&order=desc&pageSize=1`, admin);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.total).toBe(2);
    expect(v.list).toEqual([
      {
        day: today,
        vendor: 'PGS',
        category: 'RNG',
        rounds: 2,
        players: 2,
        bets: 120,
        wins: 30,
        ggr: 90,
        bonuses: null,
        ngr: null,
      },
    ]);
    expect(v.totals).toEqual({ bets: 170, wins: 105, ggr: 65, bonuses: 12.5, ngr: 52.5 });
    const second = (await get(`/reports/ggr?${range()}&sort=ggr&order=desc&pageSize=1&page=2`, admin)).json().value;
    expect(second.list[0]).toMatchObject({ vendor: 'PGL', ggr: -25 });
  });
  it('per day alone carries bonuses and NGR', async () => {
    const v = (await get(`/reports/ggr?${range()}&groupBy=day`, admin)).json().value;
    expect(v.list).toEqual([
      {
        day: today,
        vendor: null,
        category: null,
        rounds: 3,
        players: 2,
        bets: 170,
        wins: 105,
        ggr: 65,
        bonuses: 12.5,
        ngr: 52.5,
      },
    ]);
  });
  it('follows the time zone: a round at 23:30 UTC is the next day in Manila', async () => {
    const day = addDays(today, -3);
    await round(bob.id, { vendor: 'PGL', category: 'LIVE', bet: 1_000n, win: 0n, at: new Date(`${day}T23:30:00Z`) });
    const utc = (await get(`/reports/ggr?from=${day}&to=${day}&tz=UTC&groupBy=day`, admin)).json().value;
    expect(utc.list).toMatchObject([{ day, bets: 10 }]);
    const manila = (await get(`/reports/ggr?from=${day}&to=${addDays(day, 1)}&tz=${TZ}&groupBy=day`, admin)).json()
      .value;
    expect(manila.timeZone).toBe(TZ);
    expect(manila.list).toMatchObject([{ day: addDays(day, 1), bets: 10 }]);
  });
});

describe('GET /reports/payments', () => {
  it('refuses without a session', async () => {
    expect((await noToken(`/reports/payments?${range()}`)).statusCode).toBe(401);
  });
  it('refuses a role without reports (CONTENT)', async () => {
    expect((await get(`/reports/payments?${range()}`, content)).statusCode).toBe(403);
  });
  it('refuses a missing range', async () => {
    expect((await get('/reports/payments', admin)).statusCode).toBe(400);
  });
  it('counts paid deposits and paid-out withdrawals per channel', async () => {
    const v = (await get(`/reports/payments?${range()}&sort=channelCode&order=asc`, admin)).json().value;
    expect(v.list).toEqual([
      {
        channelCode: 'BANK',
        channelName: expect.any(String),
        channelType: 'BANK',
        depositCount: 1,
        deposits: 500,
        withdrawalCount: 1,
        withdrawals: 300,
        net: 200,
      },
      {
        channelCode: 'GCASH',
        channelName: expect.any(String),
        channelType: expect.any(String),
        depositCount: 1,
        deposits: 1000.5,
        withdrawalCount: 0,
        withdrawals: 0,
        net: 1000.5,
      },
    ]);
  });
});

describe('GET /reports/player-pnl', () => {
  it('refuses without a session', async () => {
    expect((await noToken(`/reports/player-pnl?${range()}`)).statusCode).toBe(401);
  });
  it('refuses a role without reports (SUPPORT)', async () => {
    expect((await get(`/reports/player-pnl?${range()}`, support)).statusCode).toBe(403);
  });
  it('refuses a page size above 500', async () => {
    expect((await get(`/reports/player-pnl?${range()}&pageSize=501`, admin)).statusCode).toBe(400);
  });
  it('lists each player with bets, wins, GGR, deposits, withdrawals and bonuses; trial rounds left out', async () => {
    const v = (await get(`/reports/player-pnl?${range()}&sort=ggr&order=desc`, admin)).json().value;
    expect(v.total).toBe(2);
    expect(v.list[0]).toMatchObject({
      account: alice.username,
      rounds: 2,
      bets: 150,
      wins: 105,
      ggr: 45,
      deposits: 1000.5,
      bonuses: 12.5,
    });
    expect(v.list[1]).toMatchObject({
      account: bob.username,
      bets: 30,
      ggr: 30,
      deposits: 500,
      withdrawals: 300,
      bonuses: 0,
    });
    const one = (await get(`/reports/player-pnl?${range()}&q=${bob.username}`, admin)).json().value;
    expect(one.list.map((r: { account: string }) => r.account)).toEqual([bob.username]);
  });
});

describe('GET /reports/players', () => {
  it('refuses without a session', async () => {
    expect((await noToken(`/reports/players?${range()}`)).statusCode).toBe(401);
  });
  it('refuses a role without reports (CONTENT)', async () => {
    expect((await get(`/reports/players?${range()}`, content)).statusCode).toBe(403);
  });
  it('refuses an unknown time zone', async () => {
    expect((await get(`/reports/players?from=${today}&to=${today}&tz=Nowhere/Town`, admin)).statusCode).toBe(400);
  });
  it('has every day of the range with registrations, first deposits and active players', async () => {
    const v = (await get(`/reports/players?${range()}`, admin)).json().value;
    expect(v.total).toBe(7);
    expect(v.list[0]).toMatchObject({ day: today, registrations: seeded + 2, firstDeposits: 1, bettors: 2 });
    expect(v.list[0].activePlayers).toBeGreaterThanOrEqual(2);
    expect(v.list[1]).toMatchObject({ day: addDays(today, -1), registrations: 0, firstDeposits: 0 });
  });
});

describe('GET /reports/<name>.csv', () => {
  it('refuses without a session', async () => {
    expect((await noToken(`/reports/ggr.csv?${range()}`)).statusCode).toBe(401);
  });
  it('refuses a role without reports (SUPPORT)', async () => {
    expect((await get(`/reports/ggr.csv?${range()}`, support)).statusCode).toBe(403);
  });
  it('refuses a bad range with the envelope', async () => {
    const res = await get(`/reports/payments.csv?from=${today}&to=2020-01-01`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
  it('streams every row with a header, money as exact decimals', async () => {
    const res = await get(`/reports/player-pnl.csv?${range()}&sort=account&order=asc`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="player-pnl-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('account,rounds,bets,wins,ggr,deposits,withdrawals,bonuses');
    expect(lines).toContain(`${alice.username},2,150.00,105.00,45.00,1000.50,0.00,12.50`);
    const ggr = (await get(`/reports/ggr.csv?${range()}&groupBy=day`, admin)).body.split('\r\n');
    expect(ggr[1]).toBe(`${today},,,3,2,170.00,105.00,65.00,12.50,52.50`);
  });
});
