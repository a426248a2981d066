import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, loginTickets, members, verificationCodes } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/secrets.js';
import {
  CAPTCHA,
  captchaCookie,
  encrypted,
  lastSmsCode,
  randomIp,
  registerMember,
  uniqueName,
} from './helpers/accounts.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, OUTBOX: true, SMS_PROVIDER: 'outbox' });
});
afterAll(async () => {
  await t.close();
});

const ops = (body: object) =>
  t.app.inject({ method: 'POST', url: '/internal/ops', headers: { 'x-ops-token': t.app.opsToken }, payload: body });
const authed = (method: 'GET' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url, headers: { ...wps, Authorization: token } });

describe('GET /wps/session/key/rsa', () => {
  it('publishes an RSA public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa?t=1', headers: wps });
    expect(res.json().value).toMatchObject({ algorithm: 'RSA-OAEP-256+A256GCM' });
    expect(Buffer.from(res.json().value.publicKey, 'base64').length).toBeGreaterThan(256);
  });
});

describe('GET /wps/captcha', () => {
  it('returns a base64 PNG and an HttpOnly one-use cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: wps });
    expect(Buffer.from(res.json().value, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^pagoda_captcha=[0-9a-f]{32}; Path=\/wps; HttpOnly; SameSite=Strict/,
    );
  });
});

describe('POST /wps/session/login', () => {
  it('refuses an unencrypted call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: wps,
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('payload.encryption.required');
  });

  it('validates the decrypted body', async () => {
    const res = await encrypted(t, 'POST', '/wps/session/login', { username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });

  it('answers a wrong password and an unknown account alike, then asks for a captcha', async () => {
    const m = await registerMember(t);
    const wrong = await encrypted(t, 'POST', '/wps/session/login', {
      username: m.username,
      password: 'nope-nope1',
      type: 'username',
    });
    const unknown = await encrypted(t, 'POST', '/wps/session/login', {
      username: uniqueName('ghost'),
      password: 'nope-nope1',
      type: 'username',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ errorCode: 'login.info.incorrect', value: { captcha: true } });

    const noCaptcha = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: m.password });
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const cookie = await captchaCookie(t);
    const badCaptcha = await encrypted(
      t,
      'POST',
      '/wps/session/login',
      { username: m.username, password: m.password, captcha: 'ZZZZ' },
      { cookie },
    );
    expect(badCaptcha.json().errorCode).toBe('captcha.invalid');
    const reused = await encrypted(
      t,
      'POST',
      '/wps/session/login',
      { username: m.username, password: m.password, captcha: CAPTCHA },
      { cookie },
    );
    expect(reused.json().errorCode).toBe('captcha.invalid');

    const ok = await encrypted(
      t,
      'POST',
      '/wps/session/login',
      { username: m.username.toUpperCase(), password: m.password, captcha: CAPTCHA },
      {
        cookie: await captchaCookie(t),
      },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
      userName: m.username,
    });
    expect(ok.json().value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stops an account after 100 failures in an hour, whatever the captcha', async () => {
    const m = await registerMember(t);
    const rows = Array.from({ length: 100 }, () => ({
      merchantCode: 'pagoda',
      accountKey: m.username,
      ip: '10.0.0.9',
      method: 'password',
      success: false,
    }));
    await t.database.db.insert(loginAttempts).values(rows);
    const res = await encrypted(
      t,
      'POST',
      '/wps/session/login',
      { username: m.username, password: m.password, captcha: CAPTCHA },
      { cookie: await captchaCookie(t) },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('asks for a password change when the password is the default {secret}', async () => {
    const m = await registerMember(t);
    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('{secret}') })
      .where(eq(members.id, m.id));
    const res = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: '{secret}' });
    expect(res.json().value.changePasswordRequired).toBe(true);
  });

  it('flags an expired password, forcing a change only with PWDEXPFORCECHANGE3 on', async () => {
    const m = await registerMember(t);
    await t.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 200 * 86_400_000) })
      .where(eq(members.id, m.id));
    const forced = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: m.password });
    expect(forced.json().value).toMatchObject({ passwordExpired: true, changePasswordRequired: true });
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'PWDEXPFORCECHANGE3', state: 'off' });
    try {
      const free = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: m.password });
      expect(free.json().value).toMatchObject({ passwordExpired: true, changePasswordRequired: false });
    } finally {
      await ops({ command: 'toggle', merchant: 'pagoda', modId: 'PWDEXPFORCECHANGE3', state: 'on' });
    }
  });

  it('logs in by SMS code, once per code', async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: wps,
      payload: { mobileNo: mobile, countryDialingCode: '63' },
    });
    const regCode = await lastSmsCode(t, `63${mobile}`);
    const reg = await encrypted(t, 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: regCode,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(reg.statusCode).toBe(200);
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.target, `63${mobile}`));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: wps,
      payload: { mobileNum: mobile, countryDialingCode: '63' },
    });
    expect(sent.json().value.expiredMinutes).toBe(5);
    const code = await lastSmsCode(t, `63${mobile}`);
    expect(code).not.toBe(regCode);
    const ok = await encrypted(t, 'POST', '/wps/session/login', {
      username: mobile,
      password: code,
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.changePasswordRequired).toBe(false);
    const replay = await encrypted(t, 'POST', '/wps/session/login', {
      username: mobile,
      password: code,
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(replay.json().errorCode).toMatch(/login.info.incorrect|captcha.required/);
  });
});

