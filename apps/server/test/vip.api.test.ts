import { randomBytes } from 'node:crypto';
import { maskAccount } from '@pagoda/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, betRounds, memberVip, referralRules, rewardItems } from '../src/db/schema.js';
import { CAPTCHA, captchaCookie, encrypted, registerMember, uniqueName } from './helpers/accounts.js';
import { asMember, asOperator, operatorToken, rid } from './helpers/money.js';
import { createTestApp, TEST_MERCHANT, type TestContext, wps } from './helpers/test-app.js';

const SECRET = 'test-sandbox-secret-0123456789';
let t: TestContext;
let admin: string;
let support: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, SANDBOX_GATEWAY: true, SANDBOX_GATEWAY_SECRET: SECRET });
  [admin, support, finance] = [
    await operatorToken(t),
    await operatorToken(t, 'SUPPORT'),
    await operatorToken(t, 'FINANCE'),
  ];
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const get = (url: string, headers: Record<string, string> = wps) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });

/** A sandbox deposit paid at the gateway's checkout page (the depositPaid hooks run in it). */
const deposit = async (token: string, amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_createDepositTask',
    headers: asMember(token),
    payload: { channelCode: 'SANDBOX', amount, requestId: rid() },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const pay = await t.app.inject({
    method: 'POST',
    url: `${res.json().value.checkoutUrl}/pay`,
    headers: { merchant: TEST_MERCHANT },
  });
  if (pay.statusCode !== 200) throw new Error(pay.body);
};

/** Settled rounds straight into the betting record (what the vendors' wallet calls write). */
const bets = async (memberId: number, category: string, validBet: number, closedAt: Date, status = 'win') =>
  db()
    .insert(betRounds)
    .values({
      merchantCode: TEST_MERCHANT,
      memberId,
      vendorCode: 'TEST',
      gameCode: 'g1',
      category,
      roundId: randomBytes(8).toString('hex'),
      betAmount: BigInt(validBet * 100),
      validBet: BigInt(validBet * 100),
      winAmount: 0n,
      status: status as 'win',
      openedAt: closedAt,
      closedAt,
    });

const items = (memberId: number, source?: string) =>
  db()
    .select()
    .from(rewardItems)
    .where(and(eq(rewardItems.memberId, memberId), source ? eq(rewardItems.source, source as 'REBATE') : undefined));

const memberInfo = async (token: string) => (await get('/wps/member/info', asMember(token))).json().value;
const overview = async (token?: string) => (await get('/wps/vip/overview', token ? asMember(token) : wps)).json().value;

