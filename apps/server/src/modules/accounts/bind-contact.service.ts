import type {
  bindEmail,
  bindMobile,
  OperationParsedBody,
  RegisterRule,
  sendBindEmailCode,
  sendBindMobileCode,
} from '@pagoda/contracts';
import { ErrorCode, isMobileIccLocked, maskEmail, maskMobile, PATTERNS } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/secrets.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { SessionService } from '../session/session.service.js';
import { emailTarget, smsTarget, type VerificationService } from '../verification/verification.service.js';
import { isUniqueViolation, type MemberRow, type MembersRepository, membersRepository } from './members.repository.js';
import { checkRule, defaultDialingCode, fieldError, same } from './register-rules.js';
import { type SecurityEventsRepository, securityEventsRepository } from './security-events.repository.js';

export type BindContactService = ReturnType<typeof createBindContactService>;

/** Used when the brand's e-mail rule is off: binding an address still needs a valid one. */
const FALLBACK_EMAIL_RULE: RegisterRule = {
  enabled: true,
  required: true,
  minLength: 3,
  maxLength: 254,
  patternId: 3,
  acceptedPattern: PATTERNS[3]!,
};

/** A code proves the target, and it is tied to the member who asked for it. */
const bindPurpose = (member: MemberRow) => `BIND:${member.id}` as const;

/** While the brand locks the country code, the member keeps the one bound, or the brand's default. */
const lockedDialingCode = (brand: BrandConfig, member: Pick<MemberRow, 'countryDialingCode'>) =>
  isMobileIccLocked(brand.modules) ? member.countryDialingCode || defaultDialingCode(brand) : null;

/**
 * Binding or changing the member's mobile number and e-mail address, each proven with a
 * one-time code sent to the new value. Changing a value already bound also needs the login
 * password, and ends the member's other sessions (a mobile or e-mail is a recovery channel).
 */
