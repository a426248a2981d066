import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@pagoda/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeBrand, fakeDb, fakeMembers } from '../../../test/helpers/fake-members.js';
import { AppError } from '../../lib/app-error.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { hashPassword } from '../../lib/secrets.js';
import type { SessionService } from '../session/session.service.js';
import { createLoginService, MAX_FAILURES_PER_HOUR } from './login.service.js';

const PASSWORD = 'right-pass-1';
let passwordHash = '';
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

/** The captcha answer the fake accepts. */
const GOOD = 'GOOD';

const setup = async () => {
  const members = fakeMembers();
  const sessions = { open: async () => 'session-token' } as unknown as SessionService;
  const captchaChecks: (string | null | undefined)[] = [];
  const login = createLoginService(fakeDb(), {
    sessions,
    captcha: {
      verify: async (_id, answer) => {
        captchaChecks.push(answer);
        if (!answer) throw new AppError(ErrorCode.CaptchaRequired, undefined, { captcha: true });
        if (answer !== GOOD) throw new AppError(ErrorCode.CaptchaInvalid, undefined, { captcha: true });
      },
    },
    verification: {
      consume: async () => undefined,
      sendSms: async () => ({ expiredMinutes: 5, expirationTime: 0 }),
    },
    passwordMaxAgeDays: 0,
    defaultForcedPassword: 'default-pass',
    members: members.repo,
    secrets: createSecretBox(randomBytes(32)),
  });
  const brand = fakeBrand();
  const member = await members.repo.insert(fakeDb(), {
    merchantCode: 'UNIT',
    account: 'Alice01',
    accountKey: 'alice01',
    passwordHash,
  });
  const attempt = (password: string, captcha?: string, ip = '10.0.0.1') =>
    login.login(
      brand,
      { username: 'Alice01', password, type: 'username', captcha, loginDeviceId: undefined },
      { ip, device: 'web', captchaId: 'c'.repeat(32) },
    );
  return { members, member, attempt, captchaChecks };
};

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

describe('login failure bookkeeping', () => {
  it('records a wrong password once, then asks for a captcha until a login succeeds', async () => {
    const { members, member, attempt, captchaChecks } = await setup();

    // The first try needs no captcha.
    expect(await codeOf(attempt('wrong-pass-1'))).toBe(ErrorCode.LoginFailed);
    expect(captchaChecks).toEqual([]);
    expect(members.attempts).toMatchObject([
      { accountKey: 'alice01', memberId: member.id, method: 'password', success: false },
    ]);

    // After a failure even the right password is refused without a captcha, and nothing more is recorded.
    expect(await codeOf(attempt(PASSWORD))).toBe(ErrorCode.CaptchaRequired);
    expect(await codeOf(attempt(PASSWORD, 'WRONG'))).toBe(ErrorCode.CaptchaInvalid);
    expect(members.attempts).toHaveLength(1);

    // With a captcha it logs in; the success resets the need for one.
    expect(await attempt(PASSWORD, GOOD)).toMatchObject({ token: 'session-token', userName: 'Alice01' });
    expect(members.attempts.at(-1)).toMatchObject({ method: 'password', success: true });
    captchaChecks.length = 0;
    expect(await attempt(PASSWORD)).toMatchObject({ token: 'session-token' });
    expect(captchaChecks).toEqual([]);
  });

  it('answers an unknown account like a wrong password, and counts it against that name', async () => {
    const { members, attempt } = await setup();
    members.rows.length = 0;
    const err = await attempt(PASSWORD).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: ErrorCode.LoginFailed, value: { captcha: true } });
    expect(members.attempts).toMatchObject([{ accountKey: 'alice01', memberId: null, success: false }]);
  });

  it(`locks the account for the hour after ${MAX_FAILURES_PER_HOUR} failures, even with the right password`, async () => {
    const { members, attempt } = await setup();
    // Failures from many addresses (so no per-address cap applies), all within the hour.
    for (let i = 0; i < MAX_FAILURES_PER_HOUR - 1; i++)
      members.addAttempt(
        {
          merchantCode: 'UNIT',
          accountKey: 'alice01',
          memberId: 1,
          ip: `10.1.${i}.1`,
          method: 'password',
          success: false,
        },
        30,
      );
    // One failure short of the cap, the right password with a captcha still logs in ...
    expect(await codeOf(attempt(PASSWORD, GOOD, '10.9.9.9'))).toBe('ok');
    // ... a success does not lift the hourly cap: the next failure reaches it,
    expect(await codeOf(attempt('wrong-pass-1', GOOD, '10.9.9.9'))).toBe(ErrorCode.LoginFailed);
    // and from then on every attempt is refused before the password is looked at.
    expect(await codeOf(attempt(PASSWORD, GOOD, '10.9.9.8'))).toBe(ErrorCode.TooManyRequests);
    expect(members.attempts.filter((a) => !a.success)).toHaveLength(MAX_FAILURES_PER_HOUR);
  });

  it('does not count failures older than an hour', async () => {
    const { members, attempt } = await setup();
    for (let i = 0; i < MAX_FAILURES_PER_HOUR; i++)
      members.addAttempt(
        {
          merchantCode: 'UNIT',
          accountKey: 'alice01',
          memberId: 1,
          ip: `10.1.${i}.1`,
          method: 'password',
          success: false,
        },
        61,
      );
    expect(await codeOf(attempt(PASSWORD))).toBe('ok');
  });
});
