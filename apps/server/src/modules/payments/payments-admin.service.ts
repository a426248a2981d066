import {
  type ApprovalOutcome,
  channelEditSchema,
  type ChannelEdit,
  ErrorCode,
  type OperationParsedQuery,
  type operatorDepositGrid,
  type operatorWithdrawalGrid,
  parseMinor,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ApprovalActor, ApprovalExecutor, ApprovalsPort } from '../approvals/approvals.types.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { AuditEntry } from './deposits.service.js';
import {
  presentDepositGridRow,
  presentOperatorChannel,
  presentWithdrawalDetail,
  presentWithdrawalGridRow,
} from './payments-admin.presenter.js';
import { type OrderGridFilter, paymentsAdminRepository } from './payments-admin.repository.js';
import type { ChannelRow } from './payments.repository.js';

export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;

type GridQuery = OperationParsedQuery<typeof operatorDepositGrid> | OperationParsedQuery<typeof operatorWithdrawalGrid>;

const PREVIOUS_WITHDRAWALS = 10;

/** The query of a grid as the repository's filter: money to minor units, dates to Date. */
const filterOf = <S extends string>(merchantCode: string, q: GridQuery & { status?: S | undefined }) => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to)
    throw new AppError(ErrorCode.ValidationFailed, 'from: after to');
  const amountMin = q.amountMin === undefined ? undefined : parseMinor(q.amountMin)!;
  const amountMax = q.amountMax === undefined ? undefined : parseMinor(q.amountMax)!;
  if (amountMin !== undefined && amountMax !== undefined && amountMin > amountMax)
    throw new AppError(ErrorCode.ValidationFailed, 'amountMin: above amountMax');
  return {
    merchantCode,
    status: q.status,
    member: q.member,
    channel: q.channel,
    amountMin,
    amountMax,
    from: q.from === undefined ? undefined : new Date(q.from),
    to: q.to === undefined ? undefined : new Date(q.to),
    q: q.q,
    sort: q.sort ?? 'createdAt',
    order: q.order,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  } satisfies OrderGridFilter<S>;
};

/** The stored columns of an edit (money to minor units). */
const columnsOf = (e: ChannelEdit) => ({
  name: e.name,
  deposit: e.deposit,
  withdraw: e.withdraw,
  enabled: e.enabled,
  sort: e.sort,
  minAmount: parseMinor(e.minAmount)!,
  maxAmount: parseMinor(e.maxAmount)!,
  fixedAmounts: e.fixedAmounts,
  feeRateBp: e.feeRateBp,
  feeFixed: parseMinor(e.feeFixed)!,
  openFrom: e.openFrom,
  openTo: e.openTo,
  timeZone: e.timeZone,
  accountName: e.accountName,
  accountNo: e.accountNo,
  bankName: e.bankName,
});

/** The editable part of a channel as the audit log shows it (money as decimal text). */
const snapshot = (c: ChannelRow) => {
  const { id: _id, merchantCode: _m, code: _c, type: _t, provider: _p, ...rest } = c;
  return { ...rest, minAmount: String(c.minAmount), maxAmount: String(c.maxAmount), feeFixed: String(c.feeFixed) };
};

/**
 * The back office's money pages: the deposit and withdrawal grids, a withdrawal's detail, and the
 * payment channels. A channel change never applies at once: it is submitted to maker-checker
 * (channel.change), and `applyChannelChange` (the registered executor) writes it with its audit row.
 */
export const createPaymentsAdminService = (
  db: Db,
  deps: {
    audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
    approvals: Pick<ApprovalsPort, 'submit'>;
    repo?: typeof paymentsAdminRepository;
  },
) => {
  const repo = deps.repo ?? paymentsAdminRepository;

  const applyChannelChange: ApprovalExecutor = async (payload, { maker, checker }) => {
    // The payload was validated at submit; it is parsed again, as anything read back from storage.
    const parsed = channelEditSchema.safeParse(payload);
    if (!parsed.success) throw new AppError(ErrorCode.ValidationFailed, 'The stored change is not valid.');
    const edit = parsed.data;
    return db.transaction(async (tx) => {
      const before = await repo.channelForUpdate(tx, maker.merchantCode, edit.code);
      if (!before) throw new AppError(ErrorCode.NotFound, 'No such channel.');
      const after = await repo.updateChannel(tx, before.id, columnsOf(edit));
      await deps.audit(
        {
          merchantCode: maker.merchantCode,
          actor: checker?.actor ?? maker.actor,
          action: 'channel.update',
          target: `channel:${edit.code}`,
          detail: {
            before: snapshot(before),
            after: snapshot(after),
            remark: edit.remark,
            maker: maker.actor,
            checker: checker?.actor ?? null,
          },
          ip: checker?.ip ?? maker.ip,
        },
        tx,
      );
      return presentOperatorChannel(after);
    });
  };

  return {
    depositGrid: async (brand: BrandConfig, q: OperationParsedQuery<typeof operatorDepositGrid>) => {
      const f = filterOf(brand.merchant.code, q);
      const [rows, total] = await Promise.all([repo.depositGrid(db, f), repo.depositCount(db, f)]);
      return { list: rows.map((r) => presentDepositGridRow(r.order, r.channel, r.account)), total };
    },

    withdrawalGrid: async (brand: BrandConfig, q: OperationParsedQuery<typeof operatorWithdrawalGrid>) => {
      const f = filterOf(brand.merchant.code, q);
      const [rows, total] = await Promise.all([repo.withdrawalGrid(db, f), repo.withdrawalCount(db, f)]);
      return { list: rows.map((r) => presentWithdrawalGridRow(r.order, r.payout, r.channel, r.account)), total };
    },

    withdrawalDetail: async (brand: BrandConfig, orderNo: string) => {
      const found = await repo.withdrawalWithAll(db, brand.merchant.code, orderNo);
      if (!found) throw new AppError(ErrorCode.NotFound);
      const [history, previous] = await Promise.all([
        repo.auditOf(db, brand.merchant.code, orderNo),
        repo.recentWithdrawalsOf(db, found.member.id, PREVIOUS_WITHDRAWALS + 1),
      ]);
      return presentWithdrawalDetail(found, history, previous.slice(0, PREVIOUS_WITHDRAWALS + 1));
    },

    channels: async (brand: BrandConfig) => {
      const now = new Date();
      return (await repo.allChannels(db, brand.merchant.code)).map((c) => presentOperatorChannel(c, now));
    },

    /** Submits a channel change for a second operator's approval; nothing changes until then. */
    requestChannelChange: async (
      brand: BrandConfig,
      maker: ApprovalActor,
      edit: ChannelEdit,
    ): Promise<ApprovalOutcome> => {
      const channel = (await repo.allChannels(db, brand.merchant.code)).find((c) => c.code === edit.code);
      if (!channel) throw new AppError(ErrorCode.NotFound, 'No such channel.');
      return deps.approvals.submit({
        kind: 'channel.change',
        maker,
        target: `channel:${edit.code}`,
        summary: `${channel.name}: ${edit.enabled ? 'enabled' : 'disabled'}, ${edit.minAmount}–${edit.maxAmount}; ${edit.remark}`,
        payload: { ...edit },
      });
    },

    applyChannelChange,
  };
};