const registerWith = async (referralCode: string) => {
  const username = uniqueName('ref');
  const res = await encrypted(
    t,
    'PUT',
    '/wps/member/register',
    {
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: CAPTCHA,
      login: true,
      registerMethod: 'WEB',
      referralCode,
    },
    { cookie: await captchaCookie(t) },
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return { username, token: res.json().value.token as string, id: res.json().value.id as number };
};

describe('GET /wps/vip/overview', () => {
  it('answers the level table to anyone, and the member part only when signed in', async () => {
    const anon = await overview();
    expect(anon.member).toBeNull();
    expect(anon.levels).toHaveLength(8);
    expect(anon.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(anon.levels[1]).toMatchObject({ depositThreshold: 5000, turnoverThreshold: 50000, upgradeMode: 'OR' });
    expect(anon.levels[1].names).toMatchObject({ en: 'Silver', cn: '白银', ty: 'Pilak' });
    const m = await registerMember(t);
    expect((await overview(m.token)).member).toEqual({
      level: 0,
      qualifyingDeposit: 0,
      monthTurnover: 0,
      pinned: false,
      birthDate: null,
    });
  });

  it('a deposit upgrades at once: clubLabel, progress and one level-up bonus per level passed', async () => {
    const m = await registerMember(t);
    await deposit(m.token, 5000);
    const o = await overview(m.token);
    expect(o.member).toMatchObject({ level: 1, qualifyingDeposit: 5000 });
    expect((await memberInfo(m.token)).clubLabel).toMatchObject({ labelName: 'Silver', rankLevel: 1 });
    const ups = await items(m.id, 'VIP_LEVEL_UP');
    expect(ups.map((i) => [i.key, i.amount])).toEqual([[`vip:up:${m.id}:1`, 5800n]]);
    // 20,000 in total: Gold; the Silver bonus is not offered again.
    await deposit(m.token, 15000);
    expect((await overview(m.token)).member.level).toBe(2);
    expect((await items(m.id, 'VIP_LEVEL_UP')).map((i) => i.key).sort()).toEqual([
      `vip:up:${m.id}:1`,
      `vip:up:${m.id}:2`,
    ]);
  });
});

describe('PUT /wps/member/birthDate', () => {
  it('401 without a session, 400 for a bad date, then once only (409 after)', async () => {
    expect((await put('/wps/member/birthDate', { birthDate: '1990-01-01' }, wps)).statusCode).toBe(401);
    const m = await registerMember(t);
    const bad = await put('/wps/member/birthDate', { birthDate: '1990-02-30' }, asMember(m.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation.failed');
    const future = await put('/wps/member/birthDate', { birthDate: '2999-01-01' }, asMember(m.token));
    expect(future.statusCode).toBe(400);
    const ok = await put('/wps/member/birthDate', { birthDate: '1990-05-17' }, asMember(m.token));
    expect(ok.json().value).toEqual({ birthDate: '1990-05-17' });
    const again = await put('/wps/member/birthDate', { birthDate: '1991-05-17' }, asMember(m.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('birth.date.locked');
    expect((await overview(m.token)).member.birthDate).toBe('1990-05-17');
  });
});

describe('VIP jobs', () => {
  it('turnover: a recount from the betting record upgrades; a second run changes nothing; rollbacks do not count', async () => {
    const m = await registerMember(t);
    const now = new Date();
    await bets(m.id, 'RNG', 40_000, new Date(now.getTime() - 60_000));
    await bets(m.id, 'RNG', 30_000, new Date(now.getTime() - 60_000), 'refund');
    await t.services.vip.refreshTurnover(now);
    expect((await overview(m.token)).member).toMatchObject({ level: 0, monthTurnover: 40000 });
    await bets(m.id, 'LIVE', 10_000, new Date(now.getTime() - 30_000));
    await t.services.vip.refreshTurnover(now);
    await t.services.vip.refreshTurnover(now);
    expect((await overview(m.token)).member).toMatchObject({ level: 1, monthTurnover: 50000 });
    expect(await items(m.id, 'VIP_LEVEL_UP')).toHaveLength(1);
  });

  it('review: below the maintain turnover drops one level, once per month, never below a pinned level', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    for (const m of [a, b])
      await db()
        .insert(memberVip)
        .values({
          memberId: m.id,
          merchantCode: TEST_MERCHANT,
          level: 3,
          levelSince: new Date('2026-01-05T00:00:00Z'),
        });
    await db().update(memberVip).set({ pinnedLevel: 3 }).where(eq(memberVip.memberId, b.id));
    const now = new Date('2026-03-01T02:00:00Z');
    await t.services.vip.review(now);
    await t.services.vip.review(now);
    expect((await overview(a.token)).member.level).toBe(2);
    expect((await memberInfo(a.token)).clubLabel).toMatchObject({ labelName: 'Gold', rankLevel: 2 });
    expect((await overview(b.token)).member.level).toBe(3);
    // The next month's review drops one more level (no turnover again).
    await t.services.vip.review(new Date('2026-04-01T02:00:00Z'));
    expect((await overview(a.token)).member.level).toBe(1);
  });

  it("rebate: yesterday's valid bets × the level rates, one item per member and day", async () => {
    const m = await registerMember(t);
    const now = new Date('2026-06-10T06:00:00Z'); // 14:00 in Manila; yesterday is 2026-06-09 local
    await bets(m.id, 'RNG', 10_000, new Date('2026-06-09T03:00:00Z'));
    await bets(m.id, 'LIVE', 10_000, new Date('2026-06-09T03:00:00Z'));
    await bets(m.id, 'RNG', 99_999, new Date('2026-06-10T01:00:00Z')); // today: not in yesterday's rebate
    await t.services.vip.rebate(now);
    await t.services.vip.rebate(now);
    const r = await items(m.id, 'REBATE');
    // Level 0: RNG 0.30 %, LIVE 0.20 % → 30 + 20.
    expect(r.map((i) => [i.key, i.amount])).toEqual([[`vip:rebate:${m.id}:2026-06-09`, 5000n]]);
  });

  it("birthday: the level's bonus once a year", async () => {
    const m = await registerMember(t);
    await db()
      .insert(memberVip)
      .values({ memberId: m.id, merchantCode: TEST_MERCHANT, level: 2, birthDate: '1992-07-04' });
    await t.services.vip.birthdays(new Date('2026-07-04T05:00:00Z'));
    await t.services.vip.birthdays(new Date('2026-07-04T09:00:00Z'));
    await t.services.vip.birthdays(new Date('2026-07-05T05:00:00Z'));
    const r = await items(m.id, 'VIP_BIRTHDAY');
    expect(r.map((i) => [i.key, i.amount])).toEqual([[`vip:birthday:${m.id}:2026`, 18800n]]);
  });
});

describe('withdrawal limits of the level', () => {
  it("the withdraw settings show the level's per-request maximum and daily count", async () => {
    const m = await registerMember(t);
    const brand = (await get('/wps/relay/MCSFE_getWithdrawSettings', asMember(m.token))).json().value;
    await db().insert(memberVip).values({ memberId: m.id, merchantCode: TEST_MERCHANT, level: 3 });
    const platinum = (await get('/wps/relay/MCSFE_getWithdrawSettings', asMember(m.token))).json().value;
    expect(platinum).toMatchObject({ maxAmount: 300000, dailyCount: 8 });
    expect(brand.maxAmount).not.toBe(300000);
  });
});

describe('GET /wps/operator/v1/vip/levels', () => {
  it('401 without a token, 403 without promotions.read, then the table', async () => {
    expect((await get('/wps/operator/v1/vip/levels')).statusCode).toBe(401);
    expect((await get('/wps/operator/v1/vip/levels', asOperator(support))).statusCode).toBe(403);
    const res = await get('/wps/operator/v1/vip/levels', asOperator(admin));
    expect(res.json().value.levels).toHaveLength(8);
    expect(res.json().value.levels[1]).toMatchObject({ levelUpBonus: 58, levelUpWageringX100: 100 });
  });
});

describe('PUT /wps/operator/v1/vip/levels', () => {
  const table = async () =>
    (await get('/wps/operator/v1/vip/levels', asOperator(admin))).json().value.levels as Record<string, unknown>[];
  const body = (levels: Record<string, unknown>[]) => ({
    levels: structuredClone(levels).map(({ level, names, ...l }) => ({
      level,
      names,
      depositThreshold: l.depositThreshold,
      turnoverThreshold: l.turnoverThreshold,
      upgradeMode: l.upgradeMode,
      maintainTurnover: l.maintainTurnover,
      rebateBps: l.rebateBps,
      withdrawDailyCount: l.withdrawDailyCount,
      withdrawDailyAmount: l.withdrawDailyAmount,
      withdrawMaxPerRequest: l.withdrawMaxPerRequest,
      levelUpBonus: l.levelUpBonus,
      levelUpWageringX100: l.levelUpWageringX100,
      birthdayBonus: l.birthdayBonus,
      birthdayWageringX100: l.birthdayWageringX100,
    })),
  });

  it('401, 403, 400 for a short or non-increasing table, then saves (audited)', async () => {
    const levels = await table();
    const url = '/wps/operator/v1/vip/levels';
    expect((await put(url, body(levels), wps)).statusCode).toBe(401);
    expect((await put(url, body(levels), asOperator(support))).statusCode).toBe(403);
    expect((await put(url, body(levels.slice(0, 5)), asOperator(admin))).statusCode).toBe(400);
    const flat = body(levels);
    flat.levels[3]!.depositThreshold = flat.levels[2]!.depositThreshold;
    const res = await put(url, flat, asOperator(admin));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('vip.levels.invalid');
    const renamed = body(levels);
    (renamed.levels[1]!.names as Record<string, string>).en = 'Silver Star';
    renamed.levels[1]!.levelUpBonus = 60;
    const ok = await put(url, renamed, asOperator(admin));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.levels[1]).toMatchObject({ names: { en: 'Silver Star' }, levelUpBonus: 60 });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'vip.levels'));
    expect(audit).toHaveLength(1);
    // Put the demo table back for the other tests.
    expect((await put(url, body(levels), asOperator(admin))).statusCode).toBe(200);
  });
});

describe('GET /wps/operator/v1/vip/members', () => {
  it('401, 403, 400 for a bad filter, then the grid', async () => {
    expect((await get('/wps/operator/v1/vip/members')).statusCode).toBe(401);
    expect((await get('/wps/operator/v1/vip/members', asOperator(support))).statusCode).toBe(403);
    expect((await get('/wps/operator/v1/vip/members?level=99', asOperator(admin))).statusCode).toBe(400);
    const m = await registerMember(t);
    await deposit(m.token, 5000);
    const res = await get(`/wps/operator/v1/vip/members?q=${m.username}`, asOperator(admin));
    expect(res.json().value).toMatchObject({
      total: 1,
      list: [{ memberId: m.id, account: m.username, level: 1, levelName: 'Silver', qualifyingDeposit: 5000 }],
    });
  });
});

describe('PUT /wps/operator/v1/vip/member-level', () => {
  it('401, 403 without members.write, 400 for an unknown level, then sets and pins (audited)', async () => {
    const m = await registerMember(t);
    const url = '/wps/operator/v1/vip/member-level';
    const payload = { memberId: m.id, level: 5, pinned: true, reason: 'high roller' };
    expect((await put(url, payload, wps)).statusCode).toBe(401);
    expect((await put(url, payload, asOperator(finance))).statusCode).toBe(403);
    expect((await put(url, { ...payload, level: 9 }, asOperator(admin))).statusCode).toBe(400);
    const ok = await put(url, payload, asOperator(support));
    expect(ok.json().value).toMatchObject({ level: 5, pinned: true, levelName: 'Crown' });
    expect((await memberInfo(m.token)).clubLabel).toMatchObject({ labelName: 'Crown', rankLevel: 5 });
    // A level given by hand offers no level-up bonus.
    expect(await items(m.id, 'VIP_LEVEL_UP')).toHaveLength(0);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'vip.level.set'));
    expect(audit.at(-1)!.detail).toMatchObject({ reason: 'high roller' });
  });

  it("the member profile's VIP action goes through the VIP levels", async () => {
    const m = await registerMember(t);
    const res = await put('/wps/operator/v1/members/vip', { memberId: m.id, level: 2 }, asOperator(admin));
    expect(res.json().value).toEqual({ vipLevel: 2, vipLabel: 'Gold' });
    expect((await overview(m.token)).member).toMatchObject({ level: 2, pinned: true });
  });
});