describe('PUT /wps/member/register', () => {
  it.each([
    [{ username: '1abc234', password: 'abc12345', confirmPassword: 'abc12345' }, 'body.username', 'reg_pattern_1'],
    [{ username: 'abc', password: 'abc12345', confirmPassword: 'abc12345' }, 'body.username', 'reg_pattern_1'],
    [{ username: 'goodname1', password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'body.password', 'reg_pattern_5'],
    [
      { username: 'goodname1', password: 'abc12345', confirmPassword: 'abc12345', email: 'not-an-email' },
      'body.email',
      'reg_pattern_3',
    ],
    [{ password: 'abc12345', confirmPassword: 'abc12345' }, 'body.username', 'required'],
  ])('rejects %j on %s', async (payload, field, message) => {
    const res = await encrypted(t, 'PUT', '/wps/member/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation.failed', value: { fields: [{ field, message }] } });
  });

  it('rejects a confirmation that differs', async () => {
    const res = await encrypted(t, 'PUT', '/wps/member/register', {
      username: uniqueName(),
      password: 'abc12345',
      confirmPassword: 'abc12346',
    });
    expect(res.json().errorCode).toBe('password.confirm.mismatch');
  });

  it('asks for the captcha when the brand enables it', async () => {
    const res = await encrypted(t, 'PUT', '/wps/member/register', {
      username: uniqueName(),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(res.json().errorCode).toBe('captcha.required');
  });

  it('registers, logs the member in, and refuses the same name twice (any case)', async () => {
    const m = await registerMember(t);
    const info = await authed('GET', '/wps/member/info', m.token);
    expect(info.json().value).toMatchObject({
      account: m.username,
      type: 0,
      clubLabel: { type: 'AUTO' },
      memberLabel: [],
    });
    const again = await encrypted(
      t,
      'PUT',
      '/wps/member/register',
      { username: m.username.toUpperCase(), password: 'abc12345', confirmPassword: 'abc12345', captcha: CAPTCHA },
      { cookie: await captchaCookie(t) },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('in_username_exist');
  });

  it('is refused while USERNAMEREG3 is off', async () => {
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'USERNAMEREG3', state: 'off' });
    try {
      const res = await encrypted(t, 'PUT', '/wps/member/register', {
        username: uniqueName(),
        password: 'abc12345',
        confirmPassword: 'abc12345',
      });
      expect(res.json().errorCode).toBe('function.disabled');
    } finally {
      await ops({ command: 'toggle', merchant: 'pagoda', modId: 'USERNAMEREG3', state: 'on' });
    }
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('needs a valid, unexpired, unused SMS code', async () => {
    const mobile = `9${String(Date.now() + 7).slice(-9)}`;
    const body = { mobileNum: mobile, countryDialingCode: '63', password: 'abc12345', confirmPassword: 'abc12345' };
    expect(
      (await encrypted(t, 'PUT', '/wps/member/register/mobile', { ...body, verificationCode: '123456' })).json()
        .errorCode,
    ).toBe('verification.code.invalid');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: wps,
      payload: { mobileNo: mobile, countryDialingCode: '63' },
    });
    expect(sent.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: wps,
      payload: { mobileNo: mobile, countryDialingCode: '63' },
    });
    expect(again.json().errorCode).toBe('TOO_MANY_REQUESTS');
    const code = (await lastSmsCode(t, `63${mobile}`))!;
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.target, `63${mobile}`)));
    expect(
      (await encrypted(t, 'PUT', '/wps/member/register/mobile', { ...body, verificationCode: code })).json().errorCode,
    ).toBe('verification.code.invalid');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(verificationCodes.target, `63${mobile}`));
    const ok = await encrypted(t, 'PUT', '/wps/member/register/mobile', { ...body, verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.userName).toBe(mobile);
  });

  it('answers a registered number like a new one and tells its owner by SMS (no enumeration)', async () => {
    const send = (mobileNo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: wps,
        payload: { mobileNo, countryDialingCode: '63' },
        remoteAddress: randomIp(),
      });
    const mobile = `9${String(Date.now() + 11).slice(-9)}`;
    expect((await send(mobile)).statusCode).toBe(200);
    const code = (await lastSmsCode(t, `63${mobile}`))!;
    const body = { mobileNum: mobile, countryDialingCode: '63', password: 'abc12345', confirmPassword: 'abc12345' };
    expect(
      (await encrypted(t, 'PUT', '/wps/member/register/mobile', { ...body, verificationCode: code })).statusCode,
    ).toBe(200);

    await t.database.db.delete(verificationCodes).where(eq(verificationCodes.target, `63${mobile}`));
    const fresh = `9${String(Date.now() + 13).slice(-9)}`;
    const taken = await send(mobile);
    const untaken = await send(fresh);
    expect(taken.statusCode).toBe(200);
    const shape = (res: typeof taken) => ({ ...res.json(), value: { ...res.json().value, expirationTime: 0 } });
    expect(shape(taken)).toEqual(shape(untaken));
    expect(Math.abs(taken.json().value.expirationTime - untaken.json().value.expirationTime)).toBeLessThan(5_000);
    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json().value as {
      to: string;
      body: string;
    }[];
    expect(outbox.find((m) => m.to === `63${mobile}`)?.body).toContain('already has an account');
    expect(outbox.find((m) => m.to === `63${mobile}`)?.body).not.toMatch(/\b\d{6}\b/);
    // Registering it without the (never sent) code says nothing about the number either.
    const guess = await encrypted(t, 'PUT', '/wps/member/register/mobile', { ...body, verificationCode: '123456' });
    expect(guess.json().errorCode).toBe('verification.code.invalid');
    // The same throttle as any number.
    expect((await send(mobile)).json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('GET /wps/member/info', () => {
  it('answers 401 CUSTOMER_NOT_LOGIN without a token and user.or.token.invalid with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: wps });
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('CUSTOMER_NOT_LOGIN');
    const bad = await authed('GET', '/wps/member/info', 'x'.repeat(43));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errorCode).toBe('user.or.token.invalid');
  });

  it('ends the older session when the member logs in elsewhere (login.not.session)', async () => {
    const m = await registerMember(t);
    const second = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: m.password });
    expect(second.statusCode).toBe(200);
    const old = await authed('GET', '/wps/member/info', m.token);
    expect(old.json().errorCode).toBe('login.not.session');
    expect((await authed('GET', '/wps/member/info', second.json().value.token)).statusCode).toBe(200);
  });
});

