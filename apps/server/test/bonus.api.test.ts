import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, bonusGrants, rewardItems } from '../src/db/schema.js';
import { CAPTCHA, encrypted, randomIp, registerMember } from './helpers/accounts.js';
import { asMember, asOperator, fund, mainBalance, operatorToken, rid, setPaymentPassword } from './helpers/money.js';
import { betRound, offerReward } from './helpers/rewards.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const claim = (token: string, itemId: unknown) =>
  t.app.inject({ method: 'POST', url: '/wps/rewards/claim', headers: asMember(token), payload: { itemId } });

describe('POST /wps/rewards/claim', () => {
  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/rewards/claim', headers: wps, payload: { itemId: 1 } });
    expect(res.statusCode).toBe(401);
  });
  it('400 on a bad item id', async () => {
    const m = await registerMember(t);
    const res = await claim(m.token, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
  it("404 for another member's item", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const item = await offerReward(t, a.id, 1_000n);
    const res = await claim(b.token, item.id);
    expect(res.statusCode).toBe(404);
    expect(await mainBalance(t, b.token)).toBe(0);
  });
  it('403 for a trial member: trial accounts never get bonuses', async () => {
    const res0 = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: wps,
      payload: {},
      remoteAddress: randomIp(),
    });
    const token = res0.json().value.token as string;
    const me = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: asMember(token) });
    const id = (me.json().value?.id ?? me.json().value?.memberId) as number;
    const item = await offerReward(t, id, 1_000n);
    const res = await claim(token, item.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('bonus.not.allowed');
  });
  it('credits the bonus, opens its grant (×2 wagering) and refuses a second claim', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 5_000n, { wagering: { x100: 200, base: 'BONUS' } });
    const res = await claim(m.token, item.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      amount: 50,
      lockedAmount: 50,
      requiredTurnover: 100,
      progress: 0,
      remainingTurnover: 100,
      status: 'ACTIVE',
      counting: true,
      title: 'Test bonus',
    });
    expect(await mainBalance(t, m.token)).toBe(50);
    const again = await claim(m.token, item.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('reward.not.claimable');
    expect(await mainBalance(t, m.token)).toBe(50);
  });
  it('a bonus without wagering is COMPLETED at once, with nothing locked', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 1_234n);
    const res = await claim(m.token, item.id);
    expect(res.json().value).toMatchObject({ status: 'COMPLETED', lockedAmount: 0, requiredTurnover: 0, percent: 100 });
  });
  it('refuses an expired item', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 1_000n, { expiresAt: new Date(Date.now() - 1000) });
    const res = await claim(m.token, item.id);
    expect(res.json().errorCode).toBe('reward.not.claimable');
  });
  it('100 parallel claims of one item credit exactly once', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 700n, { wagering: { x100: 100, base: 'BONUS' } });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.services.bonus.claimItem(m.id, item.id).then(
          () => 'ok',
          (e: { code?: string }) => e.code ?? 'error',
        ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'reward.not.claimable')).toBe(true);
    expect(await mainBalance(t, m.token)).toBe(7);
    const grants = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.rewardItemId, item.id));
    expect(grants).toHaveLength(1);
    const [row] = await t.database.db.select().from(rewardItems).where(eq(rewardItems.id, item.id));
    expect(row!.status).toBe('CLAIMED');
  });
});

describe('GET /wps/rewards/count', () => {
  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/rewards/count', headers: wps });
    expect(res.statusCode).toBe(401);
  });
  it('counts claimable, unexpired items', async () => {
    const m = await registerMember(t);
    await offerReward(t, m.id, 100n);
    await offerReward(t, m.id, 100n);
    await offerReward(t, m.id, 100n, { expiresAt: new Date(Date.now() - 1) });
    const res = await t.app.inject({ method: 'GET', url: '/wps/rewards/count', headers: asMember(m.token) });
    expect(res.json().value).toEqual({ count: 2 });
  });
});

