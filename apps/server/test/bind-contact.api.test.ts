import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, securityEvents, sessions, verificationCodes } from '../src/db/schema.js';
import { randomToken, sha256Hex } from '../src/lib/secrets.js';
import { CAPTCHA, encrypted, lastSmsCode, randomIp, registerMember } from './helpers/accounts.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    TEST_CAPTCHA_CODE: CAPTCHA,
    OUTBOX: true,
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
  });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** Ten digits, as the demo brand's mobileNum rule (10–11 digits) wants. */
const uniqueMobile = () => `9${String(Date.now() + n++ * 7919).slice(-9)}`;
const uniqueEmail = () => `bind${Date.now().toString(36)}${n++}@example.com`;

const ops = (body: object) =>
  t.app.inject({ method: 'POST', url: '/internal/ops', headers: { 'x-ops-token': t.app.opsToken }, payload: body });
const info = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...wps, Authorization: token } })).json();
const trialToken = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: wps,
      payload: {},
      remoteAddress: randomIp(),
    })
  ).json().value.token as string;

const sendMobile = (token: string | null, payload: object, remoteAddress = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/security/mobile/send',
    headers: token ? { ...wps, Authorization: token } : wps,
    payload,
    remoteAddress,
  });
const bindMobile = (token: string, payload: object) =>
  encrypted(t, 'POST', '/wps/member/security/mobile/bind', payload, { Authorization: token });
const sendEmail = (token: string | null, payload: object, remoteAddress = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/security/email/send',
    headers: token ? { ...wps, Authorization: token } : wps,
    payload,
    remoteAddress,
  });
const bindEmail = (token: string, payload: object) =>
  encrypted(t, 'POST', '/wps/member/security/email/bind', payload, { Authorization: token });

/** Lets the next code go to a target at once (SMS_RESEND_SECONDS is 60 here). */
const allowResend = (target: string) =>
  t.database.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(verificationCodes.target, target));

const eventsOf = (memberId: number) =>
  t.database.db
    .select({ kind: securityEvents.kind, detail: securityEvents.detail })
    .from(securityEvents)
    .where(eq(securityEvents.memberId, memberId))
    .orderBy(securityEvents.id);

/** A second open session for the member (a login would end the first one). */
const extraSession = async (memberId: number) => {
  const token = randomToken();
  await t.database.db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    memberId,
    merchantCode: 'pagoda',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
};

/** Sends a bind code to a fresh number and reads it from the outbox. */
const mobileWithCode = async (token: string, mobile = uniqueMobile()) => {
  const sent = await sendMobile(token, { mobileNum: mobile, countryDialingCode: '63' });
  expect(sent.statusCode, sent.body).toBe(200);
  return { mobile, code: (await lastSmsCode(t, `63${mobile}`))! };
};