describe('DELETE /wps/session/logout', () => {
  it('needs a session, and ends it on the server', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: wps })).statusCode).toBe(401);
    const m = await registerMember(t);
    expect((await authed('DELETE', '/wps/session/logout', m.token)).statusCode).toBe(200);
    const after = await authed('GET', '/wps/member/info', m.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('user.or.token.invalid');
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('creates a trial account that real-account calls refuse', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: wps,
      payload: { os: 'linux', platform: 'W' },
    });
    expect(res.statusCode).toBe(200);
    const { token, customerType } = res.json().value;
    expect(customerType).toBe(4);
    const change = await encrypted(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
      { Authorization: token },
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().errorCode).toBe('in_need_true_account');
  });

  it('is refused while FREEPLAY3 is off', async () => {
    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'FREEPLAY3', state: 'off' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: wps, payload: {} });
      expect(res.json().errorCode).toBe('function.disabled');
    } finally {
      await ops({ command: 'toggle', merchant: 'pagoda', modId: 'FREEPLAY3', state: 'on' });
    }
  });
});

describe('POST /wps/member/password', () => {
  it('needs a session', async () => {
    const res = await encrypted(t, 'POST', '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks the old password, then changes it and ends the other sessions', async () => {
    const m = await registerMember(t);
    const wrong = await encrypted(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: 'wrong123', newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { Authorization: m.token },
    );
    expect(wrong.json().errorCode).toBe('old.password.incorrect');
    const other = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(other).toHaveLength(1);
    const ok = await encrypted(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: m.password, newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { Authorization: m.token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await authed('GET', '/wps/member/info', m.token)).statusCode).toBe(200);
    const oldLogin = await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: m.password });
    expect(oldLogin.json().errorCode).toBe('login.info.incorrect');
  });
});