describe('GET /wps/rewards/centre', () => {
  it('401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: wps });
    expect(res.statusCode).toBe(401);
  });
  it('400 on a bad page size', async () => {
    const m = await registerMember(t);
    const res = await t.app.inject({ method: 'GET', url: '/wps/rewards/centre?size=500', headers: asMember(m.token) });
    expect(res.statusCode).toBe(400);
  });
  it('lists claimable items in the request language, active grants with weighted progress, and history', async () => {
    const m = await registerMember(t);
    await offerReward(t, m.id, 2_000n);
    const g1 = await offerReward(t, m.id, 10_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const g2 = await offerReward(t, m.id, 5_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, g1.id);
    await claim(m.token, g2.id);
    // 60 on slots (100%) + 200 on live (10%) = 80 of the first grant's 100; a cancelled round counts nothing.
    await betRound(t, m.id, { validBet: 6_000n, category: 'RNG' });
    await betRound(t, m.id, { validBet: 20_000n, category: 'LIVE' });
    await betRound(t, m.id, { validBet: 50_000n, category: 'RNG', status: 'cancel' });
    await betRound(t, m.id, { validBet: 50_000n, category: 'RNG', status: 'tie' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/rewards/centre',
      headers: { ...asMember(m.token), language: 'CN' },
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.claimable).toHaveLength(1);
    expect(v.claimable[0]).toMatchObject({ title: '测试奖金', amount: 20 });
    expect(v.active).toHaveLength(2);
    expect(v.active[0]).toMatchObject({
      id: expect.any(Number),
      progress: 80,
      remainingTurnover: 20,
      percent: 80,
      counting: true,
    });
    expect(v.active[1]).toMatchObject({ progress: 0, counting: false });
    expect(v).toMatchObject({ lockedAmount: 150, remainingTurnover: 70 });
    expect(v.history).toEqual({ list: [], total: 0, totalPages: 0 });
  });
  it('completes the oldest grant, then counts the next from that moment (one bet never pays twice)', async () => {
    const m = await registerMember(t);
    const a = await offerReward(t, m.id, 1_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const b = await offerReward(t, m.id, 1_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, a.id);
    await claim(m.token, b.id);
    await betRound(t, m.id, { validBet: 3_000n });
    const v1 = (await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: asMember(m.token) })).json()
      .value;
    expect(v1.active).toHaveLength(1);
    expect(v1.active[0]).toMatchObject({ progress: 0, counting: true });
    expect(v1.history.list[0]).toMatchObject({ status: 'COMPLETED', progress: 30 });
    await new Promise((r) => setTimeout(r, 5));
    await betRound(t, m.id, { validBet: 400n });
    const v2 = (await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: asMember(m.token) })).json()
      .value;
    expect(v2.active[0]).toMatchObject({ progress: 4 });
  });
  it('a rollback of a counted round lowers progress while the grant is active', async () => {
    const m = await registerMember(t);
    const a = await offerReward(t, m.id, 10_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, a.id);
    const round = await betRound(t, m.id, { validBet: 3_000n });
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: asMember(m.token) })).json().value
        .active[0].progress as number;
    expect(await read()).toBe(30);
    await t.database.db.update(betRounds).set({ status: 'refund' }).where(eq(betRounds.id, round.id));
    expect(await read()).toBe(0);
  });
});

/** A member with 1,000.00 of cash, a payment password and a payout account. */
const withdrawer = async () => {
  const m = await registerMember(t);
  await fund(t, admin, m.username, 1000);
  const pin = await setPaymentPassword(t, m.token, m.password);
  const acc = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_withdrawAddCard',
    headers: asMember(m.token),
    payload: { channelCode: 'GCASH', accountNo: '09171234567', holderName: 'Juan Dela Cruz' },
  });
  const accountId = acc.json().value.id as number;
  const withdraw = (amount: number) =>
    encrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCSFE_withdraw',
      { payoutAccountId: accountId, amount, password: pin, requestId: rid() },
      { Authorization: m.token },
    );
  return { m, withdraw };
};

describe('the withdrawal lock', () => {
  it('refuses any amount above main balance − locked, with the remaining turnover; allows it once met', async () => {
    const { m, withdraw } = await withdrawer();
    const item = await offerReward(t, m.id, 50_000n, { wagering: { x100: 200, base: 'BONUS' } });
    await claim(m.token, item.id);
    // 1,500.00 in the wallet, 500.00 locked: 1,000.00 is free.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getWithdrawSettings',
      headers: asMember(m.token),
    });
    expect(settings.json().value).toMatchObject({ withdrawable: 1500, lockedAmount: 500, remainingTurnover: 1000 });
    const refused = await withdraw(1000.01);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'bonus.wagering.open',
      value: { remainingTurnover: 1000, lockedAmount: 500, withdrawable: 1000 },
    });
    expect(await mainBalance(t, m.token)).toBe(1500);
    expect((await withdraw(300)).statusCode).toBe(200);
    await betRound(t, m.id, { validBet: 100_000n, category: 'RNG' });
    expect((await withdraw(1200)).statusCode).toBe(200);
    expect(await mainBalance(t, m.token)).toBe(0);
  });

  it('refuses a transfer to the upline that reaches into locked money', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 10_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, item.id);
    const db = t.database.db;
    const rows = await db.select().from(bonusGrants).where(eq(bonusGrants.rewardItemId, item.id));
    await expect(t.services.bonus.guardOutflow(db, 'pagoda', m.id, 1n)).rejects.toMatchObject({
      code: 'bonus.wagering.open',
    });
    expect(rows[0]!.status).toBe('ACTIVE');
  });
});

