import { randomBytes } from 'node:crypto';
import { BUILTIN_ROLE_PERMISSIONS, ErrorCode, type OperatorPermission, type OperatorRole } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/secrets.js';
import { brandRepository } from '../brand/brand.repository.js';
import type { AuditEntry } from '../payments/deposits.service.js';
import { presentAuditLog, presentOperator } from './operators.presenter.js';
import { operatorsRepository as defaultOperatorsRepository } from './operators.repository.js';

export type OperatorsService = ReturnType<typeof createOperatorsService>;
export type OperatorAuth = {
  sessionId: number;
  id: number;
  username: string;
  role: OperatorRole;
  /** What the operator's role allows; every operator route checks one of these. */
  permissions: ReadonlySet<OperatorPermission>;
  merchantCode: string;
};

const SESSION_HOURS = 8;
const AUDIT_PAGE = 50;

export const createOperatorsService = (
  db: Db,
  deps: {
    operators?: typeof defaultOperatorsRepository;
    brands?: Pick<typeof brandRepository, 'findMerchant'>;
  } = {},
) => {
  const operatorsRepository = deps.operators ?? defaultOperatorsRepository;
  const brands = deps.brands ?? brandRepository;
  return {
    /**
     * The first operator of a brand: created once with a random password that the caller prints
     * (start-up output, never the log). Returns null when the brand already has operators.
     */
    ensureFirst: async (merchantCode: string) => {
      if (!(await brands.findMerchant(db, merchantCode))) return null;
      if ((await operatorsRepository.count(db, merchantCode)) > 0) return null;
      const password = randomBytes(12).toString('base64url');
      const row = await operatorsRepository.insert(db, {
        merchantCode,
        username: 'admin',
        passwordHash: await hashPassword(password),
        role: 'ADMIN',
      });
      return row ? { username: row.username, password } : null;
    },

    create: async (merchantCode: string, username: string, password: string, role: OperatorRole) => {
      const row = await operatorsRepository.insert(db, {
        merchantCode,
        username,
        passwordHash: await hashPassword(password),
        role,
      });
      if (!row) throw new AppError(ErrorCode.UsernameExists);
      return presentOperator(row);
    },

    login: async (merchantCode: string, username: string, password: string, ip: string) => {
      const op = await operatorsRepository.byUsername(db, merchantCode, username);
      const ok = await verifyPassword(op?.passwordHash, password);
      if (!op || !ok || !op.enabled) {
        await operatorsRepository.audit(db, { merchantCode, actor: username, action: 'operator.login.failed', ip });
        throw new AppError(ErrorCode.LoginFailed);
      }
      const token = randomToken();
      await operatorsRepository.insertSession(db, {
        operatorId: op.id,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
      });
      await operatorsRepository.audit(db, { merchantCode, actor: op.username, action: 'operator.login', ip });
      return { token, ...presentOperator(op) };
    },

    authenticate: async (
      token: string,
      merchantCode: string,
      _client?: { ip: string; userAgent: string },
    ): Promise<OperatorAuth> => {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError(ErrorCode.TokenInvalid);
      const found = await operatorsRepository.sessionByHash(db, sha256Hex(token), new Date());
      if (!found || !found.operator.enabled || found.operator.merchantCode !== merchantCode)
        throw new AppError(ErrorCode.TokenInvalid);
      return {
        sessionId: found.session.id,
        id: found.operator.id,
        username: found.operator.username,
        role: found.operator.role,
        permissions: new Set(BUILTIN_ROLE_PERMISSIONS[found.operator.role]),
        merchantCode,
      };
    },

    logout: (sessionId: number) => operatorsRepository.endSession(db, sessionId),

    /** Pass the change's transaction, so the audit row commits (or not) with the change. */
    audit: async (e: AuditEntry, tx?: DbOrTx) => {
      await operatorsRepository.audit(tx ?? db, {
        merchantCode: e.merchantCode,
        actor: e.actor,
        action: e.action,
        target: e.target,
        detail: e.detail ?? {},
        ip: e.ip ?? '',
      });
    },

    auditLog: async (merchantCode: string, page: number) => {
      const [rows, total] = await Promise.all([
        operatorsRepository.auditPage(db, merchantCode, AUDIT_PAGE, (page - 1) * AUDIT_PAGE),
        operatorsRepository.auditCount(db, merchantCode),
      ]);
      return presentAuditLog(rows, total, AUDIT_PAGE);
    },
  };
};
