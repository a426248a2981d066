import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betRounds,
  memberIps,
  members,
  promotionCheckins,
  promotions,
  bonusGrants,
  rewardItems,
} from '../src/db/schema.js';
import { CAPTCHA, randomIp, registerMember } from './helpers/accounts.js';
import { asMember, asOperator, operatorToken, rid } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    TEST_CAPTCHA_CODE: CAPTCHA,
    SANDBOX_GATEWAY: true,
    SANDBOX_GATEWAY_SECRET: 'x'.repeat(30),
  });
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

type Card = { id: number; type: string; mechanic: string; status: string | null; streak: number; remark: string };

const get = (url: string, headers: Record<string, string> = wps) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: randomIp() });
const post = (url: string, payload: object, headers: Record<string, string> = wps) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: randomIp() });
const op = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({
    method,
    url: `/wps/operator/v1/promotions${url}`,
    headers: asOperator(token),
    ...(payload ? { payload } : {}),
    remoteAddress: randomIp(),
  });

const cards = async (token?: string, query = '') =>
  (await get(`/wps/promotions${query}`, token ? asMember(token) : wps)).json().value.list as Card[];
const byType = async (type: string, token?: string) => (await cards(token)).find((c) => c.type === type)!;
const statusOf = async (id: number, token: string) =>
  (await get(`/wps/promotions/detail?id=${id}`, asMember(token))).json().value.status as string;

/** Pays a sandbox deposit (checkout → Pay), as the portal's gateway flow does. */
const deposit = async (token: string, amount: string) => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_createDepositTask',
    headers: asMember(token),
    payload: { channelCode: 'SANDBOX', amount, requestId: rid() },
  });
  const order = created.json().value as { orderNo: string; checkoutUrl: string };
  const pay = await t.app.inject({
    method: 'POST',
    url: `${order.checkoutUrl}/pay`,
    headers: { merchant: TEST_MERCHANT },
  });
  expect(pay.statusCode).toBe(200);
  return order.orderNo;
};

const itemsOf = (memberId: number) =>
  t.database.db.select().from(rewardItems).where(eq(rewardItems.memberId, memberId));

const text = (title: string, body = '<p>Body</p>') => ({ EN: { title, summary: 'Summary', body, terms: '' } });
const fixedPromotion = (over: Record<string, unknown> = {}) => ({
  type: 'LIMITED',
  mechanic: 'FIXED',
  startAt: Date.now() - 60_000,
  endAt: Date.now() + 86_400_000,
  content: text('Test fixed'),
  config: { fixed: { amount: '10' } },
  ...over,
});
const createLive = async (body: object) => {
  const created = await op('POST', '', body);
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().value.id as number;
  expect((await op('POST', '/state', { id, state: 'LIVE' })).statusCode).toBe(200);
  return id;
};

