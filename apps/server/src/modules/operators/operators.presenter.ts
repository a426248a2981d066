import { minorToNumber, type OperationValue, type operatorAuditLog, type OperatorRole } from '@pagoda/contracts';
import type { LedgerService } from '../wallet/ledger.service.js';
import type { operatorsRepository } from './operators.repository.js';

type AuditRow = Awaited<ReturnType<typeof operatorsRepository.auditPage>>[number];

export const presentAuditLog = (
  rows: AuditRow[],
  total: number,
  size: number,
): OperationValue<typeof operatorAuditLog> => ({
  list: rows.map((r) => ({
    id: r.id,
    time: r.createdAt.getTime(),
    actor: r.actor,
    action: r.action,
    target: r.target,
    detail: r.detail,
    ip: r.ip,
  })),
  totalPages: Math.ceil(total / size),
});

/** An operator as the back office sees it: never the password hash. */
export const presentOperator = (op: { username: string; role: OperatorRole }) => ({
  username: op.username,
  role: op.role,
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
