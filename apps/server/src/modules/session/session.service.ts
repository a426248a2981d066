import { ErrorCode } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256Hex } from '../../lib/secrets.js';
import type { MemberRow } from '../accounts/members.repository.js';
import { type SessionRepository, sessionRepository } from './session.repository.js';

export type AuthSession = { sessionId: number; member: MemberRow };
export type SessionService = ReturnType<typeof createSessionService>;

const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions: a new login ends the member's other sessions (they then get login.not.session), an
 * idle session expires after SESSION_IDLE_MINUTES and any session after SESSION_MAX_HOURS.
 */
export const createSessionService = (
  db: Db,
  opts: { idleMinutes: number; maxHours: number },
  deps: { sessions?: SessionRepository } = {},
) => {
  const repo = deps.sessions ?? sessionRepository;
  return {
    /** Opens a session inside the caller's transaction and returns the raw token (shown once). */
    open: async (tx: DbOrTx, member: MemberRow, meta: { ip: string; device: string }, now = new Date()) => {
      await repo.endAllForMember(tx, member.id, 'elsewhere', now);
      const token = randomToken();
      await repo.insert(tx, {
        tokenHash: sha256Hex(token),
        memberId: member.id,
        merchantCode: member.merchantCode,
        ip: meta.ip,
        device: meta.device.slice(0, 32),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + opts.maxHours * 3_600_000),
      });
      return token;
    },

    /** Resolves a raw token for a brand, or throws the 401 the portal reacts to. */
    authenticate: async (token: string, merchantCode: string, now = new Date()): Promise<AuthSession> => {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError(ErrorCode.TokenInvalid);
      const found = await repo.findByTokenHash(db, sha256Hex(token));
      if (!found || found.session.merchantCode !== merchantCode) throw new AppError(ErrorCode.TokenInvalid);
      const { session, member } = found;
      if (session.endedAt) {
        throw new AppError(
          session.endReason === 'elsewhere' ? ErrorCode.SessionEndedElsewhere : ErrorCode.TokenInvalid,
        );
      }
      const idleLimit = session.lastSeenAt.getTime() + opts.idleMinutes * 60_000;
      if (now.getTime() > idleLimit || now >= session.expiresAt) {
        await repo.end(db, session.id, 'expired', now);
        throw new AppError(ErrorCode.TokenInvalid);
      }
      if (member.status !== 'ACTIVE') throw new AppError(ErrorCode.AccountLocked);
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(db, session.id, now);
      return { sessionId: session.id, member };
    },

    end: (sessionId: number, reason: string, now = new Date()) => repo.end(db, sessionId, reason, now),

    endAll: (tx: DbOrTx, memberId: number, reason: string, now = new Date()) =>
      repo.endAllForMember(tx, memberId, reason, now),

    endOthers: (tx: DbOrTx, memberId: number, keepSessionId: number, reason: string, now = new Date()) =>
      repo.endAllForMember(tx, memberId, reason, now, keepSessionId),
  };
};
