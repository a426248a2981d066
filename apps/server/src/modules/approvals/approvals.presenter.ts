import { type ApprovalKind, type ApprovalStatus, minorToNumber } from '@pagoda/contracts';
import type { ApprovalRow } from './approvals.repository.js';

export const presentApproval = (r: ApprovalRow, canDecide: boolean) => ({
  id: r.id,
  kind: r.kind as ApprovalKind,
  status: r.status as ApprovalStatus,
  maker: r.makerName,
  makerId: r.makerId,
  checker: r.checkerName,
  amount: r.amountMinor === null ? null : minorToNumber(r.amountMinor),
  target: r.target,
  summary: r.summary,
  // The maker's address is kept for the executor's audit row, not shown.
  payload: Object.fromEntries(Object.entries(r.payload).filter(([k]) => k !== '__makerIp')),
  ...(r.result !== null ? { result: r.result } : {}),
  errorCode: r.errorCode,
  remark: r.remark,
  createdAt: r.createdAt.getTime(),
  decidedAt: r.decidedAt?.getTime() ?? null,
  canDecide,
});

export const presentThresholds = (t: Map<ApprovalKind, bigint | null>) =>
  [...t].map(([kind, amount]) => ({ kind, amount: amount === null ? null : minorToNumber(amount) }));
