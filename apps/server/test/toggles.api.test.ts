import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, captchaCookie, encrypted, lastSmsCode, uniqueName } from './helpers/accounts.js';
import { createTestApp, type TestContext, wps } from './helpers/test-app.js';

/** Each whitelabel module toggle changes what the server accepts, not only what the portal shows. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA, OUTBOX: true, SMS_PROVIDER: 'outbox', SMS_RESEND_SECONDS: 1 });
});
afterAll(async () => {
  await t.close();
});

const toggle = (modId: string, state: 'on' | 'off') =>
  t.app.inject({
    method: 'POST',
    url: '/internal/ops',
    headers: { 'x-ops-token': t.app.opsToken },
    payload: { command: 'toggle', merchant: 'pagoda', modId, state },
  });
const withToggle = async (modId: string, state: 'on' | 'off', fn: () => Promise<void>) => {
  await toggle(modId, state);
  try {
    await fn();
  } finally {
    await toggle(modId, state === 'on' ? 'off' : 'on');
  }
};
let seq = 0;
const newMobile = () => `9${String(Date.now() + seq++ * 7919).slice(-9)}`;
const sendRegisterCode = async (mobile: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers: wps,
    payload: { mobileNo: mobile, countryDialingCode: '63' },
  });
  return { res, code: await lastSmsCode(t, `63${mobile}`) };
};

describe('MOBILENUMREG3 (mobile registration)', () => {
  it('refuses mobile registration while off', async () => {
    await withToggle('MOBILENUMREG3', 'off', async () => {
      const res = await encrypted(t, 'PUT', '/wps/member/register/mobile', {
        mobileNum: newMobile(),
        countryDialingCode: '63',
        verificationCode: '123456',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      });
      expect(res.json().errorCode).toBe('function.disabled');
    });
  });
});

describe('MOBILENUMPASSREG3 (password on mobile registration)', () => {
  it('registers by mobile without a password while off; the member then logs in by SMS', async () => {
    // The demo brand has it under MOBILENUMREG3, on; switched off, no password is asked.
    await withToggle('MOBILENUMPASSREG3', 'off', async () => {
      const mobile = newMobile();
      const { code } = await sendRegisterCode(mobile);
      const res = await encrypted(t, 'PUT', '/wps/member/register/mobile', {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: code,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('asks for the password while on', async () => {
    const mobile = newMobile();
    const { code } = await sendRegisterCode(mobile);
    const res = await encrypted(t, 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
    });
    expect(res.json()).toMatchObject({
      errorCode: 'validation.failed',
      value: { fields: [{ field: 'body.password' }] },
    });
  });
});

describe('REGMOBVERF3 (SMS code on username registration)', () => {
  it('requires a mobile and its code on username registration while on', async () => {
    await withToggle('REGMOBVERF3', 'on', async () => {
      const username = uniqueName('sms');
      const base = { username, password: 'abc12345', confirmPassword: 'abc12345', captcha: CAPTCHA };
      const without = await encrypted(t, 'PUT', '/wps/member/register', base, { cookie: await captchaCookie(t) });
      expect(without.json()).toMatchObject({
        errorCode: 'validation.failed',
        value: { fields: [{ field: 'body.mobileNum' }] },
      });
      const mobile = newMobile();
      const { code } = await sendRegisterCode(mobile);
      const ok = await encrypted(
        t,
        'PUT',
        '/wps/member/register',
        { ...base, mobileNum: mobile, countryDialingCode: '63', verificationCode: code },
        { cookie: await captchaCookie(t) },
      );
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe('CHNGPASSVERIF3 (reset by phone)', () => {
  it('refuses a reset by phone while off', async () => {
    await withToggle('CHNGPASSVERIF3', 'off', async () => {
      const res = await encrypted(t, 'POST', '/wps/member/password/verification', {
        newPassword: 'abc12345',
        mobileNum: newMobile(),
        verificationCode: '123456',
      });
      expect(res.json().errorCode).toBe('function.disabled');
    });
  });
});

describe('MOBILEVERCODELOGIN3 (SMS-code login)', () => {
  it('refuses an SMS login while off', async () => {
    await withToggle('MOBILEVERCODELOGIN3', 'off', async () => {
      const res = await encrypted(t, 'POST', '/wps/session/login', {
        username: newMobile(),
        password: '123456',
        type: 'sms',
        countryDialingCode: '63',
      });
      expect(res.json().errorCode).toBe('function.disabled');
    });
  });
});