describe('POST /wps/member/security/mobile/send', () => {
  it('answers 401 without a session', async () => {
    const res = await sendMobile(null, { mobileNum: uniqueMobile(), countryDialingCode: '63' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it("answers 400 for a number that breaks the contract or the brand's mobileNum rule", async () => {
    const m = await registerMember(t);
    const letters = await sendMobile(m.token, { mobileNum: 'abc', countryDialingCode: '63' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errorCode).toBe('validation.failed');
    // Digits, but shorter than the demo rule's 10.
    const short = await sendMobile(m.token, { mobileNum: '91712', countryDialingCode: '63' });
    expect(short.statusCode).toBe(400);
    expect(short.json().value.fields).toEqual([{ field: 'body.mobileNum', message: 'reg_pattern_6' }]);
    const noCode = await sendMobile(m.token, { mobileNum: uniqueMobile() });
    expect(noCode.json().errorCode).toBe('validation.failed');
  });

  it('answers 403 to a trial account', async () => {
    const res = await sendMobile(await trialToken(), { mobileNum: uniqueMobile(), countryDialingCode: '63' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
  });

  it('limits calls per minute and per number', async () => {
    const m = await registerMember(t);
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await sendMobile(m.token, {}, ip)).statusCode).toBe(400);
    const limited = await sendMobile(m.token, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('TOO_MANY_REQUESTS');

    const { mobile } = await mobileWithCode(m.token);
    const again = await sendMobile(m.token, { mobileNum: mobile, countryDialingCode: '63' });
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a number another member of the brand uses, and sends it nothing', async () => {
    const owner = await registerMember(t);
    const taken = uniqueMobile();
    await t.database.db
      .update(members)
      .set({ mobile: taken, countryDialingCode: '63' })
      .where(eq(members.id, owner.id));
    const m = await registerMember(t);
    const res = await sendMobile(m.token, { mobileNum: taken, countryDialingCode: '63' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('mobile.exist');
    expect(await lastSmsCode(t, `63${taken}`)).toBeNull();
  });

  it('keeps the country code while DISABLEDMOBILEICC3 is on', async () => {
    const m = await registerMember(t);
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'DISABLEDMOBILEICC3', state: 'on' });
    try {
      const other = await sendMobile(m.token, { mobileNum: uniqueMobile(), countryDialingCode: '86' });
      expect(other.statusCode).toBe(400);
      expect(other.json().value.fields[0].field).toBe('body.countryDialingCode');
      // The demo brand's default country is the Philippines.
      expect((await sendMobile(m.token, { mobileNum: uniqueMobile(), countryDialingCode: '63' })).statusCode).toBe(200);
    } finally {
      await ops({ command: 'toggle', merchant: 'pagoda', modId: 'DISABLEDMOBILEICC3', state: 'off' });
    }
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'UPDATEMOBILEICC3', state: 'off' });
    try {
      const other = await sendMobile(m.token, { mobileNum: uniqueMobile(), countryDialingCode: '86' });
      expect(other.statusCode).toBe(400);
    } finally {
      await ops({ command: 'toggle', merchant: 'pagoda', modId: 'UPDATEMOBILEICC3', state: 'on' });
    }
    expect((await sendMobile(m.token, { mobileNum: uniqueMobile(), countryDialingCode: '86' })).statusCode).toBe(200);
  });
});

describe('POST /wps/member/security/mobile/bind', () => {
  it('answers 401 without a session and refuses an unencrypted body', async () => {
    const none = await encrypted(t, 'POST', '/wps/member/security/mobile/bind', {
      mobileNum: uniqueMobile(),
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(none.statusCode).toBe(401);
    const m = await registerMember(t);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/mobile/bind',
      headers: { ...wps, Authorization: m.token },
      payload: { mobileNum: uniqueMobile(), countryDialingCode: '63', verificationCode: '123456' },
    });
    expect(plain.json().errorCode).toBe('payload.encryption.required');
  });

  it('answers 400 without a code, with a malformed code or with a bad number', async () => {
    const m = await registerMember(t);
    const missing = await bindMobile(m.token, { mobileNum: uniqueMobile(), countryDialingCode: '63' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.fields[0].field).toBe('body.verificationCode');
    const malformed = await bindMobile(m.token, {
      mobileNum: uniqueMobile(),
      countryDialingCode: '63',
      verificationCode: '12ab',
    });
    expect(malformed.json().errorCode).toBe('validation.failed');
    const badNumber = await bindMobile(m.token, {
      mobileNum: '123456789012',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(badNumber.json().value.fields).toEqual([{ field: 'body.mobileNum', message: 'reg_pattern_6' }]);
  });

  it('answers 403 to a trial account', async () => {
    const res = await bindMobile(await trialToken(), {
      mobileNum: uniqueMobile(),
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
  });

  it('refuses a wrong code, an expired code and a code sent for another member', async () => {
    const m = await registerMember(t);
    const { mobile, code } = await mobileWithCode(m.token);
    const wrong = await bindMobile(m.token, {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('verification.code.invalid');

    // The same number, asked for by another member: neither code works for the wrong member.
    const other = await registerMember(t);
    await allowResend(`63${mobile}`);
    const theirs = await mobileWithCode(other.token, mobile);
    const borrowed = await bindMobile(m.token, {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: theirs.code,
    });
    expect(borrowed.json().errorCode).toBe('verification.code.invalid');

    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, `63${mobile}`));
    const expired = await bindMobile(m.token, { mobileNum: mobile, countryDialingCode: '63', verificationCode: code });
    expect(expired.json().errorCode).toBe('verification.code.invalid');
    expect((await info(m.token)).value.mobile).toBe('');
  });

  it('stops a code after five wrong attempts', async () => {
    const m = await registerMember(t);
    const { mobile, code } = await mobileWithCode(m.token);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await bindMobile(m.token, {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: wrongCode,
      });
      expect(res.json().errorCode).toBe('verification.code.invalid');
    }
    const right = await bindMobile(m.token, { mobileNum: mobile, countryDialingCode: '63', verificationCode: code });
    expect(right.json().errorCode).toBe('verification.code.invalid');
  });

  it('refuses a number another member bound after the code was sent', async () => {
    const m = await registerMember(t);
    const { mobile, code } = await mobileWithCode(m.token);
    const owner = await registerMember(t);
    await t.database.db.update(members).set({ mobile, countryDialingCode: '63' }).where(eq(members.id, owner.id));
    const res = await bindMobile(m.token, { mobileNum: mobile, countryDialingCode: '63', verificationCode: code });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('mobile.exist');
  });

  it('binds a first number with the code, then changes it with the login password and a new code', async () => {
    const m = await registerMember(t);
    const first = await mobileWithCode(m.token);
    const bound = await bindMobile(m.token, {
      mobileNum: first.mobile,
      countryDialingCode: '63',
      verificationCode: first.code,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await info(m.token)).value).toMatchObject({ mobile: first.mobile, countryDialingCode: '63' });
    // The number now logs in by SMS code like any registered one.
    const stillBound = await sendMobile(m.token, { mobileNum: first.mobile, countryDialingCode: '63' });
    expect(stillBound.json().errorCode).toBe('contact.unchanged');

    const other = await extraSession(m.id);
    const second = await mobileWithCode(m.token);
    const noPassword = await bindMobile(m.token, {
      mobileNum: second.mobile,
      countryDialingCode: '63',
      verificationCode: second.code,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().value.fields).toEqual([{ field: 'body.password', message: 'required' }]);
    const wrongPassword = await bindMobile(m.token, {
      mobileNum: second.mobile,
      countryDialingCode: '63',
      verificationCode: second.code,
      password: 'wrong-pass1',
    });
    expect(wrongPassword.json().errorCode).toBe('old.password.incorrect');
    const changed = await bindMobile(m.token, {
      mobileNum: second.mobile,
      countryDialingCode: '63',
      verificationCode: second.code,
      password: m.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await info(m.token)).value.mobile).toBe(second.mobile);
    // Changing a recovery channel ends the member's other sessions, not this one.
    expect((await info(other)).errorCode).toBe('user.or.token.invalid');

    // Replaying the first (spent) code to move back to the first number fails.
    const replay = await bindMobile(m.token, {
      mobileNum: first.mobile,
      countryDialingCode: '63',
      verificationCode: first.code,
      password: m.password,
    });
    expect(replay.json().errorCode).toBe('verification.code.invalid');
    expect((await info(m.token)).value.mobile).toBe(second.mobile);

    expect(await eventsOf(m.id)).toEqual([
      { kind: 'mobile.bind', detail: `+63 ${first.mobile.slice(0, 3)}****${first.mobile.slice(-3)}` },
      { kind: 'mobile.change', detail: `+63 ${second.mobile.slice(0, 3)}****${second.mobile.slice(-3)}` },
    ]);
  });
});

describe('POST /wps/member/security/email/send', () => {
  it('answers 401 without a session', async () => {
    const res = await sendEmail(null, { email: uniqueEmail() });
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 for an address that breaks the brand's e-mail rule", async () => {
    const m = await registerMember(t);
    const res = await sendEmail(m.token, { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields).toEqual([{ field: 'body.email', message: 'reg_pattern_3' }]);
    expect((await sendEmail(m.token, { email: '' })).json().errorCode).toBe('validation.failed');
  });

  it('answers 403 to a trial account', async () => {
    const res = await sendEmail(await trialToken(), { email: uniqueEmail() });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
  });

  it('refuses an address another member uses, whatever its case', async () => {
    const owner = await registerMember(t);
    const taken = uniqueEmail();
    await t.database.db.update(members).set({ email: taken }).where(eq(members.id, owner.id));
    const m = await registerMember(t);
    const res = await sendEmail(m.token, { email: taken.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('email.exist');
  });

  it('e-mails a code to the outbox and limits resending', async () => {
    const m = await registerMember(t);
    const email = uniqueEmail();
    const sent = await sendEmail(m.token, { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(5);
    expect(await lastSmsCode(t, email)).toMatch(/^\d{6}$/);
    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json().value;
    expect(outbox.find((msg: { to: string }) => msg.to === email)).toMatchObject({
      channel: 'EMAIL',
      subject: '[Pagoda] Your verification code',
    });
    expect((await sendEmail(m.token, { email })).json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('POST /wps/member/security/email/bind', () => {
  it('answers 401 without a session', async () => {
    const res = await encrypted(t, 'POST', '/wps/member/security/email/bind', {
      email: uniqueEmail(),
      verificationCode: '123456',
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 without a code or with a bad address', async () => {
    const m = await registerMember(t);
    const missing = await bindEmail(m.token, { email: uniqueEmail() });
    expect(missing.json().value.fields[0].field).toBe('body.verificationCode');
    const bad = await bindEmail(m.token, { email: 'x@y', verificationCode: '123456' });
    expect(bad.json().value.fields).toEqual([{ field: 'body.email', message: 'reg_pattern_3' }]);
  });

  it('answers 403 to a trial account', async () => {
    const res = await bindEmail(await trialToken(), { email: uniqueEmail(), verificationCode: '123456' });
    expect(res.json().errorCode).toBe('in_need_true_account');
  });

  it('refuses a wrong code, an expired code and an address taken meanwhile', async () => {
    const m = await registerMember(t);
    const email = uniqueEmail();
    await sendEmail(m.token, { email });
    const code = (await lastSmsCode(t, email))!;
    const wrong = await bindEmail(m.token, { email, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().errorCode).toBe('verification.code.invalid');

    const owner = await registerMember(t);
    await t.database.db.update(members).set({ email }).where(eq(members.id, owner.id));
    expect((await bindEmail(m.token, { email, verificationCode: code })).json().errorCode).toBe('email.exist');
    await t.database.db.update(members).set({ email: null }).where(eq(members.id, owner.id));

    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.target, email), eq(verificationCodes.channel, 'EMAIL')));
    expect((await bindEmail(m.token, { email, verificationCode: code })).json().errorCode).toBe(
      'verification.code.invalid',
    );
    expect((await info(m.token)).value.email).toBe('');
  });

  it('binds a first address with the code, then changes it with the login password and a new code', async () => {
    const m = await registerMember(t);
    const first = uniqueEmail();
    await sendEmail(m.token, { email: first });
    const firstCode = (await lastSmsCode(t, first))!;
    const bound = await bindEmail(m.token, { email: first, verificationCode: firstCode });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await info(m.token)).value.email).toBe(first);
    const replay = await bindEmail(m.token, { email: first, verificationCode: firstCode });
    expect(replay.json().errorCode).toBe('contact.unchanged');

    const other = await extraSession(m.id);
    const second = `Second.${uniqueEmail()}`;
    await sendEmail(m.token, { email: second });
    const code = (await lastSmsCode(t, second.toLowerCase()))!;
    const noPassword = await bindEmail(m.token, { email: second, verificationCode: code });
    expect(noPassword.json().value.fields).toEqual([{ field: 'body.password', message: 'required' }]);
    const changed = await bindEmail(m.token, { email: second, verificationCode: code, password: m.password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await info(m.token)).value.email).toBe(second);
    expect((await info(other)).errorCode).toBe('user.or.token.invalid');
    // The spent code cannot be used again, even for the address it was sent to.
    const back = await bindEmail(m.token, { email: first, verificationCode: firstCode, password: m.password });
    expect(back.json().errorCode).toBe('verification.code.invalid');

    expect(await eventsOf(m.id)).toEqual([
      { kind: 'email.bind', detail: `${first.slice(0, 2)}***@example.com` },
      { kind: 'email.change', detail: 'Se***@example.com' },
    ]);
  });
});

describe('e-mail codes outside demo mode', () => {
  it('go out over SMTP', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const live = await createTestApp({
      TEST_CAPTCHA_CODE: CAPTCHA,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    try {
      const m = await registerMember(live);
      const email = uniqueEmail();
      const res = await live.app.inject({
        method: 'POST',
        url: '/wps/member/security/email/send',
        headers: { ...wps, Authorization: m.token },
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${email}`);
      const code = received[0]!.match(/verification code is (\d{6})/)![1];
      const bound = await encrypted(
        live,
        'POST',
        '/wps/member/security/email/bind',
        { email, verificationCode: code },
        { Authorization: m.token },
      );
      expect(bound.statusCode).toBe(200);
    } finally {
      await live.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