describe('POST /wps/rewards/forfeit', () => {
  const forfeit = (token: string, grantId: unknown) =>
    t.app.inject({ method: 'POST', url: '/wps/rewards/forfeit', headers: asMember(token), payload: { grantId } });
  it('401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/rewards/forfeit',
      headers: wps,
      payload: { grantId: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
  it('400 on a bad grant id', async () => {
    const m = await registerMember(t);
    expect((await forfeit(m.token, -1)).statusCode).toBe(400);
  });
  it("404 for another member's grant", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const item = await offerReward(t, a.id, 1_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const g = (await claim(a.token, item.id)).json().value;
    expect((await forfeit(b.token, g.id)).statusCode).toBe(404);
  });
  it('removes min(locked, main balance) through the ledger, once, and releases the lock', async () => {
    const { m, withdraw } = await withdrawer();
    const item = await offerReward(t, m.id, 20_000n, { wagering: { x100: 500, base: 'BONUS' } });
    const g = (await claim(m.token, item.id)).json().value;
    const res = await forfeit(m.token, g.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ removed: 200, grant: { status: 'FORFEITED', lockedAmount: 0 } });
    expect(await mainBalance(t, m.token)).toBe(1000);
    expect((await forfeit(m.token, g.id)).json().errorCode).toBe('bonus.not.active');
    expect(await mainBalance(t, m.token)).toBe(1000);
    expect((await withdraw(1000)).statusCode).toBe(200);
  });
  it('takes no more than the main balance', async () => {
    const { m, withdraw } = await withdrawer();
    const item = await offerReward(t, m.id, 20_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const g = (await claim(m.token, item.id)).json().value;
    expect((await withdraw(1000)).statusCode).toBe(200);
    // Lost 150.00 of the bonus at play: 50.00 is left to remove.
    await t.services.ledger.post(null, {
      merchantCode: 'pagoda',
      currency: 'PHP',
      key: `test-loss:${m.id}`,
      kind: 'TEST',
      txTypeId: 9999,
      memberId: m.id,
      lines: [
        { account: { member: { id: m.id, type: 1 }, wallet: 2 }, amount: -15_000n },
        { account: { system: 'VENDOR' }, amount: 15_000n },
      ],
    });
    const res = await forfeit(m.token, g.id);
    expect(res.json().value.removed).toBe(50);
    expect(await mainBalance(t, m.token)).toBe(0);
  });
});

describe('jobs: expiry and refresh', () => {
  it('expires unclaimed items past expiresAt and forfeits grants past their wagering days; twice is harmless', async () => {
    const m = await registerMember(t);
    const stale = await offerReward(t, m.id, 1_000n, { expiresAt: new Date(Date.now() + 60_000) });
    const item = await offerReward(t, m.id, 3_000n, { wagering: { x100: 100, base: 'BONUS', days: 1 } });
    await claim(m.token, item.id);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const first = await t.services.bonus.expire(later);
    const second = await t.services.bonus.expire(later);
    expect(first.forfeited).toBeGreaterThanOrEqual(1);
    expect(second.forfeited).toBe(0);
    const [s] = await t.database.db.select().from(rewardItems).where(eq(rewardItems.id, stale.id));
    expect(s!.status).toBe('EXPIRED');
    const [g] = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.rewardItemId, item.id));
    expect(g).toMatchObject({ status: 'FORFEITED', closedBy: 'system:expiry' });
    expect(await mainBalance(t, m.token)).toBe(0);
  });
  it('refreshAll completes a met grant without a visit', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 1_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, item.id);
    await betRound(t, m.id, { validBet: 1_000n });
    await t.services.bonus.refreshAll();
    const [g] = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.rewardItemId, item.id));
    expect(g!.status).toBe('COMPLETED');
  });
});

