import { randomBytes } from 'node:crypto';
import type {
  LoginValue,
  OperationParsedBody,
  login as loginOperation,
  loginVerification as loginVerificationOperation,
  sendNoLoginSms as sendNoLoginSmsOperation,
  thirdPartyBind,
} from '@pagoda/contracts';
import { ErrorCode, MemberType, WhitelabelModule } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/secrets.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { SessionService } from '../session/session.service.js';
import { smsTarget, type VerificationService } from '../verification/verification.service.js';
import { type LoginTicketsRepository, loginTicketsRepository } from './login-tickets.repository.js';
import { type MemberRow, type MembersRepository, membersRepository } from './members.repository.js';
import { requireModule, same } from './register-rules.js';
import { createMember } from './registration.service.js';
import { TOTP_PURPOSE, totpOk } from './totp.js';

export type LoginService = ReturnType<typeof createLoginService>;

/** Where a login comes from: the address, the device header, the browser and the captcha cookie. */
export type LoginMeta = { ip: string; device: string; userAgent?: string; captchaId: string | undefined };

/** What a login attempt records about the client (the back office's login history shows it). */
const clientOf = (meta: LoginMeta) => ({
  device: meta.device.slice(0, 32),
  userAgent: (meta.userAgent ?? '').slice(0, 256),
});

/** How long the second step of a login from a new address stays open. */
export const LOGIN_TICKET_SECONDS = 300;

/**
 * login_verify_required, with the single-use ticket that lets the verification step continue this
 * login (the route hands it over as an HttpOnly cookie; it is never in the body).
 */
export class LoginStepRequired extends AppError {
  constructor(
    readonly ticket: string,
    value: unknown,
  ) {
    super(ErrorCode.LoginVerifyRequired, undefined, value);
  }
}

const HOUR = 3_600_000;
/** Failures an account may have in an hour, successes or not; then every attempt is refused. */
export const MAX_FAILURES_PER_HOUR = 100;
/** Failures one address may have in 15 minutes, over all accounts. */
export const MAX_IP_FAILURES_PER_15_MIN = 50;

/** Which second proofs a member can give when a login from a new address needs one. */
const verifyMethods = (m: MemberRow) => ({
  sms: Boolean(m.mobile),
  email: Boolean(m.email),
  payeeName: Boolean(m.payeeName),
  ga: Boolean(m.totpSecret),
});

/**
 * Logins of every kind (password, SMS code, second proof from a new address, trial, third
 * party) and the bookkeeping they share: failed attempts are recorded once, by rejectCredentials,
 * and counted by guardAttempts before the next try.
 */
