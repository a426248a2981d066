import type { RegisterRule } from '@pagoda/contracts';
import { ErrorCode, PATTERNS, WhitelabelModule } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { fakeBrand, fakeDb, fakeMembers } from '../../../test/helpers/fake-members.js';
import { AppError } from '../../lib/app-error.js';
import type { LoginService } from './login.service.js';
import { createRegistrationService } from './registration.service.js';

const rule = (patternId: number, minLength: number, maxLength: number): RegisterRule => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  patternId,
  acceptedPattern: PATTERNS[patternId]!,
});

/** Usernames: a letter then letters or digits, 6 to 13; passwords: letters and digits, 6 to 20. */
const brand = fakeBrand({
  modules: { [WhitelabelModule.UsernameReg]: true },
  register: { username: rule(1, 6, 13), password: rule(4, 6, 20) },
});

const setup = () => {
  const members = fakeMembers();
  const opened: string[] = [];
  const registration = createRegistrationService(fakeDb(), {
    login: {
      openNewMember: (async (_tx, _brand, member, _meta, method) => {
        opened.push(`${member.account}:${method}`);
        return { token: 'session-token', userName: member.account };
      }) as LoginService['openNewMember'],
    },
    captcha: { verify: async () => undefined },
    verification: {
      consume: async () => undefined,
      sendSms: async () => ({ expiredMinutes: 5, expirationTime: 0 }),
    },
    affiliates: {
      invitationFor: async () => ({ uplineId: 0, agent: false, offerKind: null }),
      referrerFor: async () => 0,
    },
    contractOffers: { offerOnRegistration: async () => null },
    members: members.repo,
  });
  const register = (username: string) =>
    registration.register(
      brand,
      { username, password: 'secret12', confirmPassword: 'secret12' },
      { ip: '10.0.0.1', device: 'web', captchaId: undefined },
    );
  return { members, opened, register };
};

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('registration by username', () => {
  it("refuses a username that breaks the brand's rule, naming the rule, and stores nothing", async () => {
    const { members, opened, register } = setup();
    for (const bad of ['1player', 'abc', 'player_one', 'averyverylongname']) {
      const err = await failure(register(bad));
      expect(err.code).toBe(ErrorCode.ValidationFailed);
      expect(err.value).toEqual({ fields: [{ field: 'body.username', message: 'reg_pattern_1' }] });
    }
    expect(members.rows).toHaveLength(0);
    expect(opened).toEqual([]);
  });

  it('registers a valid name and logs the member in; the same name in other case is then taken', async () => {
    const { members, opened, register } = setup();
    expect(await register('Player01')).toMatchObject({ token: 'session-token', userName: 'Player01' });
    expect(members.rows).toMatchObject([{ account: 'Player01', accountKey: 'player01', type: 0 }]);
    expect(opened).toEqual(['Player01:register-username']);

    expect((await failure(register('PLAYER01'))).code).toBe(ErrorCode.UsernameExists);
    expect(members.rows).toHaveLength(1);
  });
});
