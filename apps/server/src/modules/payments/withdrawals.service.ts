import {
  type addPayoutAccount,
  ErrorCode,
  type getWithdrawReport,
  MAIN_WALLET,
  MemberType,
  minorToNumber,
  type OperationParsedBody,
  type OperationParsedQuery,
  parseMinor,
  type operatorResolveWithdrawal,
  type processC2CTransaction,
  type removePayoutAccount,
  TxType,
  WhitelabelModule,
  type withdraw,
  type WithdrawStatus,
} from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { paged } from '../../lib/paged.js';
import { membersRepository } from '../accounts/members.repository.js';
import type { MemberRow } from '../accounts/members.repository.js';
import { checkRule } from '../accounts/register-rules.js';
import type { BonusService } from '../bonus/bonus.service.js';
import type { BrandConfig } from '../brand/brand-config.js';
import { type LedgerService, SystemAccount } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { walletRepository } from '../wallet/wallet.repository.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { type AuditEntry, orderNoFor } from './deposits.service.js';
import { lockedTransitions, type MovePatch, WITHDRAW_MOVES } from './order-states.js';
import { presentChannel, presentPayoutAccount, presentWithdrawal } from './payments.presenter.js';
import {
  type ChannelRow,
  type PayoutAccountRow,
  paymentsRepository,
  type WithdrawalRow,
} from './payments.repository.js';

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
export type WithdrawalsDeps = {
  ledger: LedgerService;
  wallet: Pick<WalletService, 'requirePaymentPassword'>;
  events: MemberEvents;
  audit: (e: AuditEntry) => Promise<void>;
  payments?: typeof paymentsRepository;
  wallets?: Pick<typeof walletRepository, 'settings' | 'memberWallets'>;
  members?: Pick<typeof membersRepository, 'update'>;
  /** The operators' queue counters (operator socket): told whenever an order is created or changes state. */
  queues?: { changed: () => void };
  /** The bonus engine's withdrawal lock: refuses amounts that reach into locked bonus money. */
  bonusLock?: Pick<BonusService, 'guardOutflow' | 'lockSummary'>;
};

/**
 * Per-member withdrawal limits (the member's VIP level), registered at composition with useLimits:
 * a limit given replaces the brand's, looser or stricter; null keeps the brand's.
 */
export type WithdrawLimitsPort = (
  conn: DbOrTx,
  merchantCode: string,
  memberId: number,
  since: Date,
) => Promise<{
  dailyCount: number | null;
  dailyAmount: bigint | null;
  maxPerRequest: bigint | null;
  usedAmount: bigint;
} | null>;