describe('operator: GET /wps/operator/v1/bonus/grants', () => {
  it('401 without an operator session, 403 without bonus.read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/operator/v1/bonus/grants', headers: wps });
    expect(res.statusCode).toBe(401);
    const content = await operatorToken(t, 'CONTENT');
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/bonus/grants',
      headers: asOperator(content),
    });
    expect(res2.statusCode).toBe(403);
  });
  it('400 on a bad status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/v1/bonus/grants?status=NOPE',
      headers: asOperator(admin),
    });
    expect(res.statusCode).toBe(400);
  });
  it('lists grants of the brand, filtered by member and status', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 1_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, item.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/v1/bonus/grants?account=${m.username}&status=ACTIVE`,
      headers: asOperator(admin),
    });
    expect(res.json().value).toMatchObject({ total: 1, list: [{ memberAccount: m.username, status: 'ACTIVE' }] });
  });
});

describe('operator: POST /wps/operator/v1/bonus/grants/waive and /forfeit', () => {
  it('401 / 403 (SUPPORT has no bonus.manage) / 400', async () => {
    const body = { grantId: 1, remark: 'x' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/operator/v1/bonus/grants/waive', headers: wps, payload: body }))
        .statusCode,
    ).toBe(401);
    const support = await operatorToken(t, 'SUPPORT');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/operator/v1/bonus/grants/waive',
          headers: asOperator(support),
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/operator/v1/bonus/grants/forfeit',
          headers: asOperator(admin),
          payload: { grantId: 1 },
        })
      ).statusCode,
    ).toBe(400);
  });
  it('waives below the threshold at once (audited), and waits for a checker above it', async () => {
    const m = await registerMember(t);
    const small = await offerReward(t, m.id, 10_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const big = await offerReward(t, m.id, 100_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const g1 = (await claim(m.token, small.id)).json().value;
    const g2 = (await claim(m.token, big.id)).json().value;
    const waive = (grantId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/v1/bonus/grants/waive',
        headers: asOperator(admin),
        payload: { grantId, remark: 'goodwill' },
      });
    const r1 = await waive(g1.id);
    expect(r1.json().value).toMatchObject({ status: 'EXECUTED', kind: 'bonus.waive', result: { status: 'WAIVED' } });
    const r2 = await waive(g2.id);
    expect(r2.json().value).toMatchObject({ status: 'PENDING', kind: 'bonus.waive' });
    // The waived grant released its lock and the next one counts now.
    const centre = (
      await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: asMember(m.token) })
    ).json().value;
    expect(centre.active).toMatchObject([{ id: g2.id, counting: true }]);
    expect(centre.lockedAmount).toBe(1000);
  });
  it('forfeits an active grant, audited', async () => {
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 10_000n, { wagering: { x100: 100, base: 'BONUS' } });
    const g = (await claim(m.token, item.id)).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/v1/bonus/grants/forfeit',
      headers: asOperator(admin),
      payload: { grantId: g.id, remark: 'abuse' },
    });
    expect(res.json().value).toMatchObject({ removed: 100, grant: { status: 'FORFEITED', memberAccount: m.username } });
  });
});

describe('operator: bonus settings', () => {
  it('401 and 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/operator/v1/bonus/settings', headers: wps })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/v1/bonus/settings',
      headers: asOperator(admin),
      payload: { weights: { RNG: 150 }, maxBetWithBonus: null },
    });
    expect(res.statusCode).toBe(400);
  });
  it('saves weights that the wagering then uses', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/v1/bonus/settings',
      headers: asOperator(admin),
      payload: { weights: { LIVE: 50 }, maxBetWithBonus: '100.00' },
    });
    expect(res.json().value).toMatchObject({ weights: { LIVE: 50, RNG: 100 }, maxBetWithBonus: 100 });
    const m = await registerMember(t);
    const item = await offerReward(t, m.id, 10_000n, { wagering: { x100: 100, base: 'BONUS' } });
    await claim(m.token, item.id);
    await betRound(t, m.id, { validBet: 10_000n, category: 'LIVE' });
    const centre = (
      await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: asMember(m.token) })
    ).json().value;
    expect(centre.active[0].progress).toBe(50);
    await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/v1/bonus/settings',
      headers: asOperator(admin),
      payload: { weights: { LIVE: 10 }, maxBetWithBonus: null },
    });
  });
});

describe('operator bonus grant (money/adjust kind BONUS) goes through a reward item', () => {
  it('with wagering, claimed at once; or left in the reward centre', async () => {
    const m = await registerMember(t);
    const grant = (deliver: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/v1/members/adjust',
        headers: asOperator(admin),
        payload: {
          account: m.username,
          kind: 'BONUS',
          amount: '100.00',
          name: 'Welcome',
          remark: 'test',
          requestId: rid(),
          wageringMultiplier: 2,
          deliver,
        },
      });
    expect((await grant('CREDIT')).json().value).toMatchObject({ status: 'EXECUTED', result: { balance: 100 } });
    expect((await grant('REWARD_CENTRE')).json().value).toMatchObject({ status: 'EXECUTED', result: { balance: 100 } });
    const centre = (
      await t.app.inject({ method: 'GET', url: '/wps/rewards/centre', headers: asMember(m.token) })
    ).json().value;
    expect(centre.claimable).toMatchObject([
      { source: 'OPERATOR', title: 'Welcome', amount: 100, requiredTurnover: 200 },
    ]);
    expect(centre.active).toMatchObject([{ requiredTurnover: 200, lockedAmount: 100 }]);
  });
});
