import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema.js';
import { DEMO_AGENT } from '../src/seed/demo-seed.js';
import {
  CAPTCHA,
  captchaCookie,
  encrypted,
  lastSmsCode,
  randomIp,
  registerMember,
  uniqueName,
} from './helpers/accounts.js';
import { createTestApp, type TestContext, TEST_MERCHANT, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, OUTBOX: true, SMS_PROVIDER: 'outbox' });
});
afterAll(async () => {
  await t.close();
});

const ops = async (body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload: { merchant: TEST_MERCHANT, ...body },
  });
  return res.json() as { success: boolean; value: unknown; errorCode?: string; message?: string };
};

const check = (query: string, remoteAddress = randomIp()) =>
  t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?${query}`, headers: wps, remoteAddress });

const memberRow = async (id: number) => (await t.database.db.select().from(members).where(eq(members.id, id)))[0]!;

/** Registers by username with extra fields; answers the raw response. */
const registerWith = async (extra: Record<string, unknown>, username = uniqueName('aff')) =>
  encrypted(
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
      ...extra,
    },
    { cookie: await captchaCookie(t) },
  );

const info = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...wps, Authorization: token } })).json()
    .value as { toUpline: string; referralCode: string; id: number };

/** An agent of its own (type 1) with a fresh code, so tests can disable codes without touching the demo ones. */
const newAgentCode = async (domain?: string) => {
  const agent = await registerMember(t);
  await t.database.db.update(members).set({ type: 1 }).where(eq(members.id, agent.id));
  const code = `T${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`;
  const added = await ops({ command: 'affiliate-add', account: agent.username, code, ...(domain ? { domain } : {}) });
  expect(added.success).toBe(true);
  return { agent, code };
};

describe('GET /wps/agent/affiliate', () => {
  it.each([
    ['', 'querystring.code'],
    ['code=', 'querystring.code'],
    ['code=ab%24c', 'querystring.code'],
    [`code=${'a'.repeat(33)}`, 'querystring.code'],
    ['code=DEMO8888&domain=pagoda.example', 'querystring.domain'],
  ])('answers 400 validation.failed for ?%s', async (query, field) => {
    const res = await check(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect((res.json().value.fields as { field: string }[]).map((f) => f.field)).toContain(field);
  });

  it('answers affiliate.code.invalid for an unknown code', async () => {
    const res = await check('code=NOSUCH99&domain=pagoda');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'affiliate.code.invalid' });
    // The host fallback "www" is no code either.
    expect((await check('code=www&domain=pagoda')).json().errorCode).toBe('affiliate.code.invalid');
  });

  it('answers affiliate.code.invalid for a disabled code, and success again once it is enabled', async () => {
    const { code } = await newAgentCode();
    expect((await check(`code=${code}`)).json()).toEqual({ success: true, value: null });
    expect((await ops({ command: 'affiliate-state', code, state: 'off' })).success).toBe(true);
    const off = await check(`code=${code}`);
    expect(off.statusCode).toBe(400);
    expect(off.json().errorCode).toBe('affiliate.code.invalid');
    await ops({ command: 'affiliate-state', code, state: 'on' });
    expect((await check(`code=${code}`)).json().success).toBe(true);
  });

  it('answers affiliate.code.invalid when the code is bound to another domain', async () => {
    // The demo code "demo" is bound to the domain label "pagoda".
    for (const query of ['code=demo&domain=other', 'code=demo', 'code=demo&domain=']) {
      const res = await check(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('affiliate.code.invalid');
    }
    expect((await check('code=DEMO&domain=Pagoda')).json().success).toBe(true);
  });

  it('answers affiliate.code.invalid when the agent is locked or is no longer an agent', async () => {
    const { agent, code } = await newAgentCode();
    await t.database.db.update(members).set({ status: 'LOCKED' }).where(eq(members.id, agent.id));
    expect((await check(`code=${code}`)).json().errorCode).toBe('affiliate.code.invalid');
    await t.database.db.update(members).set({ status: 'ACTIVE', type: 0 }).where(eq(members.id, agent.id));
    expect((await check(`code=${code}`)).json().errorCode).toBe('affiliate.code.invalid');
  });

  it('answers success for a valid code in any case, on any domain when the code is not bound', async () => {
    for (const query of ['code=DEMO8888', 'code=demo8888&domain=pagoda', 'code=Demo8888&domain=elsewhere']) {
      const res = await check(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual({ success: true, value: null });
    }
  });

  it('is limited to 30 checks a minute per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) await check(`code=GUESS${i}`, ip);
    const res = await check('code=DEMO8888', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('npm run ops -- affiliate', () => {
  it('refuses a code for a member who is not an agent, and a taken code', async () => {
    const player = await registerMember(t);
    const notAgent = await ops({ command: 'affiliate-add', account: player.username, code: 'PLAYER01' });
    expect(notAgent).toMatchObject({ success: false, errorCode: 'validation.failed' });
    const taken = await ops({ command: 'affiliate-add', account: DEMO_AGENT.account, code: 'demo8888' });
    expect(taken).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it("lists an agent's codes", async () => {
    const listed = await ops({ command: 'affiliate-list', account: DEMO_AGENT.account });
    expect(listed.value).toEqual([
      expect.objectContaining({ code: 'DEMO8888', domain: null, agent: DEMO_AGENT.account, enabled: true }),
      expect.objectContaining({ code: 'demo', domain: 'pagoda', agent: DEMO_AGENT.account, enabled: true }),
    ]);
  });
});

describe('PUT /wps/member/register with an affiliate or referral code', () => {
  it('refuses an unknown, disabled or other-domain affiliate code with affiliate.code.invalid and creates no member', async () => {
    const { code } = await newAgentCode();
    await ops({ command: 'affiliate-state', code, state: 'off' });
    for (const extra of [
      { affiliateCode: 'NOSUCH99' },
      { affiliateCode: code },
      { affiliateCode: 'demo', domain: 'other' },
    ]) {
      const username = uniqueName('aff');
      const res = await registerWith(extra, username);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errorCode, JSON.stringify(extra)).toBe('affiliate.code.invalid');
      const row = await t.database.db.select().from(members).where(eq(members.accountKey, username));
      expect(row).toEqual([]);
    }
  });

  it('checks the code against the brand rule first (reg_pattern_4)', async () => {
    const res = await registerWith({ affiliateCode: 'ab' });
    expect(res.json()).toMatchObject({
      errorCode: 'validation.failed',
      value: { fields: [{ field: 'body.affiliateCode', message: 'reg_pattern_4' }] },
    });
  });

  it("makes the code's agent the upline (toUpline 1)", async () => {
    const agent = (await t.database.db.select().from(members).where(eq(members.accountKey, DEMO_AGENT.account)))[0]!;
    const res = await registerWith({ affiliateCode: 'demo8888' });
    expect(res.statusCode).toBe(200);
    const me = await info(res.json().value.token);
    expect(me.toUpline).toBe('1');
    expect(me.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await memberRow(me.id)).toMatchObject({ uplineId: agent.id, affiliateCode: 'demo8888', referrerId: null });

    // A host-bound code works with the host's second label, or the whole host name.
    const bound = await registerWith({ affiliateCode: 'demo', domain: 'demo.pagoda.example' });
    expect(bound.statusCode).toBe(200);
    expect((await info(bound.json().value.token)).toUpline).toBe('1');

    const plain = await registerMember(t);
    expect((await info(plain.token)).toUpline).toBe('0');
  });

  it('sets the upline on mobile registration too', async () => {
    const mobile = `9${String(Date.now() + 11).slice(-9)}`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: wps,
      payload: { mobileNo: mobile, countryDialingCode: '63' },
    });
    const res = await encrypted(t, 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      countryDialingCode: '63',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      verificationCode: (await lastSmsCode(t, `63${mobile}`))!,
      affiliateCode: 'DEMO8888',
    });
    expect(res.statusCode).toBe(200);
    expect((await info(res.json().value.token)).toUpline).toBe('1');
  });

  it("records the referrer from a member's referral code, and refuses an unknown one", async () => {
    const friend = await registerMember(t);
    const { referralCode } = await info(friend.token);
    const res = await registerWith({ referralCode: referralCode.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const me = await info(res.json().value.token);
    expect(await memberRow(me.id)).toMatchObject({ referrerId: friend.id, uplineId: null });
    expect(me.toUpline).toBe('0');

    const unknown = await registerWith({ referralCode: 'ZZZZ2222' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('referral.code.invalid');
  });
});