describe('GET /wps/member/info/icon and /wps/relay/MCSFE_getPlayerAvatar', () => {
  it('need a session, then return the icon id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: wps })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: wps })).statusCode,
    ).toBe(401);
    const m = await registerMember(t);
    expect((await authed('GET', '/wps/member/info/icon', m.token)).json().value).toBe('1');
    expect((await authed('GET', '/wps/relay/MCSFE_getPlayerAvatar', m.token)).json().value).toEqual({
      avatarType: 'STATIC',
      avatar: '1',
    });
  });
});

describe('PUT /wps/member/language', () => {
  it('needs a session, validates the language, and stores it', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/wps/member/language', headers: wps, payload: { language: 'TH' } }))
        .statusCode,
    ).toBe(401);
    const m = await registerMember(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { ...wps, Authorization: m.token },
      payload: { language: 'XX' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { ...wps, Authorization: m.token },
      payload: { language: 'TH' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await authed('GET', '/wps/member/info', m.token)).json().value.language).toBe('TH');
  });
});

describe('POST /wps/member/password/verification', () => {
  it('refuses an unencrypted call and a wrong code', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      headers: wps,
      payload: { newPassword: 'x' },
    });
    expect(plain.json().errorCode).toBe('payload.encryption.required');
    const wrong = await encrypted(t, 'POST', '/wps/member/password/verification', {
      newPassword: 'new12345',
      mobileNum: '9170000000',
      verificationCode: '000000',
    });
    expect(wrong.json().errorCode).toBe('verification.code.invalid');
  });

  it('sets a new password with the SMS code and ends the old sessions', async () => {
    const mobile = `9${String(Date.now() + 11).slice(-9)}`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: wps,
      payload: { mobileNo: mobile, countryDialingCode: '63' },
    });
    const reg = await encrypted(t, 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: await lastSmsCode(t, `63${mobile}`),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    const oldToken = reg.json().value.token;
    await t.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.target, `63${mobile}`));
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: wps,
      payload: { mobileNum: mobile, countryDialingCode: '63' },
    });
    const code = await lastSmsCode(t, `63${mobile}`);
    const reset = await encrypted(t, 'POST', '/wps/member/password/verification', {
      newPassword: 'fresh1234',
      mobileNum: mobile,
      verificationCode: code,
    });
    expect(reset.statusCode).toBe(200);
    expect((await authed('GET', '/wps/member/info', oldToken)).statusCode).toBe(401);
    // The portal then logs in with the mobile number as the username and the new password.
    const login = await encrypted(t, 'POST', '/wps/session/login', {
      username: mobile,
      password: 'fresh1234',
      type: '',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('POST /wps/session/login/verification', () => {
  it('refuses an unencrypted call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification',
      headers: wps,
      payload: {},
    });
    expect(res.json().errorCode).toBe('payload.encryption.required');
  });

  const VERIFY = '/wps/session/login/verification';
  const toggleIpVerify = (state: 'on' | 'off') =>
    ops({ command: 'toggle', merchant: 'pagoda', modId: 'LOGINIPVERF3', state });
  /** A member with a payee name and e-mail who has logged in once, from 10.x (registration). */
  const verifiable = async () => {
    const m = await registerMember(t);
    await t.database.db
      .update(members)
      .set({ email: 'me@example.com', payeeName: 'Juan Dela Cruz' })
      .where(eq(members.id, m.id));
    return m;
  };
  /** A password login from a new address: 403 login_verify_required with the ticket cookie. */
  const ticketFor = async (m: { username: string; password: string }, ip: string, extra: object = {}, headers = {}) => {
    const res = await encrypted(t, 'POST', '/wps/session/login', { ...m, ...extra }, headers, ip);
    expect(res.json().errorCode, res.body).toBe('login_verify_required');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^pagoda_login_ticket=[A-Za-z0-9_-]{43}; Path=\/wps\/session\/login; HttpOnly; SameSite=Strict/,
    );
    return cookie.split(';')[0]!;
  };

  it('is closed while LOGINIPVERF3 is off, even with the right password and proof', async () => {
    const m = await verifiable();
    const res = await encrypted(t, 'POST', VERIFY, { ...m, method: 'P', payeeName: 'Juan Dela Cruz' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'function.disabled', value: null });
  });

  it('gives no session and no password answer without the ticket of a checked login (captcha bypass)', async () => {
    const m = await verifiable();
    await toggleIpVerify('on');
    try {
      const ip = '10.202.1.1';
      await encrypted(t, 'POST', '/wps/session/login', { username: m.username, password: 'wrong-pass1' }, {}, ip);
      const needCaptcha = await encrypted(t, 'POST', '/wps/session/login', m, {}, ip);
      expect(needCaptcha.json().errorCode).toBe('captcha.required');
      const proof = { method: 'P', payeeName: 'Juan Dela Cruz' };
      const right = await encrypted(t, 'POST', VERIFY, { ...m, ...proof }, {}, ip);
      const wrong = await encrypted(t, 'POST', VERIFY, { ...m, ...proof, password: 'wrong-pass1' }, {}, ip);
      const forged = await encrypted(
        t,
        'POST',
        VERIFY,
        { ...m, ...proof },
        { cookie: `pagoda_login_ticket=${'A'.repeat(43)}` },
        ip,
      );
      for (const res of [right, wrong, forged]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'login.ticket.invalid', value: null });
      }
      expect(right.body).toBe(wrong.body);
    } finally {
      await toggleIpVerify('off');
    }
  });

  it('continues a checked login once: a wrong proof spends the ticket, counts as a failure and asks the next login for a captcha', async () => {
    const m = await verifiable();
    await toggleIpVerify('on');
    try {
      const ip = '10.200.1.1';
      const body = { username: m.username, method: 'E', email: 'someone@else.com' };
      const first = await ticketFor(m, ip);
      // Right password or wrong one, a wrong proof is answered alike: the password is not checked here.
      const wrong = await encrypted(t, 'POST', VERIFY, { ...body, password: 'whatever1' }, { cookie: first }, ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errorCode: 'login.verify.failed', value: { captcha: true } });
      expect(String(wrong.headers['set-cookie'])).toContain('pagoda_login_ticket=; Path=/wps/session/login');
      const reused = await encrypted(t, 'POST', VERIFY, { ...body, email: 'me@example.com' }, { cookie: first }, ip);
      expect(reused.json().errorCode).toBe('login.ticket.invalid');
      const failures = await t.database.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.accountKey, m.username.toLowerCase()), eq(loginAttempts.method, 'verify-E')));
      expect(failures).toMatchObject([{ success: false, ip }]);

      // The shared captcha rule: the next login from anywhere needs one.
      const noCaptcha = await encrypted(t, 'POST', '/wps/session/login', m, {}, ip);
      expect(noCaptcha.json().errorCode).toBe('captcha.required');
      const second = await ticketFor(m, ip, { captcha: CAPTCHA }, { cookie: await captchaCookie(t) });
      // Bound to the address, the brand's member and the username of the login that issued it.
      const elsewhere = await encrypted(
        t,
        'POST',
        VERIFY,
        { ...body, email: 'me@example.com' },
        { cookie: second },
        '10.200.9.9',
      );
      expect(elsewhere.json().errorCode).toBe('login.ticket.invalid');
      const third = await ticketFor(m, ip, { captcha: CAPTCHA }, { cookie: await captchaCookie(t) });
      const other = await encrypted(
        t,
        'POST',
        VERIFY,
        { ...body, username: 'someoneelse', email: 'me@example.com' },
        { cookie: third },
        ip,
      );
      expect(other.json().errorCode).toBe('login.ticket.invalid');

      const fourth = await ticketFor(m, ip, { captcha: CAPTCHA }, { cookie: await captchaCookie(t) });
      const ok = await encrypted(
        t,
        'POST',
        VERIFY,
        { username: m.username.toUpperCase(), method: 'E', email: 'ME@example.com' },
        { cookie: fourth },
        ip,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const again = await encrypted(t, 'POST', '/wps/session/login', m, {}, ip);
      expect(again.statusCode).toBe(200);
    } finally {
      await toggleIpVerify('off');
    }
  });

  it('refuses an expired ticket and keeps the default-password rule of the login', async () => {
    const m = await verifiable();
    await t.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('{secret}') })
      .where(eq(members.id, m.id));
    await toggleIpVerify('on');
    try {
      const ip = '10.203.1.1';
      const creds = { username: m.username, password: '{secret}' };
      const stale = await ticketFor(creds, ip);
      await t.database.db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1000) });
      const proof = { username: m.username, method: 'P', payeeName: 'juan dela cruz' };
      const late = await encrypted(t, 'POST', VERIFY, proof, { cookie: stale }, ip);
      expect(late.json().errorCode).toBe('login.ticket.invalid');
      const fresh = await ticketFor(creds, ip);
      const ok = await encrypted(t, 'POST', VERIFY, proof, { cookie: fresh }, ip);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.changePasswordRequired).toBe(true);
      const rows = await t.database.db.select().from(loginTickets).where(eq(loginTickets.memberId, m.id));
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    } finally {
      await toggleIpVerify('off');
    }
  });
});