describe('PUT /wps/operator/v1/vip/member-birth-date', () => {
  it('401, 403, 400, then support corrects the date (audited)', async () => {
    const m = await registerMember(t);
    const url = '/wps/operator/v1/vip/member-birth-date';
    const payload = { memberId: m.id, birthDate: '1985-12-01', reason: 'ID checked' };
    expect((await put(url, payload, wps)).statusCode).toBe(401);
    expect((await put(url, payload, asOperator(finance))).statusCode).toBe(403);
    expect((await put(url, { ...payload, birthDate: '12/01/1985' }, asOperator(admin))).statusCode).toBe(400);
    await put('/wps/member/birthDate', { birthDate: '1985-01-12' }, asMember(m.token));
    const ok = await put(url, payload, asOperator(support));
    expect(ok.json().value.birthDate).toBe('1985-12-01');
  });
});

describe('GET /wps/referral/summary', () => {
  it('401 without a session; the code, the rule and the invitees masked with their status', async () => {
    expect((await get('/wps/referral/summary')).statusCode).toBe(401);
    const a = await registerMember(t);
    const s0 = (await get('/wps/referral/summary', asMember(a.token))).json().value;
    expect(s0).toMatchObject({ enabled: true, rule: { minFirstDeposit: 500, referrerReward: 100, refereeReward: 50 } });
    expect(s0.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const b = await registerWith(s0.referralCode);
    const c = await registerWith(s0.referralCode);
    await deposit(c.token, 200); // below the rule's first deposit
    await deposit(b.token, 600);
    const s = (await get('/wps/referral/summary', asMember(a.token))).json().value;
    expect(s.totals).toEqual({ invited: 2, rewarded: 1, earned: 100 });
    const byName = Object.fromEntries(s.invitees.map((i: { name: string }) => [i.name, i]));
    const masked = maskAccount;
    expect(byName[masked(b.username)]).toMatchObject({ status: 'REWARDED', reward: 100 });
    expect(byName[masked(c.username)]).toMatchObject({ status: 'REGISTERED', reward: 0 });
    expect(JSON.stringify(s)).not.toContain(b.username);
    expect((await items(a.id, 'REFERRAL')).map((i) => i.amount)).toEqual([10000n]);
    expect((await items(b.id, 'REFERRAL')).map((i) => [i.amount, i.wageringX100])).toEqual([[5000n, 300]]);
    // Another deposit of the referee rewards no one again.
    await deposit(b.token, 600);
    expect(await items(a.id, 'REFERRAL')).toHaveLength(1);
  });

  it('a turnover condition is met by the referral job; past the window the referee expires', async () => {
    await db()
      .update(referralRules)
      .set({ minTurnover: 100_000n, withinDays: 7 })
      .where(eq(referralRules.merchantCode, TEST_MERCHANT));
    try {
      const a = await registerMember(t);
      const code = (await get('/wps/referral/summary', asMember(a.token))).json().value.referralCode as string;
      const b = await registerWith(code);
      const c = await registerWith(code);
      await deposit(b.token, 500);
      await deposit(c.token, 500);
      expect(await items(a.id, 'REFERRAL')).toHaveLength(0);
      await bets(b.id, 'RNG', 1000, new Date());
      await t.services.referral.evaluateAll(new Date());
      await t.services.referral.evaluateAll(new Date());
      expect(await items(a.id, 'REFERRAL')).toHaveLength(1);
      await t.services.referral.evaluateAll(new Date(Date.now() + 8 * 86_400_000));
      const s = (await get('/wps/referral/summary', asMember(a.token))).json().value;
      expect(s.invitees.map((i: { status: string }) => i.status).sort()).toEqual(['EXPIRED', 'REWARDED']);
    } finally {
      await db()
        .update(referralRules)
        .set({ minTurnover: 0n, withinDays: 30 })
        .where(eq(referralRules.merchantCode, TEST_MERCHANT));
    }
  });
});

describe('GET /wps/operator/v1/referral/rule and PUT', () => {
  it('401, 403, 400, then reads and saves the rule (audited)', async () => {
    const url = '/wps/operator/v1/referral/rule';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, asOperator(support))).statusCode).toBe(403);
    const rule = (await get(url, asOperator(admin))).json().value.rule;
    expect(rule).toMatchObject({ enabled: true, minFirstDeposit: 500, withinDays: 30 });
    expect((await put(url, rule, asOperator(support))).statusCode).toBe(403);
    expect((await put(url, { ...rule, withinDays: 0 }, asOperator(admin))).statusCode).toBe(400);
    expect((await put(url, { ...rule, referrerReward: 0, refereeReward: 0 }, asOperator(admin))).statusCode).toBe(400);
    const ok = await put(url, { ...rule, referrerReward: '120.50' }, asOperator(admin));
    expect(ok.json().value.rule.referrerReward).toBe(120.5);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'referral.rule'))).toHaveLength(1);
    await put(url, rule, asOperator(admin));
  });
});

describe('GET /wps/operator/v1/referral/referrals', () => {
  it('401, 403, 400, then referrer, referee, status and reward', async () => {
    const url = '/wps/operator/v1/referral/referrals';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, asOperator(support))).statusCode).toBe(403);
    expect((await get(`${url}?status=NOPE`, asOperator(admin))).statusCode).toBe(400);
    const res = await get(`${url}?status=REWARDED`, asOperator(admin));
    expect(res.json().value.total).toBeGreaterThanOrEqual(1);
    expect(res.json().value.list[0]).toMatchObject({ status: 'REWARDED', referrerReward: 100 });
  });
});
