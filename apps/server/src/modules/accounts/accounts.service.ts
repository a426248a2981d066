import type { MemberInfo } from '@pagoda/contracts';
import { MemberType } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AffiliatesService } from '../affiliates/affiliates.service.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { SessionService } from '../session/session.service.js';
import type { EmailProvider } from '../verification/email-provider.js';
import type { VerificationService } from '../verification/verification.service.js';
import { presentAvatar, presentMemberInfo } from './accounts.presenter.js';
import { createLoginService } from './login.service.js';
import { type MemberRow, type MembersRepository, membersRepository } from './members.repository.js';
import { createPasswordService } from './password.service.js';
import { createRegistrationService, type RegistrationDeps } from './registration.service.js';
import { createSecurityService } from './security.service.js';

export type ProfileService = ReturnType<typeof createProfileService>;
export type AccountServices = ReturnType<typeof createAccountServices>;

/** The member's own account as the portal shows it, and the language it is shown in. */
export const createProfileService = (db: Db, deps: { members?: MembersRepository } = {}) => {
  const members = deps.members ?? membersRepository;
  return {
    memberInfo: async (member: MemberRow): Promise<MemberInfo> =>
      presentMemberInfo(member, await members.labels(db, member.id)),

    icon: async (member: MemberRow) => member.iconId,
    avatar: async (member: MemberRow) => presentAvatar(member),

    setLanguage: async (member: MemberRow, language: string) => {
      if (member.type === MemberType.Trial) return null;
      await members.update(db, member.id, { language });
      return null;
    },
  };
};

/** Wires the accounts module's services; the routes and the third-party module use the specific ones. */
export const createAccountServices = (
  db: Db,
  deps: {
    sessions: SessionService;
    captcha: CaptchaService;
    verification: VerificationService;
    passwordMaxAgeDays: number;
    defaultForcedPassword: string;
    email: EmailProvider;
    resetMinutes: number;
    affiliates: AffiliatesService;
    /** An AGENT invitation code's contract offer to the agent registering with it (agent contracts). */
    contractOffers: RegistrationDeps['contractOffers'];
    /** Funds a new trial account with demo money (wallet module). */
    trialWallet?: { creditTrial: (tx: DbOrTx, brand: BrandConfig, member: MemberRow) => Promise<void> };
    /** Seals the TOTP seeds at rest. */
    secrets: SecretBox;
  },
) => {
  const login = createLoginService(db, deps);
  return {
    login,
    registration: createRegistrationService(db, { ...deps, login }),
    password: createPasswordService(db, deps),
    security: createSecurityService(db, { secrets: deps.secrets }),
    profile: createProfileService(db),
  };
};
