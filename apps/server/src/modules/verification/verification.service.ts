import { randomInt } from 'node:crypto';
import { ErrorCode } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { safeEqualHex, sha256Hex } from '../../lib/secrets.js';
import type { EmailProvider } from './email-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { presentCodeSent } from './verification.presenter.js';
import { type VerificationRepository, verificationRepository } from './verification.repository.js';

/** `BIND:<memberId>` ties a binding code to the member who asked for it. */
export type CodePurpose = 'REGISTER' | 'LOGIN' | 'RESET' | 'BIND' | `BIND:${number}`;
export type VerificationService = ReturnType<typeof createVerificationService>;

const MAX_ATTEMPTS = 5;
const PER_TARGET_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;

/** E.164 digits without '+': dialing code and national number. */
export const smsTarget = (dialingCode: string, mobile: string) => `${dialingCode}${mobile.replace(/^0+/, '')}`;

/** E-mail codes are keyed by the lower-case address. */
export const emailTarget = (email: string) => email.trim().toLowerCase();

const codeHash = (target: string, code: string) => sha256Hex(`${target}:${code}`);

/**
 * One-time codes by SMS or e-mail: six digits, stored hashed, valid for SMS_CODE_MINUTES, five
 * attempts, one use. Sending is throttled per target and per IP ("retry after 5 minutes").
 */
export const createVerificationService = (
  db: Db,
  providers: { sms: SmsProvider; email: EmailProvider },
  opts: { codeMinutes: number; resendSeconds: number },
  repos: { repository?: VerificationRepository } = {},
) => {
  const repo = repos.repository ?? verificationRepository;
  /** Checks the throttles, stores the hashed code and returns it for delivery. */
  const issue = async (q: {
    merchantCode: string;
    channel: 'SMS' | 'EMAIL';
    target: string;
    purpose: CodePurpose;
    ip: string;
  }) => {
    const now = Date.now();
    const hourAgo = new Date(now - 3_600_000);
    const last = await repo.latestSentToTarget(db, q.merchantCode, q.target);
    const tooSoon = last && now - last.createdAt.getTime() < opts.resendSeconds * 1000;
    const [toTarget, fromIp] = await Promise.all([
      repo.countSentToTargetSince(db, q.merchantCode, q.target, hourAgo),
      repo.countSentFromIpSince(db, q.ip, hourAgo),
    ]);
    if (tooSoon || toTarget >= PER_TARGET_PER_HOUR || fromIp >= PER_IP_PER_HOUR) {
      throw new AppError(ErrorCode.TooManyRequests, 'Too many requests, retry after 5 minutes.');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now + opts.codeMinutes * 60_000);
    await repo.insertCode(db, {
      merchantCode: q.merchantCode,
      channel: q.channel,
      purpose: q.purpose,
      target: q.target,
      codeHash: codeHash(q.target, code),
      createdIp: q.ip,
      expiresAt,
    });
    return { code, sent: presentCodeSent(expiresAt, opts.codeMinutes) };
  };

  return {
    codeMinutes: opts.codeMinutes,

    sendSms: async (q: {
      merchantCode: string;
      brandName: string;
      target: string;
      purpose: CodePurpose;
      ip: string;
      deliver: boolean;
      /**
       * Sent instead of the code (a registration code asked for a number that already has an
       * account): the code is still issued and throttled, so the answer is the same either way.
       */
      notice?: string;
    }) => {
      const { code, sent } = await issue({ ...q, channel: 'SMS' });
      // An unknown number for a no-login code is answered like a known one, but nothing is sent.
      if (q.deliver) {
        await providers.sms.send({
          merchantCode: q.merchantCode,
          to: q.target,
          text:
            q.notice ??
            `[${q.brandName}] Your verification code is ${code}. It expires in ${opts.codeMinutes} minutes. Never share it.`,
        });
      }
      return sent;
    },

    /** A code e-mailed to `target` (an address from emailTarget). */
    sendEmail: async (q: {
      merchantCode: string;
      brandName: string;
      target: string;
      purpose: CodePurpose;
      ip: string;
    }) => {
      const { code, sent } = await issue({ ...q, channel: 'EMAIL' });
      await providers.email.send({
        merchantCode: q.merchantCode,
        to: q.target,
        subject: `[${q.brandName}] Your verification code`,
        text: `Your verification code is ${code}. It expires in ${opts.codeMinutes} minutes.\n\nIf you did not ask for it, ignore this e-mail and never share the code.`,
      });
      return sent;
    },

    /** Checks and consumes a code inside the caller's transaction; any failure is the same error. */
    consume: async (tx: DbOrTx, q: { merchantCode: string; target: string; purpose: CodePurpose; code: string }) => {
      const row = await repo.latestOpen(tx, q.merchantCode, q.target, q.purpose);
      const now = new Date();
      if (!row || row.expiresAt <= now || row.attempts >= MAX_ATTEMPTS)
        throw new AppError(ErrorCode.VerificationCodeInvalid);
      if (!/^\d{6}$/.test(q.code) || !safeEqualHex(row.codeHash, codeHash(q.target, q.code))) {
        // Counted outside the caller's transaction, which rolls back on this error. Not awaited:
        // the embedded database has one connection, so this waits until that transaction ends
        // (awaiting it inside the transaction would deadlock).
        void repo.addAttempt(db, row.id, row.attempts + 1).catch(() => undefined);
        throw new AppError(ErrorCode.VerificationCodeInvalid);
      }
      if (!(await repo.consume(tx, row.id, now))) throw new AppError(ErrorCode.VerificationCodeInvalid);
    },

    /** The demo outbox's messages, newest first, as the outbox pages show them (null: every brand's). */
    outbox: async (limit = 100, merchantCode: string | null = null) =>
      (await repo.listOutbox(db, limit, merchantCode)).map((m) => ({
        id: m.id,
        merchantCode: m.merchantCode,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject,
        body: m.body,
        time: m.createdAt,
      })),
  };
};
