import { randomBytes } from 'node:crypto';
import {
  BUILTIN_OPERATOR_ROLES,
  BUILTIN_ROLE_PERMISSIONS,
  ErrorCode,
  type OperationParsedBody,
  type OperationParsedQuery,
  type operatorCreateOperator,
  type operatorCreateRole,
  type operatorListLogins,
  type operatorListOperators,
  type operatorSearchAudit,
  type operatorUpdateOperator,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { timeZoneOfCountry } from '../../jobs/time-zone.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/secrets.js';
import type { ApprovalActor } from '../approvals/approvals.types.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { OPERATOR_SESSION } from './operator-limits.js';
import {
  auditOperator,
  presentAuditRow,
  presentLogin,
  presentOperatorRow,
  presentRole,
} from './operators.presenter.js';
import { operatorsRepository as repo, type OperatorRow } from './operators.repository.js';
import { isBuiltinRole, type OperatorsService } from './operators.service.js';
import { startOfDayIn } from './zoned-day.js';

export type OperatorAdminService = ReturnType<typeof createOperatorAdminService>;

const ROLE_NAMES: Record<(typeof BUILTIN_OPERATOR_ROLES)[number], string> = {
  ADMIN: 'Administrator',
  FINANCE: 'Finance',
  SUPPORT: 'Support',
  CONTENT: 'Content',
  RISK: 'Risk',
};

/** A temporary password: 16 URL-safe characters, shown once. */
const temporaryPassword = () => randomBytes(12).toString('base64url');

const refused = (message: string) => new AppError(ErrorCode.OperatorChangeRefused, message);

/**
 * The operators and roles of a brand, and the audit log search: every change is audited with its
 * before and after, in the change's transaction.
 */
export const createOperatorAdminService = (db: Db, s: { operators: OperatorsService }) => {
  const row = async (merchantCode: string, id: number) => {
    const op = await repo.byId(db, merchantCode, id);
    if (!op) throw new AppError(ErrorCode.NotFound, 'No such operator.');
    return op;
  };
  const present = async (op: OperatorRow) => {
    const at = new Date();
    const counts = await repo.activeSessionCounts(
      db,
      [op.id],
      at,
      new Date(at.getTime() - OPERATOR_SESSION.idleMinutes * 60_000),
    );
    return presentOperatorRow(op, counts.get(op.id) ?? 0);
  };
  const roleExists = async (merchantCode: string, key: string) =>
    isBuiltinRole(key) || (await repo.role(db, merchantCode, key)) !== null;

  return {
    list: async (merchantCode: string, q: OperationParsedQuery<typeof operatorListOperators>) => {
      const { rows, total } = await repo.grid(db, merchantCode, {
        q: q.q,
        role: q.role,
        enabled: q.enabled === undefined ? undefined : q.enabled === 'true',
        sort: (q.sort ?? 'createdAt') as 'createdAt',
        order: q.order,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const at = new Date();
      const counts = await repo.activeSessionCounts(
        db,
        rows.map((r) => r.id),
        at,
        new Date(at.getTime() - OPERATOR_SESSION.idleMinutes * 60_000),
      );
      return { list: rows.map((r) => presentOperatorRow(r, counts.get(r.id) ?? 0)), total };
    },

    create: async (by: ApprovalActor, body: OperationParsedBody<typeof operatorCreateOperator>) => {
      if (!(await roleExists(by.merchantCode, body.role)))
        throw new AppError(ErrorCode.ValidationFailed, 'No such role.');
      const password = temporaryPassword();
      const op = await db.transaction(async (tx) => {
        const created = await s.operators.create(
          by.merchantCode,
          body.username,
          password,
          body.role,
          body.allowedCidrs,
          tx,
        );
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'operator.create',
            target: created.username,
            detail: { before: null, after: auditOperator(created) },
            ip: by.ip,
          },
          tx,
        );
        return created;
      });
      return { operator: presentOperatorRow(op), password };
    },

    /** Role, enabled state, allowed ranges. Never disables oneself, nor leaves the brand without an ADMIN. */
    update: async (by: ApprovalActor, body: OperationParsedBody<typeof operatorUpdateOperator>) => {
      if (body.role !== undefined && !(await roleExists(by.merchantCode, body.role)))
        throw new AppError(ErrorCode.ValidationFailed, 'No such role.');
      const after = await db.transaction(async (tx) => {
        const before = await repo.byId(tx, by.merchantCode, body.id, true);
        if (!before) throw new AppError(ErrorCode.NotFound, 'No such operator.');
        if (body.id === by.operatorId && body.enabled === false) throw refused('You cannot disable yourself.');
        if (body.id === by.operatorId && body.role !== undefined && body.role !== before.role)
          throw refused('You cannot change your own role.');
        const losesAdmin =
          before.role === 'ADMIN' &&
          before.enabled &&
          (body.enabled === false || (body.role !== undefined && body.role !== 'ADMIN'));
        if (losesAdmin && (await repo.countEnabledWithRole(tx, by.merchantCode, 'ADMIN')) <= 1)
          throw refused('The brand must keep at least one enabled ADMIN.');
        const updated = await repo.update(tx, before.id, {
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.allowedCidrs !== undefined ? { allowedCidrs: body.allowedCidrs } : {}),
        });
        if (body.enabled === false) await repo.endSessionsOf(tx, before.id);
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'operator.update',
            target: before.username,
            detail: { before: auditOperator(before), after: auditOperator(updated!) },
            ip: by.ip,
          },
          tx,
        );
        return updated!;
      });
      return present(after);
    },

    /** Forgets the authenticator: a new one is enrolled at the next sign-in; sessions end. */
    resetTotp: async (by: ApprovalActor, id: number) => {
      const before = await row(by.merchantCode, id);
      const after = await db.transaction(async (tx) => {
        const updated = await repo.update(tx, id, { totpSecret: null, totpConfirmedAt: null, totpLastStep: null });
        const ended = await repo.endSessionsOf(tx, id);
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'operator.totp.reset',
            target: before.username,
            detail: { before: auditOperator(before), after: auditOperator(updated!), sessionsEnded: ended },
            ip: by.ip,
          },
          tx,
        );
        return updated!;
      });
      return present(after);
    },

    /** A new temporary password (shown once); the lockout clears and sessions end. */
    resetPassword: async (by: ApprovalActor, id: number) => {
      const before = await row(by.merchantCode, id);
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const after = await db.transaction(async (tx) => {
        const updated = await repo.update(tx, id, { passwordHash, failedLogins: 0, lockedUntil: null });
        const ended = await repo.endSessionsOf(tx, id);
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'operator.password.reset',
            target: before.username,
            detail: { sessionsEnded: ended },
            ip: by.ip,
          },
          tx,
        );
        return updated!;
      });
      return { operator: presentOperatorRow(after), password };
    },

    endSessions: async (by: ApprovalActor, id: number) => {
      const op = await row(by.merchantCode, id);
      const ended = await db.transaction(async (tx) => {
        const n = await repo.endSessionsOf(tx, id);
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'operator.sessions.end',
            target: op.username,
            detail: { ended: n },
            ip: by.ip,
          },
          tx,
        );
        return n;
      });
      return { ended };
    },

    logins: async (merchantCode: string, q: OperationParsedQuery<typeof operatorListLogins>) => {
      const { rows, total } = await repo.logins(db, merchantCode, {
        operatorId: q.operatorId,
        order: q.order,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { list: rows.map(presentLogin), total };
    },

    roles: async (merchantCode: string) => {
      const [custom, counts] = await Promise.all([repo.roles(db, merchantCode), repo.countByRole(db, merchantCode)]);
      return [
        ...BUILTIN_OPERATOR_ROLES.map((key) =>
          presentRole(
            { key, name: ROLE_NAMES[key], builtin: true, permissions: BUILTIN_ROLE_PERMISSIONS[key] },
            counts.get(key) ?? 0,
          ),
        ),
        ...custom.map((r) => presentRole({ ...r, builtin: false }, counts.get(r.key) ?? 0)),
      ];
    },

    createRole: async (by: ApprovalActor, body: OperationParsedBody<typeof operatorCreateRole>) => {
      if (isBuiltinRole(body.key)) throw refused('Built-in roles cannot be created or edited.');
      const created = await db.transaction(async (tx) => {
        const r = await repo.insertRole(tx, { merchantCode: by.merchantCode, ...body });
        if (!r) throw refused('A role with this key exists.');
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'role.create',
            target: r.key,
            detail: { before: null, after: { name: r.name, permissions: r.permissions } },
            ip: by.ip,
          },
          tx,
        );
        return r;
      });
      return presentRole({ ...created, builtin: false }, 0);
    },

    updateRole: async (by: ApprovalActor, body: OperationParsedBody<typeof operatorCreateRole>) => {
      if (isBuiltinRole(body.key)) throw refused('Built-in roles cannot be edited.');
      const updated = await db.transaction(async (tx) => {
        const before = await repo.role(tx, by.merchantCode, body.key);
        if (!before) throw new AppError(ErrorCode.NotFound, 'No such role.');
        const r = await repo.updateRole(tx, by.merchantCode, body.key, {
          name: body.name,
          permissions: body.permissions,
        });
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'role.update',
            target: body.key,
            detail: {
              before: { name: before.name, permissions: before.permissions },
              after: { name: r!.name, permissions: r!.permissions },
            },
            ip: by.ip,
          },
          tx,
        );
        return r!;
      });
      s.operators.forgetRole(by.merchantCode, body.key);
      const counts = await repo.countByRole(db, by.merchantCode);
      return presentRole({ ...updated, builtin: false }, counts.get(body.key) ?? 0);
    },

    deleteRole: async (by: ApprovalActor, key: string) => {
      if (isBuiltinRole(key)) throw refused('Built-in roles cannot be deleted.');
      await db.transaction(async (tx) => {
        const before = await repo.role(tx, by.merchantCode, key);
        if (!before) throw new AppError(ErrorCode.NotFound, 'No such role.');
        if (((await repo.countByRole(tx, by.merchantCode)).get(key) ?? 0) > 0)
          throw refused('Operators still have this role: give them another one first.');
        await repo.deleteRole(tx, by.merchantCode, key);
        await s.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'role.delete',
            target: key,
            detail: { before: { name: before.name, permissions: before.permissions }, after: null },
            ip: by.ip,
          },
          tx,
        );
      });
      s.operators.forgetRole(by.merchantCode, key);
      return null;
    },

    /** The audit log, searched; dates are days in the brand's time zone (to is inclusive). */
    searchAudit: async (brand: BrandConfig, q: OperationParsedQuery<typeof operatorSearchAudit>) => {
      const tz = timeZoneOfCountry(brand.merchant.defaultCountry);
      const { rows, total } = await repo.auditSearch(db, brand.merchant.code, {
        q: q.q,
        actor: q.actor,
        actionPrefix: q.action,
        target: q.target,
        from: q.from ? startOfDayIn(q.from, tz) : undefined,
        to: q.to ? startOfDayIn(q.to, tz, 1) : undefined,
        sort: (q.sort ?? 'time') as 'time',
        order: q.order,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { list: rows.map(presentAuditRow), total };
    },
  };
};
