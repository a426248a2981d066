import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, bonusGrants, rewardItems } from '../src/db/schema.js';
import { CAPTCHA, randomIp, registerMember } from './helpers/accounts.js';
import { asMember, mainBalance } from './helpers/money.js';
import { betRound, offerReward } from './helpers/rewards.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
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
