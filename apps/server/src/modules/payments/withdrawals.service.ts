import {
  ErrorCode,
  MAIN_WALLET,
  minorToNumber,
  parseMinor,
  TxType,
  WhitelabelModule,
  type WithdrawStatus,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { MemberRow } from '../session/session.service.js';
import { type LedgerService, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import { type AuditEntry, orderNoFor } from './deposits.service.js';
import { presentChannel, presentPayoutAccount, presentWithdrawal } from './payments.presenter.js';
import { paymentsRepository, type WithdrawalRow } from './payments.repository.js';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
type Actor = { actor: string };

const MAX_PAYOUT_ACCOUNTS = 5;
const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const utcMidnight = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Withdrawals: the amount moves to the member's hold account at request; paying moves it out of
 * the platform (cash-out clearing), rejecting back to the main wallet. After payment the member
 * confirms receipt; silence past the configured minutes counts as received.
 */
export const createWithdrawalsService = (
  db: Db,
  deps: {
    ledger: LedgerService;
    wallet: WalletService;
    events: MemberEvents;
    audit: (e: AuditEntry) => Promise<void>;
  },
) => {
  const member = (m: { id: number }) => ({ id: m.id, type: 0 });

  const present = async (o: WithdrawalRow) => {
    const acc = (await paymentsRepository.payoutAccount(db, o.memberId, o.payoutAccountId))!;
    return presentWithdrawal(o, acc.account, acc.channel);
  };

  const load = async (brand: BrandConfig, orderNo: string, memberId?: number) => {
    const o = await paymentsRepository.withdrawalByNo(db, orderNo);
    if (!o || o.merchantCode !== brand.merchant.code || (memberId !== undefined && o.memberId !== memberId))
      throw new AppError(ErrorCode.NotFound);
    return o;
  };

  /** One state change under the order's row lock; `apply` returns the patch or throws. */
  const transition = async (
    brand: BrandConfig,
    orderNo: string,
    apply: (o: WithdrawalRow, tx: DbOrTx) => Promise<Partial<WithdrawalRow> | null>,
  ) =>
    db.transaction(async (tx) => {
      const o = await paymentsRepository.withdrawalForUpdate(tx, orderNo);
      if (!o || o.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound);
      const patch = await apply(o, tx);
      if (patch) await paymentsRepository.updateWithdrawal(tx, o.id, patch);
      return { ...o, ...patch } as WithdrawalRow;
    });

  const notify = (o: WithdrawalRow, success: boolean, remarks = '') => {
    deps.events.publish({
      memberId: o.memberId,
      type: 'WITHDRAW',
      data: { amount: minorToNumber(o.amount), time: Date.now(), success, remarks, orderNo: o.orderNo },
    });
    deps.events.publish({ memberId: o.memberId, type: 'BALANCE', data: {} });
  };

  const requireEnabled = (brand: BrandConfig, m: MemberRow) => {
    if (brand.modules[WhitelabelModule.Withdraw] === false || m.type === 4)
      throw new AppError(ErrorCode.WithdrawNotSupported);
  };

  return {
    settings: async (brand: BrandConfig, m: MemberRow) => {
      requireEnabled(brand, m);
      const [settings, channels, accounts, usedToday, wallets] = await Promise.all([
        walletRepository.settings(db, brand.merchant.code),
        paymentsRepository.channels(db, brand.merchant.code),
        paymentsRepository.payoutAccounts(db, m.id),
        paymentsRepository.countWithdrawalsSince(db, m.id, utcMidnight(new Date())),
        walletRepository.memberWallets(db, m.id),
      ]);
      return {
        minAmount: minorToNumber(settings.withdrawMin),
        maxAmount: minorToNumber(settings.withdrawMax),
        dailyCount: settings.withdrawDailyCount,
        usedToday,
        confirmMinutes: settings.withdrawConfirmMinutes,
        withdrawable: minorToNumber(wallets.find((w) => w.accountTypeId === MAIN_WALLET)?.balance ?? 0n),
        hasPaymentPassword: m.paymentPasswordHash !== null,
        payeeName: m.payeeName ?? '',
        channels: channels.filter((c) => c.withdraw).map(presentChannel),
        accounts: accounts.map((a) => presentPayoutAccount(a.account, a.channel)),
      };
    },

    /**
     * The holder must be the member's payee name. A member without one sets it with the first
     * account (docs/decisions.md): from then on it is fixed.
     */
    addAccount: async (
      brand: BrandConfig,
      m: MemberRow,
      body: { channelCode: string; accountNo: string; holderName: string },
    ) => {
      requireEnabled(brand, m);
      const channel = await paymentsRepository.channelByCode(db, brand.merchant.code, body.channelCode);
      if (!channel || !channel.enabled || !channel.withdraw) throw new AppError(ErrorCode.NotFound, 'No such channel.');
      if (m.payeeName && normalName(m.payeeName) !== normalName(body.holderName))
        throw new AppError(ErrorCode.PayeeNameMismatch);
      return db.transaction(async (tx) => {
        const existing = await paymentsRepository.payoutAccounts(tx, m.id);
        if (existing.length >= MAX_PAYOUT_ACCOUNTS)
          throw new AppError(ErrorCode.AmountOutOfRange, `At most ${MAX_PAYOUT_ACCOUNTS} accounts.`);
        if (existing.some((e) => e.channel.id === channel.id && e.account.accountNo === body.accountNo))
          throw new AppError(ErrorCode.OrderStateInvalid, 'This account is already bound.');
        if (!m.payeeName) await membersRepository.update(tx, m.id, { payeeName: body.holderName.trim() });
        const row = await paymentsRepository.insertPayoutAccount(tx, {
          memberId: m.id,
          channelId: channel.id,
          accountNo: body.accountNo,
          holderName: m.payeeName ?? body.holderName.trim(),
        });
        return presentPayoutAccount(row, channel);
      });
    },

    removeAccount: async (m: MemberRow, id: number) => {
      const acc = await paymentsRepository.payoutAccount(db, m.id, id);
      if (!acc || acc.account.removedAt) throw new AppError(ErrorCode.NotFound);
      if ((await paymentsRepository.openWithdrawalsToAccount(db, id)) > 0)
        throw new AppError(ErrorCode.OrderStateInvalid);
      await paymentsRepository.removePayoutAccount(db, id);
      return null;
    },

    request: async (
      brand: BrandConfig,
      m: MemberRow,
      body: { payoutAccountId: number; amount: string; password: string; requestId: string },
    ) => {
      requireEnabled(brand, m);
      const orderNo = orderNoFor('W', brand.merchant.code, m.id, body.requestId);
      const amount = parseMinor(body.amount)!;
      await deps.wallet.requirePaymentPassword(m, body.password);
      const replay = async () => {
        const existing = (await paymentsRepository.withdrawalByNo(db, orderNo))!;
        if (existing.amount !== amount || existing.payoutAccountId !== body.payoutAccountId)
          throw new AppError(ErrorCode.IdempotencyConflict);
        return present(existing);
      };
      if (await paymentsRepository.withdrawalByNo(db, orderNo)) return replay();
      const acc = await paymentsRepository.payoutAccount(db, m.id, body.payoutAccountId);
      if (!acc || acc.account.removedAt) throw new AppError(ErrorCode.NotFound, 'No such payout account.');
      const settings = await walletRepository.settings(db, brand.merchant.code);
      if (amount < settings.withdrawMin || amount > settings.withdrawMax)
        throw new AppError(ErrorCode.AmountOutOfRange, undefined, {
          min: minorToNumber(settings.withdrawMin),
          max: minorToNumber(settings.withdrawMax),
        });
      const order = await db.transaction(async (tx) => {
        const used = await paymentsRepository.countWithdrawalsSince(tx, m.id, utcMidnight(new Date()));
        if (used >= settings.withdrawDailyCount) throw new AppError(ErrorCode.WithdrawDailyLimit);
        const o = await paymentsRepository.insertWithdrawal(tx, {
          merchantCode: brand.merchant.code,
          orderNo,
          memberId: m.id,
          payoutAccountId: acc.account.id,
          amount,
          status: 'PENDING',
        });
        // The same request racing itself: the first insert wins, this one answers as a replay.
        if (!o) return null;
        await deps.ledger.post(tx, {
          merchantCode: brand.merchant.code,
          currency: brand.merchant.currency,
          key: `withdraw:${orderNo}`,
          kind: 'WITHDRAW_HOLD',
          txTypeId: TxType.WithdrawRequest,
          memberId: m.id,
          reference: orderNo,
          remark: acc.channel.name,
          lines: [
            { account: { member: member(m), wallet: MAIN_WALLET }, amount: -amount },
            { account: { member: member(m), wallet: 'HOLD' }, amount },
          ],
        });
        return o;
      });
      if (!order) return replay();
      deps.events.publish({ memberId: m.id, type: 'BALANCE', data: {} });
      return present(order);
    },

    report: async (m: MemberRow, q: { status?: WithdrawStatus | undefined; page: number; size: number }) => {
      const statuses = q.status ? [q.status] : undefined;
      const [rows, total] = await Promise.all([
        paymentsRepository.withdrawalsOfMember(db, m.id, statuses, q.size, (q.page - 1) * q.size),
        paymentsRepository.countWithdrawalsOfMember(db, m.id, statuses),
      ]);
      const list = [];
      for (const r of rows) list.push(await present(r));
      return { list, total, totalPages: Math.ceil(total / q.size) };
    },

    confirmationList: async (m: MemberRow) => {
      const rows = await paymentsRepository.withdrawalsOfMember(db, m.id, ['PAID'], 50, 0);
      const list = [];
      for (const r of rows) list.push({ ...(await present(r)), payDetailId: r.orderNo });
      return list;
    },

    /** The member's answer after payment: A received, N not received (proof), P partly received. */
    confirm: async (
      brand: BrandConfig,
      m: MemberRow,
      body: {
        payDetailId: string;
        isMoneyReceived: 'A' | 'N' | 'P';
        proofOfNotReceive: string[];
        receivedAmount?: string | undefined;
        remark: string;
      },
    ) => {
      await load(brand, body.payDetailId, m.id);
      if (body.isMoneyReceived === 'N') {
        const owned = await paymentsRepository.uploadsOf(db, m.id, body.proofOfNotReceive);
        if (owned.length !== new Set(body.proofOfNotReceive).size) throw new AppError(ErrorCode.UploadInvalid);
      }
      const o = await transition(brand, body.payDetailId, async (o) => {
        if (o.status !== 'PAID') throw new AppError(ErrorCode.OrderStateInvalid);
        if (body.isMoneyReceived === 'A') return { status: 'CONFIRMED', confirmation: 'RECEIVED', remark: body.remark };
        if (body.isMoneyReceived === 'N')
          return {
            status: 'DISPUTED',
            confirmation: 'NOT_RECEIVED',
            proofIds: body.proofOfNotReceive,
            remark: body.remark,
          };
        const received = parseMinor(body.receivedAmount ?? '')!;
        if (received <= 0n || received >= o.amount)
          throw new AppError(ErrorCode.AmountOutOfRange, undefined, { min: 0.01, max: minorToNumber(o.amount - 1n) });
        return { status: 'DISPUTED', confirmation: 'PARTIAL', receivedAmount: received, remark: body.remark };
      });
      return present(o);
    },

    approve: async (brand: BrandConfig, orderNo: string, by: Actor) => {
      const o = await transition(brand, orderNo, async (o) => {
        if (o.status === 'APPROVED') return null;
        if (o.status !== 'PENDING') throw new AppError(ErrorCode.OrderStateInvalid);
        return { status: 'APPROVED', reviewedBy: by.actor };
      });
      await deps.audit({
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'withdraw.approve',
        target: orderNo,
      });
      return present(o);
    },

    /** Paid out of the platform: the hold goes to cash-out clearing and the confirmation clock starts. */
    pay: async (brand: BrandConfig, orderNo: string, by: Actor) => {
      const settings = await walletRepository.settings(db, brand.merchant.code);
      let paidNow = false;
      const o = await transition(brand, orderNo, async (o, tx) => {
        if (o.status === 'PAID') return null;
        if (o.status !== 'APPROVED' && o.status !== 'PENDING') throw new AppError(ErrorCode.OrderStateInvalid);
        await deps.ledger.post(tx, {
          merchantCode: brand.merchant.code,
          currency: brand.merchant.currency,
          key: `withdraw-pay:${orderNo}`,
          kind: 'WITHDRAW_PAY',
          txTypeId: TxType.WithdrawRequest,
          memberId: o.memberId,
          reference: orderNo,
          lines: [
            { account: { member: member({ id: o.memberId }), wallet: 'HOLD' }, amount: -o.amount },
            { account: { system: SystemAccount.CashOut }, amount: o.amount },
          ],
        });
        paidNow = true;
        const now = new Date();
        return {
          status: 'PAID',
          paidAt: now,
          confirmDueAt: new Date(now.getTime() + settings.withdrawConfirmMinutes * 60_000),
          reviewedBy: by.actor,
        };
      });
      if (paidNow) notify(o, true);
      await deps.audit({ merchantCode: brand.merchant.code, actor: by.actor, action: 'withdraw.pay', target: orderNo });
      return present(o);
    },

    reject: async (brand: BrandConfig, orderNo: string, remark: string, by: Actor) => {
      let released = false;
      const o = await transition(brand, orderNo, async (o, tx) => {
        if (o.status === 'REJECTED') return null;
        if (o.status !== 'PENDING' && o.status !== 'APPROVED') throw new AppError(ErrorCode.OrderStateInvalid);
        await deps.ledger.post(tx, {
          merchantCode: brand.merchant.code,
          currency: brand.merchant.currency,
          key: `withdraw-reject:${orderNo}`,
          kind: 'WITHDRAW_RELEASE',
          txTypeId: TxType.WithdrawRejected,
          memberId: o.memberId,
          reference: orderNo,
          remark,
          lines: [
            { account: { member: member({ id: o.memberId }), wallet: 'HOLD' }, amount: -o.amount },
            { account: { member: member({ id: o.memberId }), wallet: MAIN_WALLET }, amount: o.amount },
          ],
        });
        released = true;
        return { status: 'REJECTED', remark, reviewedBy: by.actor };
      });
      if (released) notify(o, false, remark);
      await deps.audit({
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'withdraw.reject',
        target: orderNo,
        detail: { remark },
      });
      return present(o);
    },

    /**
     * Closes a dispute. The refund (default: the unreceived part) goes back to the main wallet
     * from cash-out clearing; 0 closes it without money moving.
     */
    resolve: async (brand: BrandConfig, orderNo: string, refund: bigint | null, remark: string, by: Actor) => {
      let refunded = 0n;
      const o = await transition(brand, orderNo, async (o, tx) => {
        if (o.status !== 'DISPUTED') throw new AppError(ErrorCode.OrderStateInvalid);
        const due = refund ?? (o.confirmation === 'PARTIAL' ? o.amount - (o.receivedAmount ?? 0n) : o.amount);
        if (due < 0n || due > o.amount) throw new AppError(ErrorCode.AmountOutOfRange);
        if (due > 0n) {
          await deps.ledger.post(tx, {
            merchantCode: brand.merchant.code,
            currency: brand.merchant.currency,
            key: `withdraw-refund:${orderNo}`,
            kind: 'WITHDRAW_REFUND',
            txTypeId: TxType.WithdrawRefund,
            memberId: o.memberId,
            reference: orderNo,
            remark,
            lines: [
              { account: { system: SystemAccount.CashOut }, amount: -due },
              { account: { member: member({ id: o.memberId }), wallet: MAIN_WALLET }, amount: due },
            ],
          });
        }
        refunded = due;
        return { status: 'RESOLVED', remark: remark || o.remark, reviewedBy: by.actor };
      });
      if (refunded > 0n) deps.events.publish({ memberId: o.memberId, type: 'BALANCE', data: {} });
      await deps.audit({
        merchantCode: brand.merchant.code,
        actor: by.actor,
        action: 'withdraw.resolve',
        target: orderNo,
        detail: { refund: minorToNumber(refunded), remark },
      });
      return present(o);
    },

    listForReview: async (brand: BrandConfig, statuses: readonly WithdrawStatus[]) => {
      const rows = await paymentsRepository.withdrawalsByStatus(db, brand.merchant.code, statuses, 200);
      const out = [];
      for (const r of rows) out.push({ ...(await present(r)), memberId: r.memberId });
      return out;
    },

    /** Paid withdrawals nobody confirmed in time count as received (spec §4). */
    autoConfirm: async (now = new Date()) => {
      const due = await paymentsRepository.unconfirmedDue(db, now, 500);
      for (const { orderNo } of due) {
        await db.transaction(async (tx) => {
          const o = await paymentsRepository.withdrawalForUpdate(tx, orderNo);
          if (o && o.status === 'PAID' && o.confirmDueAt && o.confirmDueAt <= now)
            await paymentsRepository.updateWithdrawal(tx, o.id, { status: 'CONFIRMED', confirmation: 'AUTO' });
        });
      }
      return due.length;
    },
  };
};