export const createBindContactService = (
  db: Db,
  deps: {
    sessions: Pick<SessionService, 'endOthers'>;
    verification: Pick<VerificationService, 'consume' | 'sendSms' | 'sendEmail'>;
    members?: MembersRepository;
    securityEvents?: SecurityEventsRepository;
  },
) => {
  const members = deps.members ?? membersRepository;
  const securityEvents = deps.securityEvents ?? securityEventsRepository;
  const cleanMobile = (
    brand: BrandConfig,
    member: MemberRow,
    body: Pick<OperationParsedBody<typeof bindMobile>, 'mobileNum' | 'countryDialingCode'>,
  ) => {
    const mobile = checkRule(brand.register, 'mobileNum', body.mobileNum, true)!;
    const dialing = body.countryDialingCode.trim();
    const locked = lockedDialingCode(brand, member);
    if (locked !== null && dialing !== locked)
      throw fieldError('countryDialingCode', 'This country code cannot be changed.');
    if (member.mobile === mobile && member.countryDialingCode === dialing)
      throw new AppError(ErrorCode.ContactUnchanged);
    return { mobile, dialing };
  };

  const cleanEmail = (brand: BrandConfig, member: MemberRow, raw: string) => {
    const rules = brand.register.email?.enabled ? brand.register : { email: FALLBACK_EMAIL_RULE };
    const email = checkRule(rules, 'email', raw, true)!;
    if (same(member.email, email)) throw new AppError(ErrorCode.ContactUnchanged);
    return email;
  };

  const refuseTakenMobile = async (
    conn: DbOrTx,
    brand: BrandConfig,
    member: MemberRow,
    dialing: string,
    mobile: string,
  ) => {
    const owner = await members.findByMobile(conn, brand.merchant.code, dialing, mobile);
    if (owner && owner.id !== member.id) throw new AppError(ErrorCode.MobileExists);
  };

  const refuseTakenEmail = async (conn: DbOrTx, brand: BrandConfig, member: MemberRow, email: string) => {
    const owner = await members.findByEmail(conn, brand.merchant.code, email);
    if (owner && owner.id !== member.id) throw new AppError(ErrorCode.EmailExists);
  };

  /** Changing a bound value needs the login password; a first binding only the code. */
  const proveAccount = async (member: MemberRow, alreadyBound: boolean, password: string | undefined) => {
    if (!alreadyBound) return;
    if (!password) throw fieldError('password', 'required');
    if (!(await verifyPassword(member.passwordHash, password))) throw new AppError(ErrorCode.OldPasswordIncorrect);
  };

  /** Stores the new value, the code's use and the event in one transaction. */
  const apply = async (
    brand: BrandConfig,
    member: MemberRow,
    q: {
      sessionId: number;
      ip: string;
      target: string;
      code: string;
      kind: 'mobile' | 'email';
      changing: boolean;
      detail: string;
      patch: Partial<MemberRow>;
      refuseTaken: (tx: DbOrTx) => Promise<void>;
    },
  ) => {
    try {
      await db.transaction(async (tx) => {
        await q.refuseTaken(tx);
        await deps.verification.consume(tx, {
          merchantCode: brand.merchant.code,
          target: q.target,
          purpose: bindPurpose(member),
          code: q.code,
        });
        await members.update(tx, member.id, q.patch);
        await securityEvents.insert(tx, {
          memberId: member.id,
          merchantCode: brand.merchant.code,
          kind: `${q.kind}.${q.changing ? 'change' : 'bind'}`,
          detail: q.detail,
          ip: q.ip,
        });
        if (q.changing) await deps.sessions.endOthers(tx, member.id, q.sessionId, 'contact');
      });
    } catch (err) {
      // Two members racing for one number: the unique index decides.
      if (q.kind === 'mobile' && isUniqueViolation(err)) throw new AppError(ErrorCode.MobileExists);
      throw err;
    }
    return null;
  };

  return {
    sendMobileCode: async (
      brand: BrandConfig,
      member: MemberRow,
      body: OperationParsedBody<typeof sendBindMobileCode>,
      ip: string,
    ) => {
      const { mobile, dialing } = cleanMobile(brand, member, body);
      await refuseTakenMobile(db, brand, member, dialing, mobile);
      return deps.verification.sendSms({
        merchantCode: brand.merchant.code,
        brandName: brand.merchant.name,
        target: smsTarget(dialing, mobile),
        purpose: bindPurpose(member),
        ip,
        deliver: true,
      });
    },

    bindMobile: async (
      brand: BrandConfig,
      member: MemberRow,
      sessionId: number,
      body: OperationParsedBody<typeof bindMobile>,
      ip: string,
    ) => {
      const { mobile, dialing } = cleanMobile(brand, member, body);
      const changing = Boolean(member.mobile);
      await proveAccount(member, changing, body.password);
      return apply(brand, member, {
        sessionId,
        ip,
        target: smsTarget(dialing, mobile),
        code: body.verificationCode,
        kind: 'mobile',
        changing,
        detail: `+${dialing} ${maskMobile(mobile)}`,
        patch: { mobile, countryDialingCode: dialing },
        refuseTaken: (tx) => refuseTakenMobile(tx, brand, member, dialing, mobile),
      });
    },

    sendEmailCode: async (
      brand: BrandConfig,
      member: MemberRow,
      body: OperationParsedBody<typeof sendBindEmailCode>,
      ip: string,
    ) => {
      const email = cleanEmail(brand, member, body.email);
      await refuseTakenEmail(db, brand, member, email);
      return deps.verification.sendEmail({
        merchantCode: brand.merchant.code,
        brandName: brand.merchant.name,
        target: emailTarget(email),
        purpose: bindPurpose(member),
        ip,
      });
    },

    bindEmail: async (
      brand: BrandConfig,
      member: MemberRow,
      sessionId: number,
      body: OperationParsedBody<typeof bindEmail>,
      ip: string,
    ) => {
      const email = cleanEmail(brand, member, body.email);
      const changing = Boolean(member.email);
      await proveAccount(member, changing, body.password);
      return apply(brand, member, {
        sessionId,
        ip,
        target: emailTarget(email),
        code: body.verificationCode,
        kind: 'email',
        changing,
        detail: maskEmail(email),
        patch: { email },
        refuseTaken: (tx) => refuseTakenEmail(tx, brand, member, email),
      });
    },
  };
};
