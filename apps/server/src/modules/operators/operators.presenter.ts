import {
  minorToNumber,
  OPERATOR_PERMISSIONS,
  type OperationValue,
  type OperatorPermission,
  type operatorListRoles,
  type operatorMe,
} from '@pagoda/contracts';
import type { LedgerService } from '../wallet/ledger.service.js';
import { OPERATOR_SESSION } from './operator-limits.js';
import type { operatorsRepository, OperatorRow } from './operators.repository.js';

type AuditRow = Awaited<ReturnType<typeof operatorsRepository.auditSearch>>['rows'][number];
type LoginRow = Awaited<ReturnType<typeof operatorsRepository.logins>>['rows'][number];

/** Permissions in catalogue order, so lists read the same everywhere. */
const ordered = (p: Iterable<string>) => {
  const set = new Set(p);
  return OPERATOR_PERMISSIONS.filter((x) => set.has(x));
};

export const presentMe = (op: {
  id: number;
  username: string;
  role: string;
  permissions: ReadonlySet<OperatorPermission>;
  expiresAt: Date;
}): OperationValue<typeof operatorMe> => ({
  id: op.id,
  username: op.username,
  role: op.role,
  permissions: ordered(op.permissions),
  expiresAt: op.expiresAt.getTime(),
  idleMinutes: OPERATOR_SESSION.idleMinutes,
});

/** An operator as the back office sees it: never the password hash nor the TOTP secret. */
export const presentOperatorRow = (op: OperatorRow, activeSessions = 0) => ({
  id: op.id,
  username: op.username,
  role: op.role,
  enabled: op.enabled,
  totpEnrolled: op.totpConfirmedAt !== null,
  allowedCidrs: op.allowedCidrs,
  lockedUntil: op.lockedUntil && op.lockedUntil > new Date() ? op.lockedUntil.getTime() : null,
  lastLoginAt: op.lastLoginAt?.getTime() ?? null,
  activeSessions,
  createdAt: op.createdAt.getTime(),
});

/** What an audit row keeps of an operator (before/after of a change). */
export const auditOperator = (op: OperatorRow) => ({
  role: op.role,
  enabled: op.enabled,
  allowedCidrs: op.allowedCidrs,
  totpEnrolled: op.totpConfirmedAt !== null,
});

export const presentRole = (
  r: { key: string; name: string; builtin: boolean; permissions: Iterable<string> },
  operators: number,
): OperationValue<typeof operatorListRoles>[number] => ({
  key: r.key,
  name: r.name,
  builtin: r.builtin,
  permissions: ordered(r.permissions),
  operators,
});

export const presentAuditRow = (r: AuditRow) => ({
  id: r.id,
  time: r.createdAt.getTime(),
  actor: r.actor,
  action: r.action,
  target: r.target,
  detail: r.detail,
  ip: r.ip,
});

export const presentLogin = (r: LoginRow) => ({
  id: r.id,
  time: r.createdAt.getTime(),
  username: r.username,
  step: r.step,
  outcome: r.outcome,
  ip: r.ip,
  userAgent: r.userAgent,
});

export const presentAdjustment = (account: string, r: { balance: bigint | null; replayed: boolean }) => ({
  account,
  balance: minorToNumber(r.balance ?? 0n),
  replayed: r.replayed,
});

/** The ledger audit, with `ok` when every invariant holds. */
export const presentLedgerAudit = (a: Awaited<ReturnType<LedgerService['audit']>>) => ({
  ...a,
  sumOfEntries: a.sumOfEntries.toString(),
  ok:
    a.sumOfEntries === 0n &&
    a.accountsDrifted === 0 &&
    a.negativeBalances === 0 &&
    a.unbalancedPostings === 0 &&
    a.brokenEntries === 0,
});
