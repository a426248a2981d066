import { createHash } from 'node:crypto';
import {
  type cancelDeposit,
  type createDeposit,
  type DepositStatus,
  ErrorCode,
  type getDepositReport,
  MAIN_WALLET,
  minorToNumber,
  minorToText,
  type OperationParsedBody,
  type OperationParsedQuery,
  parseMinor,
  TxType,
  type GatewayResult,
  type updateDepositReference,
  WhitelabelModule,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { paged } from '../../lib/paged.js';
import type { MemberRow } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { DomainHooks } from '../rewards/domain-hooks.js';
import { type LedgerService, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import { isOpenAt } from './channel-hours.js';
import { DEPOSIT_MOVES, lockedTransitions } from './order-states.js';
import { presentChannel, presentDeposit } from './payments.presenter.js';
import { type ChannelRow, type DepositRow, paymentsRepository } from './payments.repository.js';

export type DepositsService = ReturnType<typeof createDepositsService>;
type Actor = { actor: string };

/** The same member + requestId always gives the same order number, which makes creation idempotent. */
export const orderNoFor = (prefix: 'D' | 'W', merchantCode: string, memberId: number, requestId: string) =>
  prefix +
  createHash('sha256').update(`${merchantCode}|${memberId}|${requestId}`).digest('hex').slice(0, 20).toUpperCase();

export type DepositsDeps = {
  ledger: LedgerService;
  events: MemberEvents;
  /** Writes an audit row; with a transaction, in it (the change and its audit commit together). */
  audit: (e: AuditEntry, tx?: DbOrTx) => Promise<void>;
  payments?: typeof paymentsRepository;
  wallets?: Pick<typeof walletRepository, 'settings'>;
  /** The operators' queue counters (operator socket): told whenever an order changes state. */
  queues?: { changed: () => void };
  /** Domain hooks: features that react to a paid deposit inside its transaction. */
  hooks?: Pick<DomainHooks, 'depositPaid'>;
};

export const createDepositsService = (db: Db, deps: DepositsDeps) => {
  const repo = deps.payments ?? paymentsRepository;
  const wallets = deps.wallets ?? walletRepository;
  const move = lockedTransitions(DEPOSIT_MOVES, {
    forUpdate: repo.depositForUpdate,
    update: (tx, id, patch) => (deps.queues?.changed(), repo.updateDeposit(tx, id, patch)),
  });

  const requireEnabled = (brand: BrandConfig) => {
    if (brand.modules[WhitelabelModule.Deposit] === false) throw new AppError(ErrorCode.FunctionDisabled);
  };

  const load = async (orderNo: string, memberId?: number) => {
    const order = await repo.depositByNo(db, orderNo);
    if (!order || (memberId !== undefined && order.memberId !== memberId)) throw new AppError(ErrorCode.NotFound);
    const channel = (await repo.channelById(db, order.channelId))!;
    return { order, channel };
  };

  const present = async (orderNo: string) => {
    const { order, channel } = await load(orderNo);
    return presentDeposit(order, channel);
  };

  /** Presents many orders with one query for their channels. */
  const presentAll = async (rows: DepositRow[]) => {
    const channels = new Map<number, ChannelRow>(
      (await repo.channelsByIds(db, [...new Set(rows.map((r) => r.channelId))])).map((c) => [c.id, c]),
    );
    return rows.map((r) => ({ order: r, view: presentDeposit(r, channels.get(r.channelId)!) }));
  };

  /**
   * Credits a paid order exactly once: the order row is locked, and the posting's key is the order
   * number, so a replayed webhook or a double approval changes nothing.
   */
  const credit = async (
    brand: BrandConfig,
    orderNo: string,
    by: string,
    gatewayRef: string | null,
    from: readonly (typeof DEPOSIT_MOVES.PAID)[number][] = DEPOSIT_MOVES.PAID,
    audit?: AuditEntry,
  ) => {
    const result = await db.transaction(async (tx) => {
      const r = await move(
        tx,
        orderNo,
        from,
        'PAID',
        async (order, tx) => {
          const channel = (await repo.channelById(tx, order.channelId))!;
          await deps.ledger.post(tx, {
            merchantCode: brand.merchant.code,
            currency: brand.merchant.currency,
            key: `deposit:${order.orderNo}`,
            kind: 'DEPOSIT',
            txTypeId: TxType.Deposit,
            memberId: order.memberId,
            reference: order.orderNo,
            remark: channel.name,
            lines: [
              { account: { system: SystemAccount.CashIn, part: channel.code }, amount: -order.amount },
              { account: { member: { id: order.memberId, type: 0 }, wallet: MAIN_WALLET }, amount: order.amount },
            ],
          });
          const paidAt = new Date();
          // Promotions, VIP, referrals and missions react in this transaction: all or nothing.
          await deps.hooks?.depositPaid.run(tx, {
            merchantCode: brand.merchant.code,
            memberId: order.memberId,
            orderNo: order.orderNo,
            amount: order.amount,
            channelCode: channel.code,
            paidAt,
          });
          return { paidAt, gatewayRef: gatewayRef ?? order.gatewayRef, reviewedBy: by };
        },
        { merchantCode: brand.merchant.code, idempotent: true },
      );
      if (audit) await deps.audit({ ...audit, detail: { ...audit.detail, credited: r.changed } }, tx);
      return r;
    });
    if (result.changed) {
      deps.events.publish({
        memberId: result.row.memberId,
        type: 'DEPOSIT',
        data: { amount: minorToNumber(result.row.amount), time: Date.now(), success: true, orderNo },
      });
      deps.events.publish({ memberId: result.row.memberId, type: 'BALANCE', data: {} });
      // A deposit may have offered a reward (a deposit match, a referral reward): refresh the count.
      deps.events.publish({ memberId: result.row.memberId, type: 'REWARDS', data: {} });
    }
    return { order: result.row, credited: result.changed };
  };

  const fail = async (brand: BrandConfig, orderNo: string, by: string, remark: string, audit?: AuditEntry) => {
    const { row, changed } = await db.transaction(async (tx) => {
      const r = await move(
        tx,
        orderNo,
        DEPOSIT_MOVES.FAILED,
        'FAILED',
        { remark, reviewedBy: by },
        { merchantCode: brand.merchant.code, idempotent: true },
      );
      if (audit) await deps.audit(audit, tx);
      return r;
    });
    if (changed) {
      deps.events.publish({
        memberId: row.memberId,
        type: 'DEPOSIT',
        data: { amount: minorToNumber(row.amount), time: Date.now(), success: false, orderNo },
      });
    }
  };

  return {
    methods: async (brand: BrandConfig) => {
      requireEnabled(brand);
      // A channel outside its opening hours is not offered (docs/decisions.md, back office: money).
      return (await repo.channels(db, brand.merchant.code)).filter((c) => c.deposit && isOpenAt(c)).map(presentChannel);
    },

    create: async (brand: BrandConfig, member: MemberRow, body: OperationParsedBody<typeof createDeposit>) => {
      requireEnabled(brand);
      const channel = await repo.channelByCode(db, brand.merchant.code, body.channelCode);
      if (!channel || !channel.enabled || !channel.deposit || !isOpenAt(channel))
        throw new AppError(ErrorCode.NotFound, 'No such channel.');
      const amount = parseMinor(body.amount)!;
      if (amount < channel.minAmount || amount > channel.maxAmount)
        throw new AppError(ErrorCode.AmountOutOfRange, undefined, {
          min: minorToNumber(channel.minAmount),
          max: minorToNumber(channel.maxAmount),
        });
      const settings = await wallets.settings(db, brand.merchant.code);
      const orderNo = orderNoFor('D', brand.merchant.code, member.id, body.requestId);
      const inserted = await repo.insertDeposit(db, {
        merchantCode: brand.merchant.code,
        orderNo,
        memberId: member.id,
        channelId: channel.id,
        amount,
        status: 'CREATED',
        expiresAt: new Date(Date.now() + settings.depositExpireMinutes * 60_000),
      });
      const order = inserted ?? (await repo.depositByNo(db, orderNo))!;
      // The same requestId with another channel or amount is another order, not a replay.
      if (order.channelId !== channel.id || order.amount !== amount) throw new AppError(ErrorCode.IdempotencyConflict);
      return presentDeposit(order, channel);
    },

    submitReference: async (member: MemberRow, body: OperationParsedBody<typeof updateDepositReference>) => {
      const { channel } = await load(body.orderNo, member.id);
      if (channel.type === 'GATEWAY') throw new AppError(ErrorCode.OrderStateInvalid);
      const owned = await repo.uploadsOf(db, member.id, body.receiptIds);
      if (owned.length !== new Set(body.receiptIds).size) throw new AppError(ErrorCode.UploadInvalid);
      await db.transaction((tx) =>
        move(tx, body.orderNo, DEPOSIT_MOVES.PENDING, 'PENDING', {
          reference: body.reference,
          receiptIds: body.receiptIds,
        }),
      );
      return present(body.orderNo);
    },

    cancel: async (member: MemberRow, body: OperationParsedBody<typeof cancelDeposit>) => {
      await load(body.orderNo, member.id);
      await db.transaction((tx) => move(tx, body.orderNo, DEPOSIT_MOVES.CANCELLED, 'CANCELLED'));
      return present(body.orderNo);
    },

    report: async (member: MemberRow, q: OperationParsedQuery<typeof getDepositReport>) => {
      const [rows, total] = await Promise.all([
        repo.depositsOfMember(db, member.id, q.status, q.size, (q.page - 1) * q.size),
        repo.countDepositsOfMember(db, member.id, q.status),
      ]);
      return paged(
        (await presentAll(rows)).map((r) => r.view),
        total,
        q.size,
      );
    },

    /** The sandbox checkout page: the member is now at the gateway. */
    gatewayView: async (orderNo: string) => {
      const { order, channel } = await load(orderNo);
      if (channel.type !== 'GATEWAY') throw new AppError(ErrorCode.NotFound);
      if (order.status === 'CREATED') {
        await db.transaction(async (tx) => {
          const o = (await repo.depositForUpdate(tx, orderNo))!;
          if (o.status === 'CREATED') await repo.updateDeposit(tx, o.id, { status: 'PENDING' });
        });
      }
      const o = (await repo.depositByNo(db, orderNo))!;
      return {
        orderNo: o.orderNo,
        merchantCode: o.merchantCode,
        status: o.status,
        amount: minorToText(o.amount),
        channelName: channel.name,
        /** Still waiting for the gateway's answer. */
        open: o.status === 'PENDING' || o.status === 'CREATED',
      };
    },

    /** A verified gateway callback (the route checked the signature). */
    gatewayResult: async (brand: BrandConfig, p: GatewayResult) => {
      const { order, channel } = await load(p.orderNo);
      if (channel.type !== 'GATEWAY' || order.merchantCode !== brand.merchant.code)
        throw new AppError(ErrorCode.NotFound);
      if (parseMinor(p.amount) !== order.amount) throw new AppError(ErrorCode.AmountOutOfRange);
      if (p.status === 'PAID') {
        const r = await credit(brand, p.orderNo, 'gateway', p.gatewayRef);
        return { orderNo: p.orderNo, status: 'PAID', credited: r.credited };
      }
      await fail(brand, p.orderNo, 'gateway', 'Payment failed at the gateway.');
      return { orderNo: p.orderNo, status: 'FAILED', credited: false };
    },

    approve: async (brand: BrandConfig, orderNo: string, by: Actor) => {
      const { order, channel } = await load(orderNo);
      if (order.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound);
      // A gateway order is paid by its gateway; an operator approves a reviewed order only.
      if (channel.type === 'GATEWAY') throw new AppError(ErrorCode.OrderStateInvalid);
      await credit(brand, orderNo, by.actor, null, ['PENDING'], {
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'deposit.approve',
        target: orderNo,
        detail: {},
      });
      return present(orderNo);
    },

    reject: async (brand: BrandConfig, orderNo: string, remark: string, by: Actor) => {
      await fail(brand, orderNo, by.actor, remark, {
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'deposit.reject',
        target: orderNo,
        detail: { remark },
      });
      return present(orderNo);
    },

    listForReview: async (brand: BrandConfig, statuses: readonly DepositStatus[]) => {
      const rows = await repo.depositsByStatus(db, brand.merchant.code, statuses, 200);
      return (await presentAll(rows)).map((r) => ({ ...r.view, memberId: r.order.memberId }));
    },

    /** Unpaid orders past their time become EXPIRED; returns how many. */
    expire: async (now = new Date()) => {
      const due = await repo.expiredDeposits(db, now, 500);
      for (const { orderNo } of due) {
        // Re-checked under the lock: a reference sent or a payment booked meanwhile keeps the order.
        const stillDue = (o: DepositRow) =>
          o.expiresAt <= now && (o.status === 'CREATED' || o.reference === '') ? {} : null;
        await db.transaction((tx) =>
          move(tx, orderNo, DEPOSIT_MOVES.EXPIRED, 'EXPIRED', stillDue, { skipOthers: true }),
        );
      }
      return due.length;
    },
  };
};

export type AuditEntry = {
  merchantCode: string;
  actor: string;
  action: string;
  target: string;
  /** What changed: by convention `{ before, after }` for edits, the request for actions. */
  detail?: Record<string, unknown>;
  ip?: string;
};
