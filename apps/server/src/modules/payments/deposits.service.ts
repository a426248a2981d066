import { createHash } from 'node:crypto';
import {
  type DepositStatus,
  ErrorCode,
  MAIN_WALLET,
  minorToNumber,
  parseMinor,
  TxType,
  WhitelabelModule,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { MemberRow } from '../session/session.service.js';
import { type LedgerService, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import { presentChannel, presentDeposit } from './payments.presenter.js';
import { type ChannelRow, type DepositRow, paymentsRepository } from './payments.repository.js';

export type DepositsService = ReturnType<typeof createDepositsService>;
type Actor = { actor: string };

/** The same member + requestId always gives the same order number, which makes creation idempotent. */
export const orderNoFor = (prefix: 'D' | 'W', merchantCode: string, memberId: number, requestId: string) =>
  prefix +
  createHash('sha256').update(`${merchantCode}|${memberId}|${requestId}`).digest('hex').slice(0, 20).toUpperCase();

export const createDepositsService = (
  db: Db,
  deps: { ledger: LedgerService; events: MemberEvents; audit: (e: AuditEntry) => Promise<void> },
) => {
  const requireEnabled = (brand: BrandConfig) => {
    if (brand.modules[WhitelabelModule.Deposit] === false) throw new AppError(ErrorCode.FunctionDisabled);
  };

  const load = async (orderNo: string, memberId?: number) => {
    const order = await paymentsRepository.depositByNo(db, orderNo);
    if (!order || (memberId !== undefined && order.memberId !== memberId)) throw new AppError(ErrorCode.NotFound);
    const channel = (await paymentsRepository.channelById(db, order.channelId))!;
    return { order, channel };
  };

  const present = async (orderNo: string) => {
    const { order, channel } = await load(orderNo);
    return presentDeposit(order, channel);
  };

  /**
   * Credits a paid order exactly once: the order row is locked, and the posting's key is the order
   * number, so a replayed webhook or a double approval changes nothing.
   */
  const credit = async (brand: BrandConfig, orderNo: string, by: string, gatewayRef: string | null) => {
    const result = await db.transaction(async (tx) => {
      const order = await paymentsRepository.depositForUpdate(tx, orderNo);
      if (!order || order.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound);
      if (order.status === 'PAID') return { order, credited: false };
      if (order.status === 'FAILED') throw new AppError(ErrorCode.OrderStateInvalid);
      const channel = (await paymentsRepository.channelById(tx, order.channelId))!;
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
      await paymentsRepository.updateDeposit(tx, order.id, {
        status: 'PAID',
        paidAt,
        gatewayRef: gatewayRef ?? order.gatewayRef,
        reviewedBy: by,
      });
      return { order: { ...order, status: 'PAID', paidAt }, credited: true };
    });
    if (result.credited) {
      deps.events.publish({
        memberId: result.order.memberId,
        type: 'DEPOSIT',
        data: { amount: minorToNumber(result.order.amount), time: Date.now(), success: true, orderNo },
      });
      deps.events.publish({ memberId: result.order.memberId, type: 'BALANCE', data: {} });
    }
    return result;
  };

  const fail = async (brand: BrandConfig, orderNo: string, by: string, remark: string, from: string[]) => {
    const order = await db.transaction(async (tx) => {
      const o = await paymentsRepository.depositForUpdate(tx, orderNo);
      if (!o || o.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound);
      if (o.status === 'FAILED') return null;
      if (!from.includes(o.status)) throw new AppError(ErrorCode.OrderStateInvalid);
      await paymentsRepository.updateDeposit(tx, o.id, { status: 'FAILED', remark, reviewedBy: by });
      return o;
    });
    if (order) {
      deps.events.publish({
        memberId: order.memberId,
        type: 'DEPOSIT',
        data: { amount: minorToNumber(order.amount), time: Date.now(), success: false, orderNo },
      });
    }
  };

  return {
    methods: async (brand: BrandConfig) => {
      requireEnabled(brand);
      return (await paymentsRepository.channels(db, brand.merchant.code)).filter((c) => c.deposit).map(presentChannel);
    },

    create: async (
      brand: BrandConfig,
      member: MemberRow,
      body: { channelCode: string; amount: string; requestId: string },
    ) => {
      requireEnabled(brand);
      const channel = await paymentsRepository.channelByCode(db, brand.merchant.code, body.channelCode);
      if (!channel || !channel.enabled || !channel.deposit) throw new AppError(ErrorCode.NotFound, 'No such channel.');
      const amount = parseMinor(body.amount)!;
      if (amount < channel.minAmount || amount > channel.maxAmount)
        throw new AppError(ErrorCode.AmountOutOfRange, undefined, {
          min: minorToNumber(channel.minAmount),
          max: minorToNumber(channel.maxAmount),
        });
      const settings = await walletRepository.settings(db, brand.merchant.code);
      const orderNo = orderNoFor('D', brand.merchant.code, member.id, body.requestId);
      const inserted = await paymentsRepository.insertDeposit(db, {
        merchantCode: brand.merchant.code,
        orderNo,
        memberId: member.id,
        channelId: channel.id,
        amount,
        status: 'CREATED',
        expiresAt: new Date(Date.now() + settings.depositExpireMinutes * 60_000),
      });
      const order = inserted ?? (await paymentsRepository.depositByNo(db, orderNo))!;
      if (order.channelId !== channel.id || order.amount !== amount) throw new AppError(ErrorCode.IdempotencyConflict);
      return presentDeposit(order, channel);
    },

    submitReference: async (
      brand: BrandConfig,
      member: MemberRow,
      body: { orderNo: string; reference: string; receiptIds: string[] },
    ) => {
      const { channel } = await load(body.orderNo, member.id);
      if (channel.type === 'GATEWAY') throw new AppError(ErrorCode.OrderStateInvalid);
      const owned = await paymentsRepository.uploadsOf(db, member.id, body.receiptIds);
      if (owned.length !== new Set(body.receiptIds).size) throw new AppError(ErrorCode.UploadInvalid);
      await db.transaction(async (tx) => {
        const o = (await paymentsRepository.depositForUpdate(tx, body.orderNo))!;
        if (o.status !== 'CREATED' && o.status !== 'PENDING') throw new AppError(ErrorCode.OrderStateInvalid);
        await paymentsRepository.updateDeposit(tx, o.id, {
          status: 'PENDING',
          reference: body.reference,
          receiptIds: body.receiptIds,
        });
      });
      void brand;
      return present(body.orderNo);
    },

    cancel: async (member: MemberRow, orderNo: string) => {
      await load(orderNo, member.id);
      await db.transaction(async (tx) => {
        const o = (await paymentsRepository.depositForUpdate(tx, orderNo))!;
        if (o.status !== 'CREATED') throw new AppError(ErrorCode.OrderStateInvalid);
        await paymentsRepository.updateDeposit(tx, o.id, { status: 'CANCELLED' });
      });
      return present(orderNo);
    },

    report: async (member: MemberRow, q: { status?: DepositStatus | undefined; page: number; size: number }) => {
      const [rows, total] = await Promise.all([
        paymentsRepository.depositsOfMember(db, member.id, q.status, q.size, (q.page - 1) * q.size),
        paymentsRepository.countDepositsOfMember(db, member.id, q.status),
      ]);
      const channels = new Map<number, ChannelRow>();
      for (const r of rows)
        if (!channels.has(r.channelId))
          channels.set(r.channelId, (await paymentsRepository.channelById(db, r.channelId))!);
      return {
        list: rows.map((r) => presentDeposit(r, channels.get(r.channelId)!)),
        total,
        totalPages: Math.ceil(total / q.size),
      };
    },

    /** The sandbox checkout page: the member is now at the gateway. */
    gatewayView: async (orderNo: string) => {
      const { order, channel } = await load(orderNo);
      if (channel.type !== 'GATEWAY') throw new AppError(ErrorCode.NotFound);
      if (order.status === 'CREATED') {
        await db.transaction(async (tx) => {
          const o = (await paymentsRepository.depositForUpdate(tx, orderNo))!;
          if (o.status === 'CREATED') await paymentsRepository.updateDeposit(tx, o.id, { status: 'PENDING' });
        });
      }
      return { order: (await paymentsRepository.depositByNo(db, orderNo))!, channel };
    },

    /** A verified gateway callback (the route checked the signature). */
    gatewayResult: async (
      brand: BrandConfig,
      p: { orderNo: string; status: 'PAID' | 'FAILED'; amount: string; gatewayRef: string },
    ) => {
      const { order, channel } = await load(p.orderNo);
      if (channel.type !== 'GATEWAY' || order.merchantCode !== brand.merchant.code)
        throw new AppError(ErrorCode.NotFound);
      if (parseMinor(p.amount) !== order.amount) throw new AppError(ErrorCode.AmountOutOfRange);
      if (p.status === 'PAID') {
        const r = await credit(brand, p.orderNo, 'gateway', p.gatewayRef);
        return { orderNo: p.orderNo, status: 'PAID', credited: r.credited };
      }
      await fail(brand, p.orderNo, 'gateway', 'Payment failed at the gateway.', ['CREATED', 'PENDING']);
      return { orderNo: p.orderNo, status: 'FAILED', credited: false };
    },

    approve: async (brand: BrandConfig, orderNo: string, by: Actor) => {
      const { order, channel } = await load(orderNo);
      if (order.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound);
      if (channel.type === 'GATEWAY' || (order.status !== 'PENDING' && order.status !== 'PAID'))
        throw new AppError(ErrorCode.OrderStateInvalid);
      const r = await credit(brand, orderNo, by.actor, null);
      await deps.audit({
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'deposit.approve',
        target: orderNo,
        detail: { credited: r.credited },
      });
      return present(orderNo);
    },

    reject: async (brand: BrandConfig, orderNo: string, remark: string, by: Actor) => {
      await fail(brand, orderNo, by.actor, remark, ['PENDING', 'CREATED']);
      await deps.audit({
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'deposit.reject',
        target: orderNo,
        detail: { remark },
      });
      return present(orderNo);
    },

    listForReview: async (brand: BrandConfig, statuses: readonly DepositStatus[]) => {
      const rows = await paymentsRepository.depositsByStatus(db, brand.merchant.code, statuses, 200);
      const out = [];
      for (const r of rows) out.push(await presentWithMember(r));
      return out;
    },

    /** Unpaid orders past their time become EXPIRED; returns how many. */
    expire: async (now = new Date()) => {
      const due = await paymentsRepository.expiredDeposits(db, now, 500);
      for (const { orderNo } of due) {
        await db.transaction(async (tx) => {
          const o = await paymentsRepository.depositForUpdate(tx, orderNo);
          const unpaid = o && (o.status === 'CREATED' || (o.status === 'PENDING' && o.reference === ''));
          if (o && unpaid && o.expiresAt <= now)
            await paymentsRepository.updateDeposit(tx, o.id, { status: 'EXPIRED' });
        });
      }
      return due.length;
    },
  };

  async function presentWithMember(r: DepositRow) {
    const channel = (await paymentsRepository.channelById(db, r.channelId))!;
    return { ...presentDeposit(r, channel), memberId: r.memberId };
  }
};

export type AuditEntry = {
  merchantCode: string;
  actor: string;
  action: string;
  target: string;
  detail?: Record<string, unknown>;
  ip?: string;
};
