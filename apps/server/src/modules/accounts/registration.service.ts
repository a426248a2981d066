import { randomBytes } from 'node:crypto';
import type {
  ContractKind,
  LoginValue,
  OperationParsedBody,
  register as registerOperation,
  sendRegisterSms as sendRegisterSmsOperation,
  thirdPartyRegister,
} from '@pagoda/contracts';
import {
  ErrorCode,
  MemberType,
  REGISTER_FIELDS,
  THIRD_PARTY_REGISTER_FIELDS,
  WhitelabelModule,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/secrets.js';
import { newReferralCode, type AffiliatesService } from '../affiliates/affiliates.service.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { smsTarget, type VerificationService } from '../verification/verification.service.js';
import type { LoginMeta, LoginService } from './login.service.js';
import { isUniqueViolation, type MemberRow, type MembersRepository, membersRepository } from './members.repository.js';
import { checkRule, fieldError, requireModule } from './register-rules.js';

export type RegistrationService = ReturnType<typeof createRegistrationService>;

type RegisterBody = OperationParsedBody<typeof registerOperation>;
/** A third-party registration: the ticket is spent by the caller, the nickname is the provider's name. */
export type ThirdPartyRegistration = Omit<OperationParsedBody<typeof thirdPartyRegister>, 'ticket'> & {
  nickname: string | null;
};

/** Inserts a member under a name not taken in the brand (names compare case-insensitively). */
export const createMember = async (
  members: Pick<MembersRepository, 'findByAccount' | 'insert'>,
  tx: DbOrTx,
  brand: BrandConfig,
  row: Omit<Parameters<MembersRepository['insert']>[1], 'merchantCode' | 'accountKey'> & { account: string },
) => {
  const existing = await members.findByAccount(tx, brand.merchant.code, row.account.toLowerCase());
  if (existing) throw new AppError(ErrorCode.UsernameExists);
  try {
    return await members.insert(tx, {
      ...row,
      merchantCode: brand.merchant.code,
      accountKey: row.account.toLowerCase(),
    });
  } catch (err) {
    // Two registrations racing for one name: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.UsernameExists);
    throw err;
  }
};

/** Every enabled registration field checked by the brand's rules; returns the clean values. */
export const validateProfile = (brand: BrandConfig, body: Record<string, unknown>, skip: Set<string>) => {
  const clean: Record<string, string | null> = {};
  for (const field of REGISTER_FIELDS) {
    if (skip.has(field)) continue;
    clean[field] = checkRule(brand.register, field, body[field]);
  }
  return clean;
};

/** Contact and identity fields a registration stores as given (null when not asked). */
const profileColumns = (profile: Record<string, string | null>) => ({
  email: profile.email ?? null,
  payeeName: profile.payeeName ?? null,
  qqNum: profile.qqNum ?? null,
  line: profile.line ?? null,
  whatsapp: profile.whatsapp ?? null,
  facebook: profile.facebook ?? null,
  wechat: profile.wechat ?? null,
  idNumber: profile.idNumber ?? null,
});

/**
 * New members: by username, by mobile number with an SMS code, or from a verified third-party
 * identity. Each field follows the brand's registration rules; the new member is logged in.
 */
export type RegistrationDeps = {
  login: Pick<LoginService, 'openNewMember'>;
  captcha: Pick<CaptchaService, 'verify'>;
  verification: Pick<VerificationService, 'consume' | 'sendSms'>;
  affiliates: Pick<AffiliatesService, 'invitationFor' | 'referrerFor'>;
  /** The agent-contracts module's, named here so accounts does not import it. */
  contractOffers: {
    offerOnRegistration: (
      tx: DbOrTx,
      merchantCode: string,
      kind: ContractKind,
      offererId: number,
      holder: { id: number; type: number },
    ) => Promise<unknown>;
  };
  members?: MembersRepository;
};

export const createRegistrationService = (db: Db, deps: RegistrationDeps) => {
  const members = deps.members ?? membersRepository;

  const register = async (brand: BrandConfig, body: RegisterBody, meta: LoginMeta, mode: 'username' | 'mobile') => {
    const rules = brand.register;
    const smsRequired = mode === 'mobile' || Boolean(brand.modules[WhitelabelModule.RegMobileVerify]);
    requireModule(brand, mode === 'username' ? WhitelabelModule.UsernameReg : WhitelabelModule.MobileReg);
    const passwordRequired = mode === 'username' || Boolean(brand.modules[WhitelabelModule.MobilePassReg]);

    const mobile = checkRule(rules, 'mobileNum', body.mobileNum, smsRequired);
    const dialingCode = (body.countryDialingCode ?? '').trim();
    if (mobile && !/^[0-9]{1,4}$/.test(dialingCode)) throw fieldError('countryDialingCode', 'required');
    const username = mode === 'mobile' ? mobile! : checkRule(rules, 'username', body.username, true)!;
    let password: string | null = null;
    if (passwordRequired) {
      password = checkRule(rules, 'password', body.password, true);
      if (body.confirmPassword !== body.password) throw new AppError(ErrorCode.PasswordConfirmMismatch);
    }
    const profile = validateProfile(brand, body, new Set(['username', 'password', 'mobileNum', 'captcha']));
    if (rules.paymentPassword?.enabled && profile.paymentPassword === null && rules.paymentPassword.required)
      throw fieldError('paymentPassword', 'required');
    // An affiliate code makes its agent the upline; a referral code records who invited the member.
    const merchantCode = brand.merchant.code;
    const invitation = profile.affiliateCode
      ? await deps.affiliates.invitationFor(db, merchantCode, profile.affiliateCode, body.domain)
      : null;
    const uplineId = invitation?.uplineId ?? null;
    const referral = (body.referralCode ?? '').trim();
    const referrerId = referral ? await deps.affiliates.referrerFor(db, merchantCode, referral) : null;
    if (rules.captcha?.enabled && mode === 'username') await deps.captcha.verify(meta.captchaId, body.captcha);

    const passwordHash = await hashPassword(password ?? randomBytes(24).toString('hex'));
    const paymentPasswordHash = profile.paymentPassword ? await hashPassword(profile.paymentPassword) : null;

    return db.transaction(async (tx) => {
      if (mobile) {
        // The code first: only the number's owner (who was told by SMS) may learn that it is taken.
        if (smsRequired) {
          await deps.verification.consume(tx, {
            merchantCode,
            target: smsTarget(dialingCode, mobile),
            purpose: 'REGISTER',
            code: (body.verificationCode ?? '').trim(),
          });
        }
        if (await members.findByMobile(tx, merchantCode, dialingCode, mobile))
          throw new AppError(ErrorCode.MobileExists);
      }
      const member = await createMember(members, tx, brand, {
        account: username,
        nickname: username,
        passwordHash,
        paymentPasswordHash,
        // An AGENT invitation code makes a type-2 agent (docs/agents.md, ## Pages).
        type: invitation?.agent ? MemberType.Agent2 : MemberType.Player,
        mobile,
        countryDialingCode: mobile ? dialingCode : null,
        ...profileColumns(profile),
        affiliateCode: uplineId ? profile.affiliateCode! : null,
        uplineId,
        referrerId,
        referralCode: newReferralCode(),
        language: brand.merchant.defaultLanguage,
        registeredIp: meta.ip,
      });
      if (invitation?.agent && invitation.offerKind)
        await deps.contractOffers.offerOnRegistration(
          tx,
          merchantCode,
          invitation.offerKind,
          invitation.uplineId,
          member,
        );
      return deps.login.openNewMember(tx, brand, member, meta, `register-${mode}`);
    });
  };

  return {
    register: (brand: BrandConfig, body: RegisterBody, meta: LoginMeta) => register(brand, body, meta, 'username'),
    registerMobile: (brand: BrandConfig, body: RegisterBody, meta: LoginMeta) => register(brand, body, meta, 'mobile'),

    sendRegisterSms: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof sendRegisterSmsOperation>,
      ip: string,
    ) => {
      if (!brand.modules[WhitelabelModule.MobileReg] && !brand.modules[WhitelabelModule.RegMobileVerify])
        throw new AppError(ErrorCode.FunctionDisabled);
      checkRule(brand.register, 'mobileNum', body.mobileNo, true);
      // A registered number gets the same answer (no enumeration); its owner learns why by SMS.
      const taken = await members.findByMobile(db, brand.merchant.code, body.countryDialingCode, body.mobileNo);
      return deps.verification.sendSms({
        merchantCode: brand.merchant.code,
        brandName: brand.merchant.name,
        target: smsTarget(body.countryDialingCode, body.mobileNo),
        purpose: 'REGISTER',
        ip,
        deliver: true,
        ...(taken
          ? {
              notice:
                `[${brand.merchant.name}] This number already has an account, so no registration code was sent. ` +
                'Log in, or use "Forgot password". If you did not ask for this, ignore this message.',
            }
          : {}),
      });
    },

    /**
     * A new member from a verified third-party identity, by the brand's rules for the username
     * and the fields the portal asks (THIRD_PARTY_REGISTER_FIELDS). No password is chosen: the
     * member signs in with the provider, or sets one later through "forgot password".
     */
    registerThirdParty: async (
      brand: BrandConfig,
      body: ThirdPartyRegistration,
      meta: LoginMeta,
      method: string,
      within: (tx: DbOrTx, member: MemberRow) => Promise<void>,
    ): Promise<LoginValue> => {
      const rules = brand.register;
      const username = checkRule(rules, 'username', body.username, true)!;
      const fields: Record<string, unknown> = body;
      const profile: Record<string, string | null> = {};
      for (const field of THIRD_PARTY_REGISTER_FIELDS) profile[field] = checkRule(rules, field, fields[field]);
      const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
      return db.transaction(async (tx) => {
        const member = await createMember(members, tx, brand, {
          account: username,
          nickname: body.nickname?.trim().slice(0, 64) || username,
          passwordHash,
          type: MemberType.Player,
          ...profileColumns(profile),
          referralCode: newReferralCode(),
          language: brand.merchant.defaultLanguage,
          registeredIp: meta.ip,
        });
        await within(tx, member);
        return deps.login.openNewMember(tx, brand, member, meta, method);
      });
    },
  };
};
