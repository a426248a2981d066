import { randomBytes } from 'node:crypto';
import { generateSecret as generateTotpSecret, generateURI as generateTotpUri, verify as verifyTotp } from 'otplib';
import type { LoginValue, RegisterRule } from '@pagoda/contracts';
import {
  COUNTRIES,
  ErrorCode,
  matchesRule,
  REGISTER_FIELDS,
  THIRD_PARTY_REGISTER_FIELDS,
  WhitelabelModule,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/secrets.js';
import { newReferralCode, type AffiliatesService } from '../affiliates/affiliates.service.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { SessionService } from '../session/session.service.js';
import type { EmailProvider } from '../verification/email-provider.js';
import { smsTarget, type VerificationService } from '../verification/verification.service.js';
import { type MemberRow, membersRepository } from './members.repository.js';
import { passwordResetsRepository } from './password-resets.repository.js';

export type AccountsService = ReturnType<typeof createAccountsService>;

type Meta = { ip: string; device: string; captchaId: string | undefined };
type RegisterInput = Record<string, unknown> & {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  mobileNum?: string | null | undefined;
  countryDialingCode?: string | null | undefined;
  verificationCode?: string | null | undefined;
  captcha?: string | null | undefined;
  paymentPassword?: string | null | undefined;
  referralCode?: string | null | undefined;
  domain?: string | null | undefined;
};

const HOUR = 3_600_000;
const MAX_FAILURES_PER_HOUR = 100;
const MAX_IP_FAILURES_PER_15_MIN = 50;

export const defaultDialingCode = (brand: BrandConfig) =>
  COUNTRIES.find((c) => c.countryCode === brand.merchant.defaultCountry)?.countryDialingCode ?? '63';

/** Which second proofs a member can give (api-observed §1.5 login_verify_required). */
const verifyMethods = (m: MemberRow) => ({
  sms: Boolean(m.mobile),
  email: Boolean(m.email),
  payeeName: Boolean(m.payeeName),
  ga: Boolean(m.totpSecret),
});

/** A code from the authenticator app, allowing one 30 s step of clock drift either way. */
const totpOk = async (secret: string | null, code: string | undefined) =>
  Boolean(
    secret && code && /^\d{6}$/.test(code) && (await verifyTotp({ secret, token: code, epochTolerance: 30 })).valid,
  );

export const same = (a: string | null | undefined, b: string | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

const requireModule = (brand: BrandConfig, modId: string) => {
  if (!brand.modules[modId]) throw new AppError(ErrorCode.FunctionDisabled);
};

export const fieldError = (field: string, message: string) =>
  new AppError(ErrorCode.ValidationFailed, `body.${field}: ${message}`, {
    fields: [{ field: `body.${field}`, message }],
  });

/** Checks one value against the brand's rule for that field; the message key is reg_pattern_{id}. */
export const checkRule = (rules: Record<string, RegisterRule>, field: string, raw: unknown, forceRequired = false) => {
  const rule = rules[field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!rule || !rule.enabled) {
    if (forceRequired && !value) throw fieldError(field, 'required');
    return value || null;
  }
  if (!value) {
    if (rule.required || forceRequired) throw fieldError(field, 'required');
    return null;
  }
  if (!matchesRule(rule, value)) throw fieldError(field, `reg_pattern_${rule.patternId}`);
  return value;
};

export const createAccountsService = (
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
    /** Funds a new trial account with demo money (wallet module). */
    trialWallet?: { creditTrial: (tx: DbOrTx, brand: BrandConfig, member: MemberRow) => Promise<void> };
  },
) => {
  const loginValue = (
    member: MemberRow,
    token: string,
    opts: { firstTimeLogin: boolean; viaPassword: boolean; password?: string; brand: BrandConfig },
  ): LoginValue => {
    const maxAge = deps.passwordMaxAgeDays * 86_400_000;
    const passwordExpired = maxAge > 0 && Date.now() - member.passwordChangedAt.getTime() > maxAge;
    const isDefault = opts.password === deps.defaultForcedPassword;
    const forceOnExpiry = passwordExpired && Boolean(opts.brand.modules[WhitelabelModule.PasswordExpiryForce]);
    return {
      token,
      firstTimeLogin: opts.firstTimeLogin,
      passwordExpired,
      // Spec §4: only a password login can be forced to change the password.
      changePasswordRequired:
        opts.viaPassword && member.type !== 4 && (member.mustChangePassword || isDefault || forceOnExpiry),
      id: member.id,
      userName: member.account,
      customerType: member.type,
    };
  };

  /**
   * Before a password check: the hourly cap per account, the per-IP cap, and a captcha once an
   * attempt has failed since the last success (per account or per IP).
   */
  const guardAttempts = async (
    merchantCode: string,
    accountKey: string,
    captcha: string | null | undefined,
    meta: Meta,
  ) => {
    const now = Date.now();
    const [hourly, sinceSuccess, ipRecent] = await Promise.all([
      membersRepository.failuresInWindow(db, { merchantCode, accountKey, since: new Date(now - HOUR) }),
      membersRepository.failuresSince(db, { merchantCode, accountKey, since: new Date(now - HOUR) }),
      membersRepository.failuresSince(db, { merchantCode, ip: meta.ip, since: new Date(now - 15 * 60_000) }),
    ]);
    if (hourly >= MAX_FAILURES_PER_HOUR || ipRecent >= MAX_IP_FAILURES_PER_15_MIN) {
      throw new AppError(ErrorCode.TooManyRequests, 'Too many failed attempts, retry later.', { captcha: true });
    }
    if (sinceSuccess > 0 || ipRecent > 0) await deps.captcha.verify(meta.captchaId, captcha);
  };

  /** Opens the session and records the login inside one transaction. */
  const completeLogin = async (tx: DbOrTx, brand: BrandConfig, member: MemberRow, meta: Meta, method: string) => {
    const now = new Date();
    const firstTimeLogin = member.firstLoginAt === null;
    const token = await deps.sessions.open(tx, member, meta, now);
    await membersRepository.update(tx, member.id, {
      lastLoginAt: now,
      lastLoginIp: meta.ip,
      ...(firstTimeLogin ? { firstLoginAt: now } : {}),
    });
    await membersRepository.recordAttempt(tx, {
      merchantCode: brand.merchant.code,
      accountKey: member.accountKey,
      memberId: member.id,
      ip: meta.ip,
      method,
      success: true,
    });
    await membersRepository.rememberIp(tx, member.id, meta.ip, now);
    return { token, firstTimeLogin };
  };

  const createMember = async (
    tx: DbOrTx,
    brand: BrandConfig,
    row: Omit<Parameters<typeof membersRepository.insert>[1], 'merchantCode' | 'accountKey'> & { account: string },
  ) => {
    const existing = await membersRepository.findByAccount(tx, brand.merchant.code, row.account.toLowerCase());
    if (existing) throw new AppError(ErrorCode.UsernameExists);
    try {
      return await membersRepository.insert(tx, {
        ...row,
        merchantCode: brand.merchant.code,
        accountKey: row.account.toLowerCase(),
      });
    } catch (err) {
      // Two registrations racing for one name: the unique index decides.
      if (
        String(
          (err as { code?: string; cause?: { code?: string } }).code ??
            (err as { cause?: { code?: string } }).cause?.code,
        ) === '23505'
      ) {
        throw new AppError(ErrorCode.UsernameExists);
      }
      throw err;
    }
  };

  /** Validates every enabled registration field by the brand's rules; returns the clean values. */
  const validateProfile = (brand: BrandConfig, body: RegisterInput, skip: Set<string>) => {
    const clean: Record<string, string | null> = {};
    for (const field of REGISTER_FIELDS) {
      if (skip.has(field)) continue;
      clean[field] = checkRule(brand.register, field, body[field]);
    }
    return clean;
  };

  const register = async (brand: BrandConfig, body: RegisterInput, meta: Meta, mode: 'username' | 'mobile') => {
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
    const uplineId = profile.affiliateCode
      ? await deps.affiliates.uplineFor(db, merchantCode, profile.affiliateCode, body.domain)
      : null;
    const referral = (body.referralCode ?? '').trim();
    const referrerId = referral ? await deps.affiliates.referrerFor(db, merchantCode, referral) : null;
    if (rules.captcha?.enabled && mode === 'username') await deps.captcha.verify(meta.captchaId, body.captcha);

    const passwordHash = await hashPassword(password ?? randomBytes(24).toString('hex'));
    const paymentPasswordHash = profile.paymentPassword ? await hashPassword(profile.paymentPassword) : null;

    return db.transaction(async (tx) => {
      if (mobile) {
        if (await membersRepository.findByMobile(tx, brand.merchant.code, dialingCode, mobile))
          throw new AppError(ErrorCode.MobileExists);
        if (smsRequired) {
          await deps.verification.consume(tx, {
            merchantCode: brand.merchant.code,
            target: smsTarget(dialingCode, mobile),
            purpose: 'REGISTER',
            code: (body.verificationCode ?? '').trim(),
          });
        }
      }
      const member = await createMember(tx, brand, {
        account: username,
        nickname: username,
        passwordHash,
        paymentPasswordHash,
        type: 0,
        mobile,
        countryDialingCode: mobile ? dialingCode : null,
        email: profile.email ?? null,
        payeeName: profile.payeeName ?? null,
        qqNum: profile.qqNum ?? null,
        line: profile.line ?? null,
        whatsapp: profile.whatsapp ?? null,
        facebook: profile.facebook ?? null,
        wechat: profile.wechat ?? null,
        idNumber: profile.idNumber ?? null,
        affiliateCode: uplineId ? profile.affiliateCode! : null,
        uplineId,
        referrerId,
        referralCode: newReferralCode(),
        language: brand.merchant.defaultLanguage,
        registeredIp: meta.ip,
      });
      const { token } = await completeLogin(tx, brand, member, meta, `register-${mode}`);
      return loginValue(member, token, { firstTimeLogin: true, viaPassword: false, brand });
    });
  };

  return {
    register: (brand: BrandConfig, body: RegisterInput, meta: Meta) => register(brand, body, meta, 'username'),
    registerMobile: (brand: BrandConfig, body: RegisterInput, meta: Meta) => register(brand, body, meta, 'mobile'),

    /**
     * Password or SMS-code login. Failures never say whether the account exists; after one
     * failure a captcha is required, and an account gets at most 100 failures an hour.
     */
    login: async (
      brand: BrandConfig,
      body: {
        username: string;
        password: string;
        captcha?: string | null | undefined;
        type: 'username' | 'sms' | '';
        countryDialingCode?: string | undefined;
      },
      meta: Meta,
    ): Promise<LoginValue> => {
      const viaSms = body.type === 'sms';
      if (viaSms) requireModule(brand, WhitelabelModule.MobileCodeLogin);
      const merchantCode = brand.merchant.code;
      const dialing = body.countryDialingCode ?? '';
      const accountKey = viaSms ? `sms:${dialing}:${body.username}` : body.username.toLowerCase();
      await guardAttempts(merchantCode, accountKey, body.captcha, meta);

      const fail = async (memberId: number | null) => {
        await membersRepository.recordAttempt(db, {
          merchantCode,
          accountKey,
          memberId,
          ip: meta.ip,
          method: viaSms ? 'sms' : 'password',
          success: false,
        });
        return new AppError(ErrorCode.LoginFailed, undefined, { captcha: true });
      };

      if (viaSms) {
        if (!/^[0-9]{1,4}$/.test(dialing) || !/^[0-9]{4,16}$/.test(body.username)) throw await fail(null);
        const member = await membersRepository.findByMobile(db, merchantCode, dialing, body.username);
        return db
          .transaction(async (tx) => {
            if (!member) throw new AppError(ErrorCode.VerificationCodeInvalid);
            await deps.verification.consume(tx, {
              merchantCode,
              target: smsTarget(dialing, body.username),
              purpose: 'LOGIN',
              code: body.password.trim(),
            });
            if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
            const { token, firstTimeLogin } = await completeLogin(tx, brand, member, meta, 'sms');
            return loginValue(member, token, { firstTimeLogin, viaPassword: false, brand });
          })
          .catch(async (err: unknown) => {
            if (err instanceof AppError && err.code === ErrorCode.VerificationCodeInvalid)
              throw await fail(member?.id ?? null);
            throw err;
          });
      }

      const member = await membersRepository.findByAccount(db, merchantCode, accountKey);
      const ok = await verifyPassword(member?.passwordHash, body.password);
      if (!member || !ok) throw await fail(member?.id ?? null);
      if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
      if (brand.modules[WhitelabelModule.LoginIpVerify]) {
        const ips = await membersRepository.knowsIp(db, member.id, meta.ip);
        if (ips.any && !ips.known) throw new AppError(ErrorCode.LoginVerifyRequired, undefined, verifyMethods(member));
      }
      return db.transaction(async (tx) => {
        const { token, firstTimeLogin } = await completeLogin(tx, brand, member, meta, 'password');
        return loginValue(member, token, { firstTimeLogin, viaPassword: true, password: body.password, brand });
      });
    },

    /** Completes a login from a new address with the password and one second proof. */
    loginVerification: async (
      brand: BrandConfig,
      body: {
        username: string;
        password: string;
        method: 'E' | 'G' | 'S' | 'P';
        authCode?: string | undefined;
        email?: string | undefined;
        mobileNum?: string | undefined;
        verificationCode?: string | undefined;
        payeeName?: string | undefined;
      },
      meta: Meta,
    ) => {
      const merchantCode = brand.merchant.code;
      const member = await membersRepository.findByAccount(db, merchantCode, body.username.toLowerCase());
      const ok = await verifyPassword(member?.passwordHash, body.password);
      if (!member || !ok) {
        await membersRepository.recordAttempt(db, {
          merchantCode,
          accountKey: body.username.toLowerCase(),
          memberId: member?.id ?? null,
          ip: meta.ip,
          method: 'verify',
          success: false,
        });
        throw new AppError(ErrorCode.LoginFailed, undefined, { captcha: true });
      }
      if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
      return db.transaction(async (tx) => {
        if (body.method === 'E' && !same(member.email, body.email)) throw new AppError(ErrorCode.LoginVerifyFailed);
        if (body.method === 'P' && !same(member.payeeName, body.payeeName))
          throw new AppError(ErrorCode.LoginVerifyFailed);
        if (body.method === 'G' && !(await totpOk(member.totpSecret, body.authCode))) {
          throw new AppError(ErrorCode.LoginVerifyFailed);
        }
        if (body.method === 'S') {
          if (!member.mobile || member.mobile !== body.mobileNum?.trim())
            throw new AppError(ErrorCode.LoginVerifyFailed);
          await deps.verification.consume(tx, {
            merchantCode,
            target: smsTarget(member.countryDialingCode ?? '', member.mobile),
            purpose: 'LOGIN',
            code: (body.verificationCode ?? '').trim(),
          });
        }
        const { token, firstTimeLogin } = await completeLogin(tx, brand, member, meta, `verify-${body.method}`);
        return loginValue(member, token, { firstTimeLogin, viaPassword: true, password: body.password, brand });
      });
    },

    /** A trial account (type 4) with a random name, logged in at once. */
    freeplay: async (brand: BrandConfig, meta: Meta) => {
      requireModule(brand, WhitelabelModule.FreePlay);
      const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
      return db.transaction(async (tx) => {
        const member = await createMember(tx, brand, {
          account: `trial${randomBytes(5).toString('hex')}`,
          nickname: 'Guest',
          passwordHash,
          type: 4,
          language: brand.merchant.defaultLanguage,
          registeredIp: meta.ip,
        });
        await deps.trialWallet?.creditTrial(tx, brand, member);
        const { token } = await completeLogin(tx, brand, member, meta, 'freeplay');
        return loginValue(member, token, { firstTimeLogin: true, viaPassword: false, brand });
      });
    },

    logout: (sessionId: number) => deps.sessions.end(sessionId, 'logout'),

    memberInfo: async (member: MemberRow) => ({ member, labels: await membersRepository.labels(db, member.id) }),

    /** Changes the password; every other session of the member ends. */
    changePassword: async (
      brand: BrandConfig,
      member: MemberRow,
      sessionId: number,
      body: { oldPassword?: string | null | undefined; newPassword: string; confirmNewPassword: string },
    ) => {
      if (!(await verifyPassword(member.passwordHash, body.oldPassword ?? '')))
        throw new AppError(ErrorCode.OldPasswordIncorrect);
      checkRule(brand.register, 'password', body.newPassword, true);
      if (body.newPassword !== body.confirmNewPassword) throw new AppError(ErrorCode.PasswordConfirmMismatch);
      if (body.newPassword === body.oldPassword) throw new AppError(ErrorCode.PasswordSameAsOld);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await membersRepository.update(tx, member.id, {
          passwordHash,
          passwordChangedAt: new Date(),
          mustChangePassword: false,
        });
        await deps.sessions.endOthers(tx, member.id, sessionId, 'password');
      });
      return null;
    },

    setLanguage: async (member: MemberRow, language: string) => {
      if (member.type === 4) return null;
      await membersRepository.update(db, member.id, { language });
      return null;
    },

    /** Spec §4: after a reset by phone the portal logs in with the new password. */
    resetPasswordBySms: async (
      brand: BrandConfig,
      body: {
        newPassword: string;
        mobileNum: string;
        verificationCode: string;
        countryDialingCode?: string | undefined;
      },
    ) => {
      requireModule(brand, WhitelabelModule.ChangePassVerify);
      const dialing = body.countryDialingCode ?? defaultDialingCode(brand);
      checkRule(brand.register, 'password', body.newPassword, true);
      const passwordHash = await hashPassword(body.newPassword);
      const member = await membersRepository.findByMobile(db, brand.merchant.code, dialing, body.mobileNum);
      await db.transaction(async (tx) => {
        await deps.verification.consume(tx, {
          merchantCode: brand.merchant.code,
          target: smsTarget(dialing, body.mobileNum),
          purpose: 'LOGIN',
          code: body.verificationCode,
        });
        if (!member) throw new AppError(ErrorCode.VerificationCodeInvalid);
        await membersRepository.update(tx, member.id, {
          passwordHash,
          passwordChangedAt: new Date(),
          mustChangePassword: false,
        });
        await deps.sessions.endAll(tx, member.id, 'password');
      });
      return null;
    },

    /**
     * E-mails a reset link when the username and e-mail match an active member. The answer is
     * the same either way, so it cannot be used to find accounts.
     */
    requestPasswordEmail: async (brand: BrandConfig, body: { username: string; email: string }, origin: string) => {
      const member = await membersRepository.findByAccount(db, brand.merchant.code, body.username.toLowerCase());
      const matches =
        member &&
        member.status === 'ACTIVE' &&
        member.type !== 4 &&
        member.email?.toLowerCase() === body.email.toLowerCase();
      if (!matches) return null;
      const token = randomToken();
      await passwordResetsRepository.insert(db, {
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
      body: { token: string; newPassword: string; confirmNewPassword: string },
    ) => {
      checkRule(brand.register, 'password', body.newPassword, true);
      if (body.newPassword !== body.confirmNewPassword) throw new AppError(ErrorCode.PasswordConfirmMismatch);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        const now = new Date();
        const reset = await passwordResetsRepository.take(tx, sha256Hex(body.token), now);
        const member = reset && reset.expiresAt > now ? await membersRepository.findById(tx, reset.memberId) : null;
        if (!member || member.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.ResetLinkInvalid);
        await membersRepository.update(tx, member.id, {
          passwordHash,
          passwordChangedAt: now,
          mustChangePassword: false,
        });
        await deps.sessions.endAll(tx, member.id, 'password');
      });
      return null;
    },

    recentLogins: async (member: MemberRow) =>
      (await membersRepository.recentLogins(db, member.id, 10)).map((r) => ({
        time: r.at.getTime(),
        ip: r.ip,
        method: r.method,
      })),

    /** First time: proven with the login password. Afterwards: with the old payment password. */
    setPaymentPassword: async (
      brand: BrandConfig,
      member: MemberRow,
      body: {
        loginPassword?: string | undefined;
        oldPaymentPassword?: string | undefined;
        newPaymentPassword: string;
        confirmPaymentPassword: string;
      },
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
      await membersRepository.update(db, member.id, {
        paymentPasswordHash: await hashPassword(body.newPaymentPassword),
      });
      return null;
    },

    /** A new secret to scan; it only counts once a code from it is confirmed. */
    setupTotp: async (brand: BrandConfig, member: MemberRow) => {
      const secret = generateTotpSecret();
      await membersRepository.update(db, member.id, { totpPendingSecret: secret });
      return { secret, otpauthUrl: generateTotpUri({ secret, label: member.account, issuer: brand.merchant.name }) };
    },

    bindTotp: async (member: MemberRow, code: string) => {
      if (!(await totpOk(member.totpPendingSecret, code))) throw new AppError(ErrorCode.VerificationCodeInvalid);
      await membersRepository.update(db, member.id, { totpSecret: member.totpPendingSecret, totpPendingSecret: null });
      return null;
    },

    sendRegisterSms: async (brand: BrandConfig, body: { mobileNo: string; countryDialingCode: string }, ip: string) => {
      if (!brand.modules[WhitelabelModule.MobileReg] && !brand.modules[WhitelabelModule.RegMobileVerify])
        throw new AppError(ErrorCode.FunctionDisabled);
      checkRule(brand.register, 'mobileNum', body.mobileNo, true);
      if (await membersRepository.findByMobile(db, brand.merchant.code, body.countryDialingCode, body.mobileNo))
        throw new AppError(ErrorCode.MobileExists);
      return deps.verification.sendSms({
        merchantCode: brand.merchant.code,
        brandName: brand.merchant.name,
        target: smsTarget(body.countryDialingCode, body.mobileNo),
        purpose: 'REGISTER',
        ip,
        deliver: true,
      });
    },

    /** Codes for SMS login; an unknown number gets the same answer and no message. */
    sendNoLoginSms: async (brand: BrandConfig, body: { mobileNum: string; countryDialingCode: string }, ip: string) => {
      if (!brand.modules[WhitelabelModule.MobileCodeLogin] && !brand.modules[WhitelabelModule.ChangePassVerify])
        throw new AppError(ErrorCode.FunctionDisabled);
      const member = await membersRepository.findByMobile(
        db,
        brand.merchant.code,
        body.countryDialingCode,
        body.mobileNum,
      );
      return deps.verification.sendSms({
        merchantCode: brand.merchant.code,
        brandName: brand.merchant.name,
        target: smsTarget(body.countryDialingCode, body.mobileNum),
        purpose: 'LOGIN',
        ip,
        deliver: Boolean(member && member.status === 'ACTIVE'),
      });
    },

    /**
     * Third-party (OIDC) login of a linked member: the provider proved the identity, so there
     * is no password, captcha or new-address step, and never a forced password change (spec
     * §4). `within` runs in the same transaction (the ticket is spent, the identity linked).
     */
    thirdPartySession: (
      brand: BrandConfig,
      member: MemberRow,
      meta: Meta,
      method: string,
      within: (tx: DbOrTx) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
        await within(tx);
        const { token, firstTimeLogin } = await completeLogin(tx, brand, member, meta, method);
        return loginValue(member, token, { firstTimeLogin, viaPassword: false, brand });
      }),

    /**
     * The password proof before an identity is linked to an existing member: the same failure
     * counting, captcha rule, caps and new-address rule (LOGINIPVERF3) as a password login, so
     * linking cannot be used to get round them.
     */
    checkPassword: async (
      brand: BrandConfig,
      body: { username: string; password: string; captcha?: string | null | undefined },
      meta: Meta,
    ): Promise<MemberRow> => {
      const merchantCode = brand.merchant.code;
      const accountKey = body.username.toLowerCase();
      await guardAttempts(merchantCode, accountKey, body.captcha, meta);
      const member = await membersRepository.findByAccount(db, merchantCode, accountKey);
      const ok = await verifyPassword(member?.passwordHash, body.password);
      if (!member || !ok || member.type === 4) {
        await membersRepository.recordAttempt(db, {
          merchantCode,
          accountKey,
          memberId: member?.id ?? null,
          ip: meta.ip,
          method: 'bind',
          success: false,
        });
        throw new AppError(ErrorCode.LoginFailed, undefined, { captcha: true });
      }
      if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
      if (brand.modules[WhitelabelModule.LoginIpVerify]) {
        const ips = await membersRepository.knowsIp(db, member.id, meta.ip);
        if (ips.any && !ips.known) throw new AppError(ErrorCode.LoginVerifyRequired, undefined, verifyMethods(member));
      }
      return member;
    },

    /**
     * A new member from a verified third-party identity, by the brand's rules for the username
     * and the fields the portal asks (THIRD_PARTY_REGISTER_FIELDS). No password is chosen: the
     * member signs in with the provider, or sets one later through "forgot password".
     */
    registerThirdParty: async (
      brand: BrandConfig,
      body: Record<string, string | null | undefined> & { username: string },
      meta: Meta,
      method: string,
      within: (tx: DbOrTx, member: MemberRow) => Promise<void>,
    ): Promise<LoginValue> => {
      const rules = brand.register;
      const username = checkRule(rules, 'username', body.username, true)!;
      const profile: Record<string, string | null> = {};
      for (const field of THIRD_PARTY_REGISTER_FIELDS) profile[field] = checkRule(rules, field, body[field]);
      const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
      return db.transaction(async (tx) => {
        const member = await createMember(tx, brand, {
          account: username,
          nickname: body.nickname?.trim().slice(0, 64) || username,
          passwordHash,
          type: 0,
          email: profile.email ?? null,
          payeeName: profile.payeeName ?? null,
          qqNum: profile.qqNum ?? null,
          line: profile.line ?? null,
          whatsapp: profile.whatsapp ?? null,
          facebook: profile.facebook ?? null,
          wechat: profile.wechat ?? null,
          idNumber: profile.idNumber ?? null,
          referralCode: newReferralCode(),
          language: brand.merchant.defaultLanguage,
          registeredIp: meta.ip,
        });
        await within(tx, member);
        const { token } = await completeLogin(tx, brand, member, meta, method);
        return loginValue(member, token, { firstTimeLogin: true, viaPassword: false, brand });
      });
    },
  };
};