describe('GET /wps/member/security/logins', () => {
  it('needs a real account, then lists recent logins newest first', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/security/logins', headers: wps })).statusCode).toBe(
      401,
    );
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: wps, payload: {} })
    ).json().value.token;
    expect((await authed('GET', '/wps/member/security/logins', trial)).json().errorCode).toBe('in_need_true_account');
    const m = await registerMember(t);
    const again = await encrypted(
      t,
      'POST',
      '/wps/session/login',
      { username: m.username, password: m.password },
      {},
      '10.77.0.1',
    );
    const list = (await authed('GET', '/wps/member/security/logins', again.json().value.token)).json().value;
    expect(list[0]).toMatchObject({ ip: '10.77.0.1', method: 'password' });
    expect(list[1]).toMatchObject({ method: 'register-username' });
  });
});

describe('PUT /wps/member/security/paymentPassword', () => {
  it('sets it with the login password, then changes it with the old one', async () => {
    const m = await registerMember(t);
    const call = (body: object) =>
      encrypted(t, 'PUT', '/wps/member/security/paymentPassword', body, { Authorization: m.token });
    expect(
      (await call({ loginPassword: m.password, newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' })).json()
        .errorCode,
    ).toBe('validation.failed');
    expect(
      (await call({ loginPassword: 'wrong', newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()
        .errorCode,
    ).toBe('old.password.incorrect');
    expect(
      (await call({ loginPassword: m.password, newPaymentPassword: '123456', confirmPaymentPassword: '123450' })).json()
        .errorCode,
    ).toBe('password.confirm.mismatch');
    expect(
      (await call({ loginPassword: m.password, newPaymentPassword: '123456', confirmPaymentPassword: '123456' }))
        .statusCode,
    ).toBe(200);
    expect((await authed('GET', '/wps/member/info', m.token)).json().value.hasPaymentPassword).toBe(true);
    expect(
      (await call({ loginPassword: m.password, newPaymentPassword: '654321', confirmPaymentPassword: '654321' })).json()
        .errorCode,
    ).toBe('old.password.incorrect');
    expect(
      (await call({ oldPaymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /wps/member/security/totp/setup and /bind', () => {
  it('binds Google Authenticator with a current code, which then verifies a login from a new address', async () => {
    const { generate } = await import('otplib');
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/member/security/totp/setup', headers: wps })).statusCode,
    ).toBe(401);
    const m = await registerMember(t);
    const auth = { ...wps, Authorization: m.token };
    const setup = (await t.app.inject({ method: 'POST', url: '/wps/member/security/totp/setup', headers: auth })).json()
      .value;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Pagoda:.+secret=/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/bind',
      headers: auth,
      payload: { code: '000000' },
    });
    expect(wrong.json().errorCode).toBe('verification.code.invalid');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/bind',
      headers: auth,
      payload: { code: 'abc' },
    });
    expect(bad.json().errorCode).toBe('validation.failed');
    const code = await generate({ secret: setup.secret });
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/member/security/totp/bind', headers: auth, payload: { code } }))
        .statusCode,
    ).toBe(200);
    expect((await authed('GET', '/wps/member/info', m.token)).json().value.hasTotp).toBe(true);

    await ops({ command: 'toggle', merchant: 'pagoda', modId: 'LOGINIPVERF3', state: 'on' });
    try {
      const fromNew = await encrypted(
        t,
        'POST',
        '/wps/session/login',
        { username: m.username, password: m.password },
        {},
        '10.201.1.1',
      );
      expect(fromNew.json().value).toMatchObject({ ga: true });
      const ticket = String(fromNew.headers['set-cookie']).split(';')[0]!;
      const viaApp = await encrypted(
        t,
        'POST',
        '/wps/session/login/verification',
        { username: m.username, password: m.password, method: 'G', authCode: await generate({ secret: setup.secret }) },
        { cookie: ticket },
        '10.201.1.1',
      );
      expect(viaApp.statusCode).toBe(200);
    } finally {
      await ops({ command: 'toggle', merchant: 'pagoda', modId: 'LOGINIPVERF3', state: 'off' });
    }
  });
});
