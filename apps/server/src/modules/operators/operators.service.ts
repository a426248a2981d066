import { randomBytes } from 'node:crypto';
import {
  BUILTIN_OPERATOR_ROLES,
  BUILTIN_ROLE_PERMISSIONS,
  type BuiltinOperatorRole,
  ErrorCode,
  OPERATOR_PERMISSIONS,
  type OperatorPermission,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/secrets.js';
import { brandRepository } from '../brand/brand.repository.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { ipAllowed } from './ip-allow.js';
import { OPERATOR_SESSION, OPERATOR_SIGN_IN } from './operator-limits.js';
import { newTotpSecret, OPERATOR_TOTP_PURPOSE, totpStep, totpUri } from './operator-totp.js';
import { presentMe } from './operators.presenter.js';
import { operatorsRepository as defaultOperatorsRepository, type OperatorRow } from './operators.repository.js';

export type OperatorsService = ReturnType<typeof createOperatorsService>;
export type OperatorAuth = {
  sessionId: number;
  id: number;
  username: string;
  role: string;
  /** What the operator's role allows; every operator route checks one of these. */
  permissions: ReadonlySet<OperatorPermission>;
  merchantCode: string;
  /** The absolute end of the session. */
  expiresAt: Date;
};
export type ClientInfo = { ip: string; userAgent: string };

const ROLE_CACHE_MS = 10_000;

export const isBuiltinRole = (key: string): key is BuiltinOperatorRole =>
  (BUILTIN_OPERATOR_ROLES as readonly string[]).includes(key);

const KNOWN = new Set<string>(OPERATOR_PERMISSIONS);

export const createOperatorsService = (
  db: Db,
  deps: {
    operators?: typeof defaultOperatorsRepository;
    brands?: Pick<typeof brandRepository, 'findMerchant'>;
    now?: () => Date;
    /** Seals the operators' TOTP seeds at rest. */
    secrets: SecretBox;
  },
) => {
  const repo = deps.operators ?? defaultOperatorsRepository;
  const seedOf = (stored: string) => deps.secrets.open(stored, OPERATOR_TOTP_PURPOSE);
  const brands = deps.brands ?? brandRepository;
  const now = deps.now ?? (() => new Date());
  const roleCache = new Map<string, { at: number; permissions: ReadonlySet<OperatorPermission> }>();

  /** A role's permissions: built-ins from the catalogue, custom roles from the table (cached briefly). */
  const permissionsOf = async (merchantCode: string, role: string): Promise<ReadonlySet<OperatorPermission>> => {
    if (isBuiltinRole(role)) return new Set(BUILTIN_ROLE_PERMISSIONS[role]);
    const key = `${merchantCode}\u0000${role}`;
    const hit = roleCache.get(key);
    if (hit && Date.now() - hit.at < ROLE_CACHE_MS) return hit.permissions;
    const row = await repo.role(db, merchantCode, role);
    const permissions = new Set((row?.permissions ?? []).filter((p) => KNOWN.has(p)) as OperatorPermission[]);
    roleCache.set(key, { at: Date.now(), permissions });
    return permissions;
  };

  const audit = async (e: AuditEntry, tx?: DbOrTx) => {
    await repo.audit(tx ?? db, {
      merchantCode: e.merchantCode,
      actor: e.actor,
      action: e.action,
      target: e.target,
      detail: e.detail ?? {},
      ip: e.ip ?? '',
    });
  };

  const record = (
    merchantCode: string,
    op: { id: number; username: string } | null,
    username: string,
    step: 'PASSWORD' | 'TOTP',
    outcome: string,
    client: ClientInfo,
  ) =>
    repo.insertLogin(db, {
      merchantCode,
      operatorId: op?.id ?? null,
      username: op?.username ?? username.slice(0, 64),
      step,
      outcome,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
    });

  const lockedNow = (op: OperatorRow) => op.lockedUntil !== null && op.lockedUntil > now();

  const fail = async (op: OperatorRow) => {
    const r = await repo.registerFailure(
      db,
      op.id,
      OPERATOR_SIGN_IN.maxFailures,
      new Date(now().getTime() + OPERATOR_SIGN_IN.lockMinutes * 60_000),
    );
    return r?.lockedUntil !== null && r?.lockedUntil !== undefined && r.lockedUntil > now();
  };

  return {
    permissionsOf,
    /** Drops a custom role's cached permissions (this instance; others follow within 10 s). */
    forgetRole: (merchantCode: string, role: string) => roleCache.delete(`${merchantCode}\u0000${role}`),

    /**
     * The first operator of a brand: created once with a random password that the caller prints
     * (start-up output, never the log). It enrols its authenticator at first sign-in. Returns null
     * when the brand already has operators.
     */
    ensureFirst: async (merchantCode: string) => {
      if (!(await brands.findMerchant(db, merchantCode))) return null;
      if ((await repo.count(db, merchantCode)) > 0) return null;
      const password = randomBytes(12).toString('base64url');
      const row = await repo.insert(db, {
        merchantCode,
        username: 'admin',
        passwordHash: await hashPassword(password),
        role: 'ADMIN',
      });
      return row ? { username: row.username, password } : null;
    },

    /** A new operator (ops CLI, back office); they enrol TOTP at first sign-in. */
    create: async (
      merchantCode: string,
      username: string,
      password: string,
      role: string,
      allowedCidrs: string[] = [],
      tx?: DbOrTx,
    ) => {
      if (!isBuiltinRole(role) && !(await repo.role(tx ?? db, merchantCode, role)))
        throw new AppError(ErrorCode.ValidationFailed, `No role ${role}.`);
      const row = await repo.insert(tx ?? db, {
        merchantCode,
        username,
        passwordHash: await hashPassword(password),
        role,
        allowedCidrs,
      });
      if (!row) throw new AppError(ErrorCode.UsernameExists);
      return row;
    },

    /**
     * Sign-in step 1. Refuses a locked, disabled or out-of-range operator; a wrong password counts
     * toward the lockout. Answers a single-use ticket, and the secret to enrol when the operator has
     * no confirmed authenticator yet (the same secret until it is confirmed).
     */
    loginPassword: async (merchantCode: string, username: string, password: string, client: ClientInfo) => {
      const op = await repo.byUsername(db, merchantCode, username.toLowerCase());
      if (op && lockedNow(op)) {
        await record(merchantCode, op, username, 'PASSWORD', 'LOCKED', client);
        throw new AppError(ErrorCode.AccountLocked, 'Too many failed sign-ins: try again in 15 minutes.');
      }
      const ok = await verifyPassword(op?.passwordHash, password);
      if (!op || !ok) {
        const locked = op ? await fail(op) : false;
        await record(merchantCode, op, username, 'PASSWORD', 'BAD_PASSWORD', client);
        if (locked) throw new AppError(ErrorCode.AccountLocked, 'Too many failed sign-ins: try again in 15 minutes.');
        throw new AppError(ErrorCode.LoginFailed);
      }
      if (!op.enabled) {
        await record(merchantCode, op, username, 'PASSWORD', 'DISABLED', client);
        throw new AppError(ErrorCode.LoginFailed);
      }
      if (!ipAllowed(op.allowedCidrs, client.ip)) {
        await record(merchantCode, op, username, 'PASSWORD', 'IP_DENIED', client);
        throw new AppError(ErrorCode.RegionBlocked, 'This operator may not sign in from this address.');
      }
      const ticket = randomToken();
      await repo.insertTicket(db, {
        operatorId: op.id,
        ticketHash: sha256Hex(ticket),
        expiresAt: new Date(now().getTime() + OPERATOR_SIGN_IN.ticketMinutes * 60_000),
      });
      await record(merchantCode, op, username, 'PASSWORD', 'OK', client);
      if (op.totpConfirmedAt && op.totpSecret) return { ticket, stage: 'TOTP' as const };
      const secret = op.totpSecret ? seedOf(op.totpSecret) : newTotpSecret();
      if (!op.totpSecret)
        await repo.update(db, op.id, {
          totpSecret: deps.secrets.seal(secret, OPERATOR_TOTP_PURPOSE),
          totpLastStep: null,
        });
      return {
        ticket,
        stage: 'ENROL' as const,
        enrol: { secret, otpauthUri: totpUri(secret, `${merchantCode}:${op.username}`) },
      };
    },

    /**
     * Sign-in step 2: the code of the ticket's operator. A wrong code counts toward the lockout and
     * leaves the ticket usable until it expires; a right one uses the ticket, confirms an enrolment,
     * and opens the session.
     */
    loginTotp: async (merchantCode: string, ticket: string, code: string, client: ClientInfo) => {
      const t = await repo.ticketByHash(db, sha256Hex(ticket), now());
      const op = t ? await repo.byId(db, merchantCode, t.operatorId) : null;
      if (!t || !op || !op.totpSecret) throw new AppError(ErrorCode.LoginTicketInvalid);
      if (lockedNow(op)) {
        await record(merchantCode, op, op.username, 'TOTP', 'LOCKED', client);
        throw new AppError(ErrorCode.AccountLocked, 'Too many failed sign-ins: try again in 15 minutes.');
      }
      if (!op.enabled) throw new AppError(ErrorCode.LoginTicketInvalid);
      if (!ipAllowed(op.allowedCidrs, client.ip)) {
        await record(merchantCode, op, op.username, 'TOTP', 'IP_DENIED', client);
        throw new AppError(ErrorCode.RegionBlocked, 'This operator may not sign in from this address.');
      }
      const at = now();
      const step = totpStep(seedOf(op.totpSecret), code, at.getTime());
      const accepted = step === null ? null : await repo.acceptTotpStep(db, op.id, step, at);
      if (!accepted) {
        const locked = await fail(op);
        await record(merchantCode, op, op.username, 'TOTP', 'BAD_CODE', client);
        if (locked) throw new AppError(ErrorCode.AccountLocked, 'Too many failed sign-ins: try again in 15 minutes.');
        throw new AppError(ErrorCode.LoginVerifyFailed, 'The code is wrong, expired or already used.');
      }
      if (!(await repo.useTicket(db, t.id, at))) throw new AppError(ErrorCode.LoginTicketInvalid);
      const enrolled = !op.totpConfirmedAt;
      const token = randomToken();
      const expiresAt = new Date(at.getTime() + OPERATOR_SESSION.maxHours * 3_600_000);
      await db.transaction(async (tx) => {
        await repo.insertSession(tx, {
          operatorId: op.id,
          tokenHash: sha256Hex(token),
          expiresAt,
          lastSeenAt: at,
          ip: client.ip,
          userAgent: client.userAgent.slice(0, 300),
        });
        await audit(
          {
            merchantCode,
            actor: `operator:${op.username}`,
            action: enrolled ? 'operator.totp.enrol' : 'operator.login',
            target: op.username,
            detail: { userAgent: client.userAgent.slice(0, 300) },
            ip: client.ip,
          },
          tx,
        );
      });
      await record(merchantCode, op, op.username, 'TOTP', enrolled ? 'ENROLLED' : 'OK', client);
      const permissions = await permissionsOf(merchantCode, op.role);
      return {
        token,
        operator: presentMe({ id: op.id, username: op.username, role: op.role, permissions, expiresAt }),
      };
    },

    /**
     * The session of a token: not ended, within 12 hours of sign-in and 30 minutes of the last call,
     * from an allowed address, of an enabled operator of this brand.
     */
    authenticate: async (
      token: string,
      merchantCode: string,
      client?: ClientInfo,
      /** touch: false for checks that are not the operator's activity (the socket's periodic check). */
      opts: { touch?: boolean } = {},
    ): Promise<OperatorAuth> => {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError(ErrorCode.TokenInvalid);
      const at = now();
      const found = await repo.sessionByHash(db, sha256Hex(token), at);
      if (!found || !found.operator.enabled || found.operator.merchantCode !== merchantCode)
        throw new AppError(ErrorCode.TokenInvalid);
      const idleMs = at.getTime() - found.session.lastSeenAt.getTime();
      if (idleMs > OPERATOR_SESSION.idleMinutes * 60_000) {
        await repo.endSession(db, found.session.id);
        throw new AppError(ErrorCode.TokenInvalid, 'The session ended after 30 minutes without activity.');
      }
      if (client && !ipAllowed(found.operator.allowedCidrs, client.ip))
        throw new AppError(ErrorCode.RegionBlocked, 'This operator may not call from this address.');
      if (opts.touch !== false && idleMs > OPERATOR_SESSION.touchSeconds * 1000)
        await repo.touchSession(db, found.session.id, at);
      return {
        sessionId: found.session.id,
        id: found.operator.id,
        username: found.operator.username,
        role: found.operator.role,
        permissions: await permissionsOf(merchantCode, found.operator.role),
        merchantCode,
        expiresAt: found.session.expiresAt,
      };
    },

    /** The ops CLI: forget an operator's authenticator and end their sessions (audited by the caller). */
    resetTotp: async (merchantCode: string, username: string) => {
      const op = await repo.byUsername(db, merchantCode, username);
      if (!op) throw new AppError(ErrorCode.NotFound, 'No such operator.');
      return db.transaction(async (tx) => {
        await repo.update(tx, op.id, { totpSecret: null, totpConfirmedAt: null, totpLastStep: null });
        return { sessionsEnded: await repo.endSessionsOf(tx, op.id) };
      });
    },

    me: (auth: OperatorAuth) => presentMe(auth),

    logout: (sessionId: number) => repo.endSession(db, sessionId),

    /** Pass the change's transaction, so the audit row commits (or not) with the change. */
    audit,
  };
};