export const createLoginService = (
  db: Db,
  deps: {
    sessions: SessionService;
    captcha: Pick<CaptchaService, 'verify'>;
    verification: Pick<VerificationService, 'consume' | 'sendSms'>;
    passwordMaxAgeDays: number;
    defaultForcedPassword: string;
    /** Funds a new trial account with demo money (wallet module). */
    trialWallet?: { creditTrial: (tx: DbOrTx, brand: BrandConfig, member: MemberRow) => Promise<void> } | undefined;
    members?: MembersRepository;
    tickets?: LoginTicketsRepository;
    /** Opens the sealed TOTP seed. */
    secrets: Pick<SecretBox, 'open'>;
  },
) => {
  const members = deps.members ?? membersRepository;
  const tickets = deps.tickets ?? loginTicketsRepository;
  let ticketsIssued = 0;

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
      // Only a password login can be forced to change the password (a trial account never is).
      changePasswordRequired:
        opts.viaPassword &&
        member.type !== MemberType.Trial &&
        (member.mustChangePassword || isDefault || forceOnExpiry),
      id: member.id,
      userName: member.account,
      customerType: member.type,
    };
  };

  /**
   * Before a password check: the hourly cap per account, the per-IP cap, and a captcha once an
   * attempt has failed since the last success (per account or per IP). The verification step
   * skips the captcha: its single-use ticket comes from a login that passed this same check, and
   * a failure there spends the ticket, so the next try is a login that must answer a captcha.
   */
  const guardAttempts = async (
    merchantCode: string,
    accountKey: string,
    captcha: string | null | undefined,
    meta: LoginMeta,
    opts: { captcha: boolean } = { captcha: true },
  ) => {
    const now = Date.now();
    const [hourly, sinceSuccess, ipRecent] = await Promise.all([
      members.failuresInWindow(db, { merchantCode, accountKey, since: new Date(now - HOUR) }),
      members.failuresSince(db, { merchantCode, accountKey, since: new Date(now - HOUR) }),
      members.failuresSince(db, { merchantCode, ip: meta.ip, since: new Date(now - 15 * 60_000) }),
    ]);
    if (hourly >= MAX_FAILURES_PER_HOUR || ipRecent >= MAX_IP_FAILURES_PER_15_MIN) {
      throw new AppError(ErrorCode.TooManyRequests, 'Too many failed attempts, retry later.', { captcha: true });
    }
    if (opts.captcha && (sinceSuccess > 0 || ipRecent > 0)) await deps.captcha.verify(meta.captchaId, captcha);
  };

  /**
   * Records a failed attempt and returns the error to throw. The answer never says whether the
   * account exists, and always asks for a captcha next time.
   */
  const rejectCredentials = async (q: {
    merchantCode: string;
    accountKey: string;
    member: MemberRow | null;
    meta: LoginMeta;
    method: string;
  }) => {
    await members.recordAttempt(db, {
      merchantCode: q.merchantCode,
      accountKey: q.accountKey,
      memberId: q.member?.id ?? null,
      ip: q.meta.ip,
      method: q.method,
      success: false,
      ...clientOf(q.meta),
    });
    return new AppError(ErrorCode.LoginFailed, undefined, { captcha: true });
  };

  /** A locked member is told so; from a new address the brand may ask for a second proof. */
  const admit = async (brand: BrandConfig, member: MemberRow, meta: LoginMeta) => {
    if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
    if (brand.modules[WhitelabelModule.LoginIpVerify]) {
      const ips = await members.knowsIp(db, member.id, meta.ip);
      if (ips.any && !ips.known) throw new AppError(ErrorCode.LoginVerifyRequired, undefined, verifyMethods(member));
    }
  };

  /** The ticket of a login whose password was right but whose new address needs a second proof. */
  const issueTicket = async (brand: BrandConfig, member: MemberRow, meta: LoginMeta, password: string) => {
    const token = randomToken();
    const now = Date.now();
    await tickets.insert(db, {
      tokenHash: sha256Hex(token),
      merchantCode: brand.merchant.code,
      memberId: member.id,
      ip: meta.ip,
      defaultPassword: password === deps.defaultForcedPassword,
      expiresAt: new Date(now + LOGIN_TICKET_SECONDS * 1000),
    });
    // Spent and expired tickets are cleared now and then, not on every login.
    if (++ticketsIssued % 100 === 0) void tickets.purgeExpired(db, new Date(now)).catch(() => undefined);
    return token;
  };

  /** Opens the session and records the login inside one transaction. */
  const completeLogin = async (tx: DbOrTx, brand: BrandConfig, member: MemberRow, meta: LoginMeta, method: string) => {
    const now = new Date();
    const firstTimeLogin = member.firstLoginAt === null;
    const token = await deps.sessions.open(tx, member, meta, now);
    await members.update(tx, member.id, {
      lastLoginAt: now,
      lastLoginIp: meta.ip,
      ...(firstTimeLogin ? { firstLoginAt: now } : {}),
    });
    await members.recordAttempt(tx, {
      merchantCode: brand.merchant.code,
      accountKey: member.accountKey,
      memberId: member.id,
      ip: meta.ip,
      method,
      success: true,
      ...clientOf(meta),
    });
    await members.rememberIp(tx, member.id, meta.ip, now);
    return { token, firstTimeLogin };
  };

  /** The first session of a member just created (registration, trial): no password was typed. */
  const openNewMember = async (tx: DbOrTx, brand: BrandConfig, member: MemberRow, meta: LoginMeta, method: string) => {
    const { token } = await completeLogin(tx, brand, member, meta, method);
    return loginValue(member, token, { firstTimeLogin: true, viaPassword: false, brand });
  };

  const loginBySms = async (brand: BrandConfig, body: OperationParsedBody<typeof loginOperation>, meta: LoginMeta) => {
    requireModule(brand, WhitelabelModule.MobileCodeLogin);
    const merchantCode = brand.merchant.code;
    const dialing = body.countryDialingCode ?? '';
    const accountKey = `sms:${dialing}:${body.username}`;
    await guardAttempts(merchantCode, accountKey, body.captcha, meta);
    const reject = (member: MemberRow | null) =>
      rejectCredentials({ merchantCode, accountKey, member, meta, method: 'sms' });
    if (!/^[0-9]{1,4}$/.test(dialing) || !/^[0-9]{4,16}$/.test(body.username)) throw await reject(null);
    const member = await members.findByMobile(db, merchantCode, dialing, body.username);
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
        if (err instanceof AppError && err.code === ErrorCode.VerificationCodeInvalid) throw await reject(member);
        throw err;
      });
  };

  return {
    openNewMember,

    /**
     * Password or SMS-code login. Failures never say whether the account exists; after one
     * failure a captcha is required, and an account gets at most 100 failures an hour.
     */
    login: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof loginOperation>,
      meta: LoginMeta,
    ): Promise<LoginValue> => {
      if (body.type === 'sms') return loginBySms(brand, body, meta);
      const merchantCode = brand.merchant.code;
      const accountKey = body.username.toLowerCase();
      await guardAttempts(merchantCode, accountKey, body.captcha, meta);
      const member = await members.findByAccount(db, merchantCode, accountKey);
      // Checked even without a member, so the time taken does not tell whether the account exists.
      const ok = await verifyPassword(member?.passwordHash, body.password);
      if (!member || !ok) throw await rejectCredentials({ merchantCode, accountKey, member, meta, method: 'password' });
      await admit(brand, member, meta).catch(async (err: unknown) => {
        if (!(err instanceof AppError) || err.code !== ErrorCode.LoginVerifyRequired) throw err;
        throw new LoginStepRequired(await issueTicket(brand, member, meta, body.password), err.value);
      });
      return db.transaction(async (tx) => {
        const { token, firstTimeLogin } = await completeLogin(tx, brand, member, meta, 'password');
        return loginValue(member, token, { firstTimeLogin, viaPassword: true, password: body.password, brand });
      });
    },

    /**
     * The second step of a login from a new address. It continues only the login that issued the
     * ticket (same brand, member and address, within LOGIN_TICKET_SECONDS), never checks a
     * password, and spends the ticket whatever the outcome. A wrong proof is a failed login attempt
     * like any other (hourly and per-IP caps, captcha on the next login).
     */
    loginVerification: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof loginVerificationOperation>,
      meta: LoginMeta & { ticket: string | undefined },
    ) => {
      requireModule(brand, WhitelabelModule.LoginIpVerify);
      const merchantCode = brand.merchant.code;
      const invalid = () => new AppError(ErrorCode.LoginTicketInvalid);
      if (!meta.ticket || !/^[A-Za-z0-9_-]{43}$/.test(meta.ticket)) throw invalid();
      const ticket = await tickets.take(db, sha256Hex(meta.ticket), new Date());
      if (!ticket || ticket.merchantCode !== merchantCode || ticket.ip !== meta.ip) throw invalid();
      const member = await members.findById(db, ticket.memberId);
      if (!member || member.accountKey !== body.username.toLowerCase()) throw invalid();
      await guardAttempts(merchantCode, member.accountKey, null, meta, { captcha: false });
      if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
      const method = `verify-${body.method}`;
      const fail = async (code: ErrorCode) => {
        await members.recordAttempt(db, {
          merchantCode,
          accountKey: member.accountKey,
          memberId: member.id,
          ip: meta.ip,
          method,
          success: false,
          ...clientOf(meta),
        });
        return new AppError(code, undefined, { captcha: true });
      };
      const proofOk =
        body.method === 'E'
          ? same(member.email, body.email)
          : body.method === 'P'
            ? same(member.payeeName, body.payeeName)
            : body.method === 'G'
              ? await totpOk(member.totpSecret && deps.secrets.open(member.totpSecret, TOTP_PURPOSE), body.authCode)
              : Boolean(member.mobile) && member.mobile === body.mobileNum?.trim();
      if (!proofOk) throw await fail(ErrorCode.LoginVerifyFailed);
      return db
        .transaction(async (tx) => {
          if (body.method === 'S') {
            await deps.verification.consume(tx, {
              merchantCode,
              target: smsTarget(member.countryDialingCode ?? '', member.mobile ?? ''),
              purpose: 'LOGIN',
              code: (body.verificationCode ?? '').trim(),
            });
          }
          const { token, firstTimeLogin } = await completeLogin(tx, brand, member, meta, method);
          // The ticket remembers whether the login's password was the default one (a change is then due).
          const password = ticket.defaultPassword ? deps.defaultForcedPassword : undefined;
          return loginValue(member, token, {
            firstTimeLogin,
            viaPassword: true,
            brand,
            ...(password ? { password } : {}),
          });
        })
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.code === ErrorCode.VerificationCodeInvalid) throw await fail(err.code);
          throw err;
        });
    },

    /** A trial account with a random name, logged in at once. */
    freeplay: async (brand: BrandConfig, meta: LoginMeta) => {
      requireModule(brand, WhitelabelModule.FreePlay);
      const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
      return db.transaction(async (tx) => {
        const member = await createMember(members, tx, brand, {
          account: `trial${randomBytes(5).toString('hex')}`,
          nickname: 'Guest',
          passwordHash,
          type: MemberType.Trial,
          language: brand.merchant.defaultLanguage,
          registeredIp: meta.ip,
        });
        await deps.trialWallet?.creditTrial(tx, brand, member);
        return openNewMember(tx, brand, member, meta, 'freeplay');
      });
    },

    logout: async (sessionId: number) => {
      await deps.sessions.end(sessionId, 'logout');
      return null;
    },

    /** Codes for SMS login; an unknown number gets the same answer and no message. */
    sendNoLoginSms: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof sendNoLoginSmsOperation>,
      ip: string,
    ) => {
      if (!brand.modules[WhitelabelModule.MobileCodeLogin] && !brand.modules[WhitelabelModule.ChangePassVerify])
        throw new AppError(ErrorCode.FunctionDisabled);
      const member = await members.findByMobile(db, brand.merchant.code, body.countryDialingCode, body.mobileNum);
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
     * is no password, captcha or new-address step, and never a forced password change.
     * `within` runs in the same transaction (the ticket is spent, the identity linked).
     */
    thirdPartySession: (
      brand: BrandConfig,
      member: MemberRow,
      meta: LoginMeta,
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
      body: Pick<OperationParsedBody<typeof thirdPartyBind>, 'username' | 'password' | 'captcha'>,
      meta: LoginMeta,
    ): Promise<MemberRow> => {
      const merchantCode = brand.merchant.code;
      const accountKey = body.username.toLowerCase();
      await guardAttempts(merchantCode, accountKey, body.captcha, meta);
      const member = await members.findByAccount(db, merchantCode, accountKey);
      const ok = await verifyPassword(member?.passwordHash, body.password);
      if (!member || !ok || member.type === MemberType.Trial)
        throw await rejectCredentials({ merchantCode, accountKey, member, meta, method: 'bind' });
      await admit(brand, member, meta);
      return member;
    },
  };
};