export const createWithdrawalsService = (db: Db, deps: WithdrawalsDeps) => {
  let limitsPort: WithdrawLimitsPort | null = null;
  /** The brand's limits with the member's own (VIP level) laid over them. */
  const limitsOf = async (
    conn: DbOrTx,
    merchantCode: string,
    memberId: number,
    settings: { withdrawMax: bigint; withdrawDailyCount: number },
  ) => {
    const l = limitsPort ? await limitsPort(conn, merchantCode, memberId, utcMidnight(new Date())) : null;
    return {
      max: l?.maxPerRequest ?? settings.withdrawMax,
      dailyCount: l?.dailyCount ?? settings.withdrawDailyCount,
      dailyAmount: l?.dailyAmount ?? null,
      usedAmount: l?.usedAmount ?? 0n,
    };
  };
  const repo = deps.payments ?? paymentsRepository;
  const wallets = deps.wallets ?? walletRepository;
  const members = deps.members ?? membersRepository;
  const member = (m: { id: number }) => ({ id: m.id, type: MemberType.Player });
  const move = lockedTransitions(WITHDRAW_MOVES, {
    forUpdate: repo.withdrawalForUpdate,
    update: (tx, id, patch) => (deps.queues?.changed(), repo.updateWithdrawal(tx, id, patch)),
  });

  /** Presents orders with one query for their payout accounts. */
  const presentAll = async (rows: WithdrawalRow[]) => {
    const accounts = new Map<number, { account: PayoutAccountRow; channel: ChannelRow }>(
      (await repo.payoutAccountsByIds(db, [...new Set(rows.map((r) => r.payoutAccountId))])).map((a) => [
        a.account.id,
        a,
      ]),
    );
    return rows.map((o) => {
      const acc = accounts.get(o.payoutAccountId)!;
      return presentWithdrawal(o, acc.account, acc.channel);
    });
  };
  const present = async (o: WithdrawalRow) => (await presentAll([o]))[0]!;

  const load = async (brand: BrandConfig, orderNo: string, memberId?: number) => {
    const o = await repo.withdrawalByNo(db, orderNo);
    if (!o || o.merchantCode !== brand.merchant.code || (memberId !== undefined && o.memberId !== memberId))
      throw new AppError(ErrorCode.NotFound);
    return o;
  };

  /** One move of the table under the order's row lock, in its own transaction. */
  const transition = <To extends WithdrawStatus>(
    brand: BrandConfig,
    orderNo: string,
    from: readonly (typeof WITHDRAW_MOVES)[To][number][],
    to: To,
    patch: MovePatch<WithdrawalRow>,
    idempotent = false,
  ) => db.transaction((tx) => move(tx, orderNo, from, to, patch, { merchantCode: brand.merchant.code, idempotent }));

  const notify = (o: WithdrawalRow, success: boolean, remarks = '') => {
    deps.events.publish({
      memberId: o.memberId,
      type: 'WITHDRAW',
      data: { amount: minorToNumber(o.amount), time: Date.now(), success, remarks, orderNo: o.orderNo },
    });
    deps.events.publish({ memberId: o.memberId, type: 'BALANCE', data: {} });
  };

  const requireEnabled = (brand: BrandConfig, m: MemberRow) => {
    if (brand.modules[WhitelabelModule.Withdraw] === false || m.type === MemberType.Trial)
      throw new AppError(ErrorCode.WithdrawNotSupported);
  };

  /**
   * Closes a dispute. The refund (default: the unreceived part) goes back to the main wallet
   * from cash-out clearing; 0 closes it without money moving.
   */
  const resolve = async (brand: BrandConfig, orderNo: string, refund: bigint | null, remark: string, by: Actor) => {
    let refunded = 0n;
    const { row: o } = await transition(brand, orderNo, WITHDRAW_MOVES.RESOLVED, 'RESOLVED', async (o, tx) => {
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
      return { remark: remark || o.remark, reviewedBy: by.actor };
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
  };

  return {
    /** Registers the per-member limits (VIP levels) at composition. */
    useLimits: (port: WithdrawLimitsPort) => {
      limitsPort = port;
    },

    settings: async (brand: BrandConfig, m: MemberRow) => {
      requireEnabled(brand, m);
      const [settings, channels, accounts, usedToday, held, lock] = await Promise.all([
        wallets.settings(db, brand.merchant.code),
        repo.channels(db, brand.merchant.code),
        repo.payoutAccounts(db, m.id),
        repo.countWithdrawalsSince(db, m.id, utcMidnight(new Date())),
        wallets.memberWallets(db, m.id),
        deps.bonusLock?.lockSummary(m.id) ?? { locked: 0n, remaining: 0n },
      ]);
      const limits = await limitsOf(db, brand.merchant.code, m.id, settings);
      return {
        minAmount: minorToNumber(settings.withdrawMin),
        maxAmount: minorToNumber(limits.max),
        dailyCount: limits.dailyCount,
        usedToday,
        confirmMinutes: settings.withdrawConfirmMinutes,
        withdrawable: minorToNumber(held.find((w) => w.accountTypeId === MAIN_WALLET)?.balance ?? 0n),
        lockedAmount: minorToNumber(lock.locked),
        remainingTurnover: minorToNumber(lock.remaining),
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
    addAccount: async (brand: BrandConfig, m: MemberRow, body: OperationParsedBody<typeof addPayoutAccount>) => {
      requireEnabled(brand, m);
      const channel = await repo.channelByCode(db, brand.merchant.code, body.channelCode);
      if (!channel || !channel.enabled || !channel.withdraw) throw new AppError(ErrorCode.NotFound, 'No such channel.');
      if (m.payeeName && normalName(m.payeeName) !== normalName(body.holderName))
        throw new AppError(ErrorCode.PayeeNameMismatch);
      // A first account sets the payee name, so it follows the brand's payee-name rule, as registration does.
      if (!m.payeeName) {
        const rule = brand.register.payeeName;
        checkRule(rule ? { holderName: rule } : {}, 'holderName', body.holderName, true);
      }
      return db.transaction(async (tx) => {
        const existing = await repo.payoutAccounts(tx, m.id);
        if (existing.length >= MAX_PAYOUT_ACCOUNTS)
          throw new AppError(ErrorCode.AmountOutOfRange, `At most ${MAX_PAYOUT_ACCOUNTS} accounts.`);
        if (existing.some((e) => e.channel.id === channel.id && e.account.accountNo === body.accountNo))
          throw new AppError(ErrorCode.OrderStateInvalid, 'This account is already bound.');
        if (!m.payeeName) await members.update(tx, m.id, { payeeName: body.holderName.trim() });
        const row = await repo.insertPayoutAccount(tx, {
          memberId: m.id,
          channelId: channel.id,
          accountNo: body.accountNo,
          holderName: m.payeeName ?? body.holderName.trim(),
        });
        return presentPayoutAccount(row, channel);
      });
    },

    removeAccount: async (m: MemberRow, { id }: OperationParsedBody<typeof removePayoutAccount>) => {
      const acc = await repo.payoutAccount(db, m.id, id);
      if (!acc || acc.account.removedAt) throw new AppError(ErrorCode.NotFound);
      if ((await repo.openWithdrawalsToAccount(db, id)) > 0) throw new AppError(ErrorCode.OrderStateInvalid);
      await repo.removePayoutAccount(db, id);
      return null;
    },

    request: async (brand: BrandConfig, m: MemberRow, body: OperationParsedBody<typeof withdraw>) => {
      requireEnabled(brand, m);
      const orderNo = orderNoFor('W', brand.merchant.code, m.id, body.requestId);
      const amount = parseMinor(body.amount)!;
      await deps.wallet.requirePaymentPassword(m, body.password);
      const replay = async () => {
        const existing = (await repo.withdrawalByNo(db, orderNo))!;
        // The same requestId with another amount or account is another withdrawal, not a replay.
        if (existing.amount !== amount || existing.payoutAccountId !== body.payoutAccountId)
          throw new AppError(ErrorCode.IdempotencyConflict);
        return present(existing);
      };
      if (await repo.withdrawalByNo(db, orderNo)) return replay();
      const acc = await repo.payoutAccount(db, m.id, body.payoutAccountId);
      if (!acc || acc.account.removedAt) throw new AppError(ErrorCode.NotFound, 'No such payout account.');
      const settings = await wallets.settings(db, brand.merchant.code);
      const max = (await limitsOf(db, brand.merchant.code, m.id, settings)).max;
      if (amount < settings.withdrawMin || amount > max)
        throw new AppError(ErrorCode.AmountOutOfRange, undefined, {
          min: minorToNumber(settings.withdrawMin),
          max: minorToNumber(max),
        });
      const order = await db.transaction(async (tx) => {
        const limits = await limitsOf(tx, brand.merchant.code, m.id, settings);
        const used = await repo.countWithdrawalsSince(tx, m.id, utcMidnight(new Date()));
        if (used >= limits.dailyCount) throw new AppError(ErrorCode.WithdrawDailyLimit);
        if (limits.dailyAmount !== null && limits.usedAmount + amount > limits.dailyAmount)
          throw new AppError(ErrorCode.WithdrawDailyAmountLimit, undefined, {
            remaining: minorToNumber(
              limits.dailyAmount > limits.usedAmount ? limits.dailyAmount - limits.usedAmount : 0n,
            ),
          });
        await deps.bonusLock?.guardOutflow(tx, brand.merchant.code, m.id, amount);
        const o = await repo.insertWithdrawal(tx, {
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
      deps.queues?.changed();
      deps.events.publish({ memberId: m.id, type: 'BALANCE', data: {} });
      return present(order);
    },

    report: async (m: MemberRow, q: OperationParsedQuery<typeof getWithdrawReport>) => {
      const statuses = q.status ? [q.status] : undefined;
      const [rows, total] = await Promise.all([
        repo.withdrawalsOfMember(db, m.id, statuses, q.size, (q.page - 1) * q.size),
        repo.countWithdrawalsOfMember(db, m.id, statuses),
      ]);
      return paged(await presentAll(rows), total, q.size);
    },

    confirmationList: async (m: MemberRow) => {
      const rows = await repo.withdrawalsOfMember(db, m.id, ['PAID'], 50, 0);
      return (await presentAll(rows)).map((view) => ({ ...view, payDetailId: view.orderNo }));
    },

    /** The member's answer after payment: A received, N not received (proof), P partly received. */
    confirm: async (brand: BrandConfig, m: MemberRow, body: OperationParsedBody<typeof processC2CTransaction>) => {
      await load(brand, body.payDetailId, m.id);
      if (body.isMoneyReceived === 'N') {
        const owned = await repo.uploadsOf(db, m.id, body.proofOfNotReceive);
        if (owned.length !== new Set(body.proofOfNotReceive).size) throw new AppError(ErrorCode.UploadInvalid);
      }
      const { row } =
        body.isMoneyReceived === 'A'
          ? await transition(brand, body.payDetailId, ['PAID'], 'CONFIRMED', {
              confirmation: 'RECEIVED',
              remark: body.remark,
            })
          : await transition(brand, body.payDetailId, ['PAID'], 'DISPUTED', (o) => {
              if (body.isMoneyReceived === 'N')
                return { confirmation: 'NOT_RECEIVED', proofIds: body.proofOfNotReceive, remark: body.remark };
              const received = parseMinor(body.receivedAmount ?? '')!;
              if (received <= 0n || received >= o.amount)
                throw new AppError(ErrorCode.AmountOutOfRange, undefined, {
                  min: 0.01,
                  max: minorToNumber(o.amount - 1n),
                });
              return { confirmation: 'PARTIAL', receivedAmount: received, remark: body.remark };
            });
      return present(row);
    },

    approve: async (brand: BrandConfig, orderNo: string, by: Actor) => {
      const { row: o } = await transition(brand, orderNo, ['PENDING'], 'APPROVED', { reviewedBy: by.actor }, true);
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
      const settings = await wallets.settings(db, brand.merchant.code);
      const { row: o, changed: paidNow } = await transition(
        brand,
        orderNo,
        WITHDRAW_MOVES.PAID,
        'PAID',
        async (o, tx) => {
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
          const now = new Date();
          return {
            paidAt: now,
            confirmDueAt: new Date(now.getTime() + settings.withdrawConfirmMinutes * 60_000),
            reviewedBy: by.actor,
          };
        },
        true,
      );
      if (paidNow) notify(o, true);
      await deps.audit({ merchantCode: brand.merchant.code, actor: by.actor, action: 'withdraw.pay', target: orderNo });
      return present(o);
    },

    reject: async (brand: BrandConfig, orderNo: string, remark: string, by: Actor) => {
      const { row: o, changed: released } = await transition(
        brand,
        orderNo,
        WITHDRAW_MOVES.REJECTED,
        'REJECTED',
        async (o, tx) => {
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
          return { remark, reviewedBy: by.actor };
        },
        true,
      );
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

    resolve,

    /** The operator's call: no refund given refunds what was not received; 0 refunds nothing. */
    resolveDispute: (brand: BrandConfig, body: OperationParsedBody<typeof operatorResolveWithdrawal>, by: Actor) =>
      resolve(
        brand,
        body.orderNo,
        body.refund === undefined ? null : (parseMinor(String(body.refund)) ?? 0n),
        body.remark,
        by,
      ),

    listForReview: async (brand: BrandConfig, statuses: readonly WithdrawStatus[]) => {
      const rows = await repo.withdrawalsByStatus(db, brand.merchant.code, statuses, 200);
      const views = await presentAll(rows);
      return rows.map((r, i) => ({ ...views[i]!, memberId: r.memberId }));
    },

    /** Paid withdrawals nobody confirmed in time count as received. */
    autoConfirm: async (now = new Date()) => {
      const due = await repo.unconfirmedDue(db, now, 500);
      for (const { orderNo } of due) {
        // Re-checked under the lock: the member may have answered meanwhile.
        const stillDue = (o: WithdrawalRow) =>
          o.confirmDueAt && o.confirmDueAt <= now ? { confirmation: 'AUTO' as const } : null;
        await db.transaction((tx) =>
          move(tx, orderNo, WITHDRAW_MOVES.CONFIRMED, 'CONFIRMED', stillDue, { skipOthers: true }),
        );
      }
      return due.length;
    },
  };
};
