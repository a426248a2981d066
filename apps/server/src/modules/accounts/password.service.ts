import type {
  OperationParsedBody,
  changePassword as changePasswordOperation,
  requestPasswordEmail as requestPasswordEmailOperation,
  resetPasswordByEmail as resetPasswordByEmailOperation,
  resetPasswordBySms as resetPasswordBySmsOperation,
} from '@pagoda/contracts';
import { ErrorCode, MemberType, WhitelabelModule } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/secrets.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { SessionService } from '../session/session.service.js';
import type { EmailProvider } from '../verification/email-provider.js';
import { smsTarget, type VerificationService } from '../verification/verification.service.js';
import { type MemberRow, type MembersRepository, membersRepository } from './members.repository.js';
import { type PasswordResetsRepository, passwordResetsRepository } from './password-resets.repository.js';
import { checkRule, defaultDialingCode, requireModule } from './register-rules.js';
import { securityEventsRepository } from './security-events.repository.js';

export type PasswordService = ReturnType<typeof createPasswordService>;

/**
 * The login password: changed by the member, or reset by an SMS code or an e-mailed link. A new
 * password ends the member's other sessions (a reset ends all of them).
 */
export const createPasswordService = (
  db: Db,
  deps: {
    sessions: Pick<SessionService, 'endAll' | 'endOthers'>;
    verification: Pick<VerificationService, 'consume'>;
    email: EmailProvider;
    /** How long an e-mailed reset link stays valid. */
    resetMinutes: number;
    members?: MembersRepository;
    passwordResets?: PasswordResetsRepository;
  },
) => {
  const members = deps.members ?? membersRepository;
  const passwordResets = deps.passwordResets ?? passwordResetsRepository;

  /** Stores the new password and records it in the member's security events (back office). */
  const store = async (tx: DbOrTx, member: MemberRow, passwordHash: string, kind: string, at = new Date()) => {
    await members.update(tx, member.id, { passwordHash, passwordChangedAt: at, mustChangePassword: false });
    await securityEventsRepository.insert(tx, { memberId: member.id, merchantCode: member.merchantCode, kind, at });
  };

  return {
    /** Changes the password; every other session of the member ends. */
    changePassword: async (
      brand: BrandConfig,
      member: MemberRow,
      sessionId: number,
      body: OperationParsedBody<typeof changePasswordOperation>,
    ) => {
      if (!(await verifyPassword(member.passwordHash, body.oldPassword ?? '')))
        throw new AppError(ErrorCode.OldPasswordIncorrect);
      checkRule(brand.register, 'password', body.newPassword, true);
      if (body.newPassword !== body.confirmNewPassword) throw new AppError(ErrorCode.PasswordConfirmMismatch);
      if (body.newPassword === body.oldPassword) throw new AppError(ErrorCode.PasswordSameAsOld);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await store(tx, member, passwordHash, 'password.change');
        await deps.sessions.endOthers(tx, member.id, sessionId, 'password');
      });
      return null;
    },

    /** A reset by phone: the portal then logs in with the new password. */
    resetPasswordBySms: async (brand: BrandConfig, body: OperationParsedBody<typeof resetPasswordBySmsOperation>) => {
      requireModule(brand, WhitelabelModule.ChangePassVerify);
      const dialing = body.countryDialingCode ?? defaultDialingCode(brand);
      checkRule(brand.register, 'password', body.newPassword, true);
      const passwordHash = await hashPassword(body.newPassword);
      const member = await members.findByMobile(db, brand.merchant.code, dialing, body.mobileNum);
      await db.transaction(async (tx) => {
        await deps.verification.consume(tx, {
          merchantCode: brand.merchant.code,
          target: smsTarget(dialing, body.mobileNum),
          purpose: 'LOGIN',
          code: body.verificationCode,
        });
        if (!member) throw new AppError(ErrorCode.VerificationCodeInvalid);
        await store(tx, member, passwordHash, 'password.reset.sms');
        await deps.sessions.endAll(tx, member.id, 'password');
      });
      return null;
    },

    /**
     * E-mails a reset link when the username and e-mail match an active member. The answer is
     * the same either way, so it cannot be used to find accounts.
     */
    requestPasswordEmail: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof requestPasswordEmailOperation>,
      origin: string,
    ) => {
      const member = await members.findByAccount(db, brand.merchant.code, body.username.toLowerCase());
      const matches =
        member &&
        member.status === 'ACTIVE' &&
        member.type !== MemberType.Trial &&
        member.email?.toLowerCase() === body.email.toLowerCase();
      if (!matches) return null;
      const token = randomToken();
      await passwordResets.insert(db, {
        memberId: member.id,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + deps.resetMinutes * 60_000),
      });
      const link = `${origin}/resetPassword?token=${token}`;
      await deps.email.send({
        merchantCode: brand.merchant.code,
        to: member.email!,
        subject: `[${brand.merchant.name}] Reset your password`,
        text: `Hello ${member.account},\n\nOpen this link within ${deps.resetMinutes} minutes to set a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
      });
      return null;
    },

    resetPasswordByEmail: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof resetPasswordByEmailOperation>,
    ) => {
      checkRule(brand.register, 'password', body.newPassword, true);
      if (body.newPassword !== body.confirmNewPassword) throw new AppError(ErrorCode.PasswordConfirmMismatch);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        const now = new Date();
        const reset = await passwordResets.take(tx, sha256Hex(body.token), now);
        const member = reset && reset.expiresAt > now ? await members.findById(tx, reset.memberId) : null;
        if (!member || member.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.ResetLinkInvalid);
        await store(tx, member, passwordHash, 'password.reset.email', now);
        await deps.sessions.endAll(tx, member.id, 'password');
      });
      return null;
    },
  };
};
