import type { OperationParsedBody, setPaymentPassword as setPaymentPasswordOperation } from '@pagoda/contracts';
import { ErrorCode } from '@pagoda/contracts';
import { generateSecret as generateTotpSecret, generateURI as generateTotpUri } from 'otplib';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { type MemberRow, type MembersRepository, membersRepository } from './members.repository.js';
import { checkRule, fieldError } from './register-rules.js';
import { TOTP_PURPOSE, totpOk } from './totp.js';

export type SecurityService = ReturnType<typeof createSecurityService>;

/** The security centre: payment password, authenticator app (TOTP) and the recent logins list. */
export const createSecurityService = (db: Db, deps: { members?: MembersRepository; secrets: SecretBox }) => {
  const members = deps.members ?? membersRepository;
  const open = (stored: string | null) => (stored === null ? null : deps.secrets.open(stored, TOTP_PURPOSE));

  return {
    recentLogins: async (member: MemberRow) =>
      (await members.recentLogins(db, member.id, 10)).map((r) => ({
        time: r.at.getTime(),
        ip: r.ip,
        method: r.method,
      })),

    /** First time: proven with the login password. Afterwards: with the old payment password. */
    setPaymentPassword: async (
      brand: BrandConfig,
      member: MemberRow,
      body: OperationParsedBody<typeof setPaymentPasswordOperation>,
    ) => {
      const rule = brand.register.paymentPassword;
      const valid = rule?.enabled
        ? checkRule(brand.register, 'paymentPassword', body.newPaymentPassword, true)
        : /^\d{6}$/.test(body.newPaymentPassword);
      if (!valid) throw fieldError('newPaymentPassword', 'reg_pattern_6');
      if (body.newPaymentPassword !== body.confirmPaymentPassword)
        throw new AppError(ErrorCode.PasswordConfirmMismatch);
      const proven = member.paymentPasswordHash
        ? await verifyPassword(member.paymentPasswordHash, body.oldPaymentPassword ?? '')
        : await verifyPassword(member.passwordHash, body.loginPassword ?? '');
      if (!proven) throw new AppError(ErrorCode.OldPasswordIncorrect);
      await members.update(db, member.id, { paymentPasswordHash: await hashPassword(body.newPaymentPassword) });
      return null;
    },

    /** A new secret to scan; it only counts once a code from it is confirmed. */
    setupTotp: async (brand: BrandConfig, member: MemberRow) => {
      const secret = generateTotpSecret();
      await members.update(db, member.id, { totpPendingSecret: deps.secrets.seal(secret, TOTP_PURPOSE) });
      return { secret, otpauthUrl: generateTotpUri({ secret, label: member.account, issuer: brand.merchant.name }) };
    },

    bindTotp: async (member: MemberRow, code: string) => {
      if (!(await totpOk(open(member.totpPendingSecret), code))) throw new AppError(ErrorCode.VerificationCodeInvalid);
      await members.update(db, member.id, { totpSecret: member.totpPendingSecret, totpPendingSecret: null });
      return null;
    },
  };
};
