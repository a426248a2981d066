import {
  APPROVAL_KIND_PERMISSION,
  APPROVAL_KINDS,
  type ApprovalKind,
  type ApprovalOutcome,
  ErrorCode,
  type OperationParsedQuery,
  type OperatorPermission,
  type operatorListApprovals,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { presentApproval, presentThresholds } from './approvals.presenter.js';
import { type ApprovalRow, approvalsRepository as repo } from './approvals.repository.js';
import type { ApprovalActor, ApprovalExecutor, ApprovalsPort } from './approvals.types.js';

/**
 * Default thresholds in minor units (docs/decisions.md): amounts above need a second operator;
 * null: every request does (channel and vendor-secret changes have no amount).
 */
export const DEFAULT_APPROVAL_THRESHOLDS: Record<ApprovalKind, bigint | null> = {
  'money.adjust': 100_000n,
  'bonus.grant': 50_000n,
  'withdrawal.pay': 1_000_000n,
  'channel.change': null,
  'vendor.secret': null,
  'bonus.waive': 50_000n,
  'promotion.issue': 50_000n,
  // A dividend bill above 5,000.00 waits for an operator before it is paid.
  'agent.dividend': 500_000n,
};

/** Kinds whose threshold a brand can set; the others always need approval. */
const ADJUSTABLE: readonly ApprovalKind[] = [
  'money.adjust',
  'bonus.grant',
  'withdrawal.pay',
  'bonus.waive',
  'promotion.issue',
  'agent.dividend',
];

export type ApprovalChecker = ApprovalActor & { permissions: ReadonlySet<OperatorPermission> };

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

/** Maker-checker (ApprovalsPort) plus the back office's list, detail, decision and thresholds. */
export const createApprovalsService = (
  db: Db,
  deps: {
    operators: Pick<OperatorsService, 'audit'>;
    /** A request was created or decided (the operator socket's pending counter). */
    onChange?: (merchantCode: string) => void;
  },
) => {
  const executors = new Map<ApprovalKind, ApprovalExecutor>();
  const changed = (merchantCode: string) => deps.onChange?.(merchantCode);

  const thresholds = async (merchantCode: string) => {
    const rows = await repo.thresholds(db, merchantCode);
    const out = new Map<ApprovalKind, bigint | null>();
    for (const kind of APPROVAL_KINDS) {
      const row = ADJUSTABLE.includes(kind) ? rows.find((r) => r.kind === kind) : undefined;
      out.set(kind, row ? row.amountMinor : DEFAULT_APPROVAL_THRESHOLDS[kind]);
    }
    return out;
  };

  const canDecide = (r: ApprovalRow, who: ApprovalChecker) =>
    r.status === 'PENDING' &&
    r.makerId !== who.operatorId &&
    who.permissions.has('approvals.decide') &&
    who.permissions.has(APPROVAL_KIND_PERMISSION[r.kind as ApprovalKind]);

  const makerOf = (r: ApprovalRow): ApprovalActor => ({
    merchantCode: r.merchantCode,
    operatorId: r.makerId,
    actor: `operator:${r.makerName}`,
    ip: typeof r.payload.__makerIp === 'string' ? r.payload.__makerIp : '',
  });

  const payloadOf = (r: ApprovalRow) => {
    const { __makerIp: _ip, ...payload } = r.payload;
    return payload;
  };

  const port: ApprovalsPort = {
    register: (kind, executor) => {
      executors.set(kind, executor);
    },

    submit: async ({ kind, maker, amountMinor, target, summary, payload }): Promise<ApprovalOutcome> => {
      const executor = executors.get(kind);
      if (!executor) throw new AppError(ErrorCode.FunctionDisabled, `No executor for ${kind}.`);
      const limit = (await thresholds(maker.merchantCode)).get(kind) ?? null;
      if (limit !== null && amountMinor !== undefined && amountMinor <= limit) {
        const result = await executor(payload, { maker, checker: null, approvalId: null });
        return { status: 'EXECUTED', kind, result };
      }
      const row = await db.transaction(async (tx) => {
        const r = await repo.insert(tx, {
          merchantCode: maker.merchantCode,
          kind,
          makerId: maker.operatorId,
          makerName: maker.actor.replace(/^operator:/, ''),
          amountMinor: amountMinor ?? null,
          target,
          summary,
          payload: { ...payload, __makerIp: maker.ip },
        });
        await deps.operators.audit(
          {
            merchantCode: maker.merchantCode,
            actor: maker.actor,
            action: 'approval.request',
            target,
            detail: { approvalId: r.id, kind, summary, after: payload },
            ip: maker.ip,
          },
          tx,
        );
        return r;
      });
      changed(maker.merchantCode);
      return { status: 'PENDING', approvalId: row.id, kind };
    },
  };

  return {
    ...port,

    list: async (who: ApprovalChecker, q: OperationParsedQuery<typeof operatorListApprovals>) => {
      const { rows, total } = await repo.grid(db, who.merchantCode, {
        status: q.status,
        kind: q.kind,
        maker: q.maker,
        from: q.from !== undefined ? new Date(q.from) : undefined,
        to: q.to !== undefined ? new Date(q.to) : undefined,
        sort: (q.sort ?? 'createdAt') as 'createdAt',
        order: q.order,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { list: rows.map((r) => presentApproval(r, canDecide(r, who))), total };
    },

    get: async (who: ApprovalChecker, id: number) => {
      const r = await repo.byId(db, who.merchantCode, id);
      if (!r) throw new AppError(ErrorCode.NotFound, 'No such request.');
      return presentApproval(r, canDecide(r, who));
    },

    pendingCount: (merchantCode: string) => repo.pendingCount(db, merchantCode),

    /**
     * Approve or reject. The checker is never the maker and holds the kind's permission. Approving
     * claims the row (PENDING → EXECUTING) before the executor runs, so of two checkers one runs it
     * and the other is told it was decided; an executor's failure leaves it FAILED with its code.
     */
    decide: async (who: ApprovalChecker, id: number, decision: 'APPROVE' | 'REJECT', remark: string) => {
      const r = await repo.byId(db, who.merchantCode, id);
      if (!r) throw new AppError(ErrorCode.NotFound, 'No such request.');
      if (r.makerId === who.operatorId) throw new AppError(ErrorCode.ApprovalOwnRequest);
      if (!who.permissions.has(APPROVAL_KIND_PERMISSION[r.kind as ApprovalKind]))
        throw new AppError(
          ErrorCode.Forbidden,
          `Deciding this needs ${APPROVAL_KIND_PERMISSION[r.kind as ApprovalKind]}.`,
        );
      const checkerName = who.actor.replace(/^operator:/, '');
      const decided = { checkerId: who.operatorId, checkerName, remark, decidedAt: new Date() };
      const audit = (
        action: string,
        detail: Record<string, unknown>,
        tx?: Parameters<typeof deps.operators.audit>[1],
      ) =>
        deps.operators.audit(
          { merchantCode: who.merchantCode, actor: who.actor, action, target: r.target, detail, ip: who.ip },
          tx,
        );

      if (decision === 'REJECT') {
        const row = await db.transaction(async (tx) => {
          const done = await repo.transition(tx, id, 'PENDING', { status: 'REJECTED', ...decided });
          if (!done) throw new AppError(ErrorCode.ApprovalNotPending);
          await audit('approval.reject', { approvalId: id, kind: r.kind, remark }, tx);
          return done;
        });
        changed(who.merchantCode);
        return presentApproval(row, false);
      }

      const executor = executors.get(r.kind as ApprovalKind);
      if (!executor) throw new AppError(ErrorCode.FunctionDisabled, `No executor for ${r.kind}.`);
      const claimed = await db.transaction(async (tx) => {
        const done = await repo.transition(tx, id, 'PENDING', { status: 'EXECUTING', ...decided });
        if (!done) throw new AppError(ErrorCode.ApprovalNotPending);
        await audit('approval.approve', { approvalId: id, kind: r.kind, remark }, tx);
        return done;
      });
      changed(who.merchantCode);
      let row: ApprovalRow | null;
      try {
        const result = await executor(payloadOf(claimed), {
          maker: makerOf(claimed),
          checker: { merchantCode: who.merchantCode, operatorId: who.operatorId, actor: who.actor, ip: who.ip },
          approvalId: id,
        });
        row = await repo.transition(db, id, 'EXECUTING', { status: 'APPROVED', result: result ?? null });
      } catch (err) {
        const code = err instanceof AppError ? err.code : ErrorCode.InternalError;
        row = await db.transaction(async (tx) => {
          const failed = await repo.transition(tx, id, 'EXECUTING', { status: 'FAILED', errorCode: code });
          await audit('approval.failed', { approvalId: id, kind: r.kind, errorCode: code }, tx);
          return failed;
        });
      }
      changed(who.merchantCode);
      return presentApproval(row ?? claimed, false);
    },

    thresholds: async (merchantCode: string) => presentThresholds(await thresholds(merchantCode)),

    setThreshold: async (by: ApprovalActor, kind: ApprovalKind, amountMinor: bigint | null) => {
      const before = await thresholds(by.merchantCode);
      await db.transaction(async (tx) => {
        await repo.setThreshold(tx, by.merchantCode, kind, amountMinor);
        const fmt = (v: bigint | null | undefined) => (v === null || v === undefined ? null : v.toString());
        await deps.operators.audit(
          {
            merchantCode: by.merchantCode,
            actor: by.actor,
            action: 'approval.threshold',
            target: kind,
            detail: { before: { amountMinor: fmt(before.get(kind)) }, after: { amountMinor: fmt(amountMinor) } },
            ip: by.ip,
          },
          tx,
        );
      });
      return presentThresholds(await thresholds(by.merchantCode));
    },
  };
};