describe('GET /wps/promotions', () => {
  it('400 for an unknown type', async () => {
    const res = await get('/wps/promotions?type=NOPE');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('visitors see one live demo promotion of every type, without a member status', async () => {
    const list = await cards();
    expect(new Set(list.map((c) => c.type))).toEqual(
      new Set(['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP']),
    );
    expect(list.every((c) => c.status === null)).toBe(true);
    expect((await cards(undefined, '?type=DAILY')).map((c) => c.mechanic)).toEqual(['CHECKIN']);
  });

  it('texts follow the Language header', async () => {
    const th = (await get('/wps/promotions?type=DAILY', { ...wps, Language: 'TH' })).json().value.list[0];
    expect(th.title).toBe('เช็คอินรายวัน');
  });

  it('a new member sees the status of each mechanic', async () => {
    const m = await registerMember(t);
    const list = await cards(m.token);
    const st = Object.fromEntries(list.map((c) => [c.type, c.status]));
    expect(st).toEqual({
      NEWBIE: 'join',
      LIMITED: 'claim',
      SPECIAL: 'join',
      DAILY: 'claim',
      HIGH_REBATE: 'processing',
      VIP: 'closed',
    });
  });
});

describe('GET /wps/promotions/detail', () => {
  it('400 without an id, 404 for an unknown one', async () => {
    expect((await get('/wps/promotions/detail')).statusCode).toBe(400);
    expect((await get('/wps/promotions/detail?id=999999')).statusCode).toBe(404);
  });

  it('answers the content and the check-in amounts', async () => {
    const daily = await byType('DAILY');
    const d = (await get(`/wps/promotions/detail?id=${daily.id}`)).json().value;
    expect(d.body).toContain('<p>');
    expect(d.checkinAmounts).toEqual([1, 2, 3, 5, 8, 10, 18]);
  });
});

describe('GET /wps/promotions/count', () => {
  it('0 for visitors; the actionable promotions for a member', async () => {
    expect((await get('/wps/promotions/count')).json().value.available).toBe(0);
    const m = await registerMember(t);
    // join NEWBIE, claim LIMITED, apply SPECIAL, check in DAILY.
    expect((await get('/wps/promotions/count', asMember(m.token))).json().value.available).toBe(4);
  });
});

describe('POST /wps/promotions/join', () => {
  it('401 without a session, 400 without an id, 409 where no join is needed', async () => {
    const newbie = await byType('NEWBIE');
    expect((await post('/wps/promotions/join', { id: newbie.id })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await post('/wps/promotions/join', {}, asMember(m.token))).statusCode).toBe(400);
    const limited = await byType('LIMITED');
    const res = await post('/wps/promotions/join', { id: limited.id }, asMember(m.token));
    expect(res.json().errorCode).toBe('promotion.action.invalid');
  });

  it('joins the deposit match; the first deposit offers the match once, the second deposit nothing', async () => {
    const newbie = await byType('NEWBIE');
    const m = await registerMember(t);
    const joined = await post('/wps/promotions/join', { id: newbie.id }, asMember(m.token));
    expect(joined.json().value).toEqual({ id: newbie.id, status: 'processing' });
    const orderNo = await deposit(m.token, '500');
    let items = await itemsOf(m.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      source: 'PROMOTION',
      amount: 50_000n,
      depositAmount: 50_000n,
      wageringX100: 1500,
      wageringBase: 'BONUS_DEPOSIT',
      status: 'CLAIMABLE',
    });
    expect(await statusOf(newbie.id, m.token)).toBe('claim');
    // The hook run again for the same deposit (a replayed event) offers nothing new.
    await t.database.db.transaction((tx) =>
      t.services.promotions.onDepositPaid(tx, {
        merchantCode: TEST_MERCHANT,
        memberId: m.id,
        orderNo,
        amount: 50_000n,
        channelCode: 'SANDBOX',
        paidAt: new Date(),
      }),
    );
    await deposit(m.token, '300');
    items = await itemsOf(m.id);
    expect(items).toHaveLength(1);
  });

  it('without the join, a deposit offers nothing', async () => {
    const m = await registerMember(t);
    await deposit(m.token, '500');
    expect(await itemsOf(m.id)).toHaveLength(0);
  });

  it('caps the match at its maximum bonus', async () => {
    const newbie = await byType('NEWBIE');
    const m = await registerMember(t);
    await post('/wps/promotions/join', { id: newbie.id }, asMember(m.token));
    await deposit(m.token, '5000');
    expect((await itemsOf(m.id))[0]!.amount).toBe(100_000n);
  });
});

describe('POST /wps/promotions/claim', () => {
  it('401 without a session, 400 with a bad id, 404 for an unknown promotion', async () => {
    expect((await post('/wps/promotions/claim', { id: 1 })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await post('/wps/promotions/claim', { id: 'x' }, asMember(m.token))).statusCode).toBe(400);
    expect((await post('/wps/promotions/claim', { id: 999_999 }, asMember(m.token))).statusCode).toBe(404);
  });

  it('403 when the member is not eligible (VIP level)', async () => {
    const m = await registerMember(t);
    const vip = await byType('VIP');
    const res = await post('/wps/promotions/claim', { id: vip.id }, asMember(m.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('promotion.not.eligible');
    await t.database.db.update(members).set({ clubRankLevel: 5 }).where(eq(members.id, m.id));
    expect((await post('/wps/promotions/claim', { id: vip.id }, asMember(m.token))).statusCode).toBe(200);
  });

  it('credits a fixed bonus through the bonus engine once per period', async () => {
    const m = await registerMember(t);
    const limited = await byType('LIMITED');
    const res = await post('/wps/promotions/claim', { id: limited.id }, asMember(m.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.rewardItemId).toBeGreaterThan(0);
    // Claimed at once: the reward item is CLAIMED and its bonus grant carries the ×5 wagering.
    expect(await itemsOf(m.id)).toMatchObject([{ amount: 1800n, wageringX100: 500, status: 'CLAIMED' }]);
    const grants = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, m.id));
    expect(grants).toMatchObject([{ amount: 1800n, requiredTurnover: 9000n, status: 'ACTIVE' }]);
    expect(await statusOf(limited.id, m.token)).toBe('claimed');
    // The weekly limit refuses a second one; nothing more is paid.
    const again = await post('/wps/promotions/claim', { id: limited.id }, asMember(m.token));
    expect(again.json().errorCode).toBe('promotion.limit.reached');
    expect(await itemsOf(m.id)).toHaveLength(1);
  });

  it('never passes the budget under parallel claims', async () => {
    const id = await createLive(fixedPromotion({ budget: '50', content: text('Budget test') }));
    const players = await Promise.all(Array.from({ length: 8 }, () => registerMember(t)));
    const results = await Promise.all(players.map((p) => post('/wps/promotions/claim', { id }, asMember(p.token))));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.json().errorCode === 'promotion.budget.exhausted')).toHaveLength(3);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row!.spent).toBe(5_000n);
    expect(await statusOf(id, players.find((_, i) => results[i]!.statusCode !== 200)!.token)).toBe('closed');
  });

  it('refuses a linked account (same IP) when anti-abuse is on, and the abuse report lists it', async () => {
    const id = await createLive(
      fixedPromotion({
        content: text('Household test'),
        config: { fixed: { amount: '5' }, antiAbuse: { sameIp: true, ipWindowDays: 30 } },
      }),
    );
    const a = await registerMember(t);
    const b = await registerMember(t);
    const shared = '203.0.113.77';
    await t.database.db.insert(memberIps).values([
      { memberId: a.id, ip: shared },
      { memberId: b.id, ip: shared },
    ]);
    expect((await post('/wps/promotions/claim', { id }, asMember(a.token))).statusCode).toBe(200);
    const refused = await post('/wps/promotions/claim', { id }, asMember(b.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('promotion.household.duplicate');
    const abuse = (await op('GET', '/abuse')).json().value.list;
    expect(abuse).toContainEqual(
      expect.objectContaining({
        promotionId: id,
        reason: 'SAME_IP',
        account: b.username,
        linkedAccount: a.username,
        refused: true,
      }),
    );
  });
});

describe('POST /wps/promotions/checkin', () => {
  it('401 without a session, 409 on a promotion that is not a check-in', async () => {
    const daily = await byType('DAILY');
    expect((await post('/wps/promotions/checkin', { id: daily.id })).statusCode).toBe(401);
    const m = await registerMember(t);
    const limited = await byType('LIMITED');
    expect((await post('/wps/promotions/checkin', { id: limited.id }, asMember(m.token))).statusCode).toBe(409);
  });

  it('signs once a day; a streak from yesterday grows, a missed day restarts it', async () => {
    const daily = await byType('DAILY');
    const m = await registerMember(t);
    const first = await post('/wps/promotions/checkin', { id: daily.id }, asMember(m.token));
    expect(first.json().value).toMatchObject({ status: 'signed', streak: 1, amount: 1 });
    expect((await post('/wps/promotions/checkin', { id: daily.id }, asMember(m.token))).statusCode).toBe(409);
    expect((await byType('DAILY', m.token)).status).toBe('signed');

    // Yesterday (in the brand's zone, Manila) signed on day 3 of a streak: today is day 4.
    const n = await registerMember(t);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    const day = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insert(promotionCheckins)
      .values({ promotionId: daily.id, memberId: n.id, day: day(-1), streak: 3 });
    const fourth = await post('/wps/promotions/checkin', { id: daily.id }, asMember(n.token));
    expect(fourth.json().value).toMatchObject({ streak: 4, amount: 5 });

    const o = await registerMember(t);
    await t.database.db
      .insert(promotionCheckins)
      .values({ promotionId: daily.id, memberId: o.id, day: day(-2), streak: 6 });
    expect((await post('/wps/promotions/checkin', { id: daily.id }, asMember(o.token))).json().value.streak).toBe(1);
  });
});

describe('POST /wps/promotions/apply and the review queue', () => {
  it('401 without a session, 400 for a note over 140 characters', async () => {
    const special = await byType('SPECIAL');
    expect((await post('/wps/promotions/apply', { id: special.id })).statusCode).toBe(401);
    const m = await registerMember(t);
    const res = await post('/wps/promotions/apply', { id: special.id, note: 'x'.repeat(141) }, asMember(m.token));
    expect(res.statusCode).toBe(400);
  });

  it('applying → rejected with a remark → applying again → issued', async () => {
    const special = await byType('SPECIAL');
    const m = await registerMember(t);
    const applied = await post(
      '/wps/promotions/apply',
      { id: special.id, note: 'Big win on round 42' },
      asMember(m.token),
    );
    expect(applied.json().value.status).toBe('applying');
    expect((await post('/wps/promotions/apply', { id: special.id }, asMember(m.token))).statusCode).toBe(409);

    const queue = (await op('GET', '/applications?status=APPLYING')).json().value;
    const row = queue.list.find((a: { account: string }) => a.account === m.username);
    expect(row).toMatchObject({ note: 'Big win on round 42', suggestedAmount: 88 });

    // 401 without a token, 403 for CONTENT, 400 for a rejection without a remark.
    const review = (body: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/wps/operator/v1/promotions/applications/review', headers, payload: body });
    expect((await review({ id: row.id, decision: 'REJECT', remark: 'no' }, wps)).statusCode).toBe(401);
    const content = await operatorToken(t, 'CONTENT');
    expect((await review({ id: row.id, decision: 'REJECT', remark: 'no' }, asOperator(content))).statusCode).toBe(403);
    expect((await review({ id: row.id, decision: 'REJECT' }, asOperator(admin))).statusCode).toBe(400);

    const rejected = await review({ id: row.id, decision: 'REJECT', remark: 'Round not found' }, asOperator(admin));
    expect(rejected.json().value.status).toBe('EXECUTED');
    const card = await byType('SPECIAL', m.token);
    expect(card).toMatchObject({ status: 'rejected', remark: 'Round not found' });

    await post('/wps/promotions/apply', { id: special.id, note: 'Round 43' }, asMember(m.token));
    const again = (await op('GET', '/applications?status=APPLYING'))
      .json()
      .value.list.find((a: { account: string }) => a.account === m.username);
    const issued = await review({ id: again.id, decision: 'ISSUE', amount: '88' }, asOperator(admin));
    expect(issued.json().value).toMatchObject({ status: 'EXECUTED', kind: 'promotion.issue' });
    expect(await statusOf(special.id, m.token)).toBe('issued');
    expect((await itemsOf(m.id)).map((i) => i.amount)).toEqual([8_800n]);
    // Decided once: a second decision is refused.
    expect((await review({ id: again.id, decision: 'ISSUE' }, asOperator(admin))).statusCode).toBe(409);
  });

  it('an amount above the promotion.issue threshold waits for a second operator', async () => {
    const special = await byType('SPECIAL');
    const m = await registerMember(t);
    await post('/wps/promotions/apply', { id: special.id }, asMember(m.token));
    const row = (await op('GET', '/applications?status=APPLYING'))
      .json()
      .value.list.find((a: { account: string }) => a.account === m.username);
    const res = await op('POST', '/applications/review', { id: row.id, decision: 'ISSUE', amount: '600' });
    expect(res.json().value).toMatchObject({ status: 'PENDING', kind: 'promotion.issue' });
    expect(await itemsOf(m.id)).toHaveLength(0);
  });
});

describe('rebate job', () => {
  it("offers 1% of yesterday's valid slot bets once, however often it runs", async () => {
    const m = await registerMember(t);
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const round = (roundId: string, category: string, validBet: bigint, status: 'win' | 'lose' | 'refund') => ({
      merchantCode: TEST_MERCHANT,
      memberId: m.id,
      vendorCode: 'SIM',
      gameCode: 'g1',
      category,
      roundId,
      betAmount: validBet,
      validBet,
      winAmount: 0n,
      status,
      openedAt: yesterday,
      closedAt: yesterday,
    });
    await t.database.db
      .insert(betRounds)
      .values([
        round(`${m.id}-a`, 'RNG', 100_000n, 'lose'),
        round(`${m.id}-b`, 'RNG', 50_000n, 'win'),
        round(`${m.id}-c`, 'RNG', 70_000n, 'refund'),
        round(`${m.id}-d`, 'LIVE', 90_000n, 'lose'),
      ]);
    expect(await t.services.promotions.runRebates(now)).toBeGreaterThanOrEqual(1);
    expect(await t.services.promotions.runRebates(now)).toBe(0);
    const items = (await itemsOf(m.id)).filter((i) => i.source === 'REBATE');
    // 1% of 1,500.00 (RNG, settled; the refund and the LIVE round do not count).
    expect(items.map((i) => i.amount)).toEqual([1_500n]);
    expect((await byType('HIGH_REBATE', m.token)).status).toBe('claim');
  });
});

describe('back office: /wps/operator/v1/promotions', () => {
  it('401 without a token, 403 for SUPPORT, 400 without the settings of the mechanic', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/operator/v1/promotions', headers: wps })).statusCode).toBe(
      401,
    );
    const support = await operatorToken(t, 'SUPPORT');
    expect((await op('GET', '', undefined, support)).statusCode).toBe(403);
    const bad = await op('POST', '', fixedPromotion({ config: {} }));
    expect(bad.statusCode).toBe(400);
    expect((await op('POST', '', fixedPromotion({ content: { TH: { title: 'x' } } }))).statusCode).toBe(400);
  });

  it('creates a draft (hidden), sanitises its HTML, publishes it (shown), ends it (closed)', async () => {
    const created = await op(
      'POST',
      '',
      fixedPromotion({ content: text('Editor test', '<p onclick="x()">Hi<script>alert(1)</script></p>') }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const promo = created.json().value;
    expect(promo).toMatchObject({ state: 'DRAFT', title: 'Editor test' });
    expect(promo.content.EN.body).toBe('<p>Hi</p>');
    expect((await cards()).some((c) => c.id === promo.id)).toBe(false);
    expect((await get(`/wps/promotions/detail?id=${promo.id}`)).statusCode).toBe(404);

    expect((await op('POST', '/state', { id: promo.id, state: 'LIVE' })).json().value.state).toBe('LIVE');
    expect((await cards()).some((c) => c.id === promo.id)).toBe(true);

    const updated = await op('PUT', '', { ...fixedPromotion({ content: text('Editor test 2') }), id: promo.id });
    expect(updated.json().value.title).toBe('Editor test 2');
    const grid = (await op('GET', '?state=LIVE&pageSize=100')).json().value;
    expect(grid.list.some((r: { id: number }) => r.id === promo.id)).toBe(true);

    expect((await op('POST', '/state', { id: promo.id, state: 'ENDED' })).statusCode).toBe(200);
    expect((await cards()).find((c) => c.id === promo.id)?.status).toBe('closed');
    const m = await registerMember(t);
    expect((await byType('LIMITED', m.token)).status).toBeDefined();
    expect(await statusOf(promo.id, m.token)).toBe('closed');
    expect((await op('POST', '/state', { id: promo.id, state: 'LIVE' })).statusCode).toBe(409);
  });

  it('reports cost, claims and conversion per promotion', async () => {
    const report = (await op('GET', '/report')).json().value.list;
    const limited = report.find(
      (r: { type: string; mechanic: string }) => r.type === 'LIMITED' && r.mechanic === 'FIXED',
    );
    expect(limited.offered).toBeGreaterThanOrEqual(1);
    expect(limited.cost).toBeGreaterThanOrEqual(18);
    const newbie = report.find((r: { type: string }) => r.type === 'NEWBIE');
    expect(newbie.joined).toBeGreaterThanOrEqual(2);
    expect(newbie.conversion).toBe(0);
  });
});
