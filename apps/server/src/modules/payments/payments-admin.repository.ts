import type { DepositStatus, WithdrawStatus } from '@pagoda/contracts';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  depositOrders,
  members,
  paymentChannels,
  payoutAccounts,
  withdrawalOrders,
} from '../../db/schema.js';
import type { ChannelRow } from './payments.repository.js';

/** What the back office's order grids filter on (amounts in minor units, dates as Date). */
export type OrderGridFilter<S extends string> = {
  merchantCode: string;
  status?: S | undefined;
  member?: string | undefined;
  channel?: string | undefined;
  amountMin?: bigint | undefined;
  amountMax?: bigint | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
  sort: 'createdAt' | 'amount' | 'status' | 'orderNo' | 'member';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** A LIKE pattern that matches the text literally, anywhere. */
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const one = <T>(rows: T[]) => rows[0] ?? null;

const depositWhere = (f: OrderGridFilter<DepositStatus>) =>
  and(
    eq(depositOrders.merchantCode, f.merchantCode),
    f.status ? eq(depositOrders.status, f.status) : undefined,
    f.member ? eq(members.account, f.member.toLowerCase()) : undefined,
    f.channel ? eq(paymentChannels.code, f.channel) : undefined,
    f.amountMin !== undefined ? gte(depositOrders.amount, f.amountMin) : undefined,
    f.amountMax !== undefined ? lte(depositOrders.amount, f.amountMax) : undefined,
    f.from ? gte(depositOrders.createdAt, f.from) : undefined,
    f.to ? lte(depositOrders.createdAt, f.to) : undefined,
    f.q
      ? or(
          ilike(depositOrders.orderNo, contains(f.q)),
          ilike(depositOrders.reference, contains(f.q)),
          ilike(members.account, contains(f.q)),
        )
      : undefined,
  );

const withdrawalWhere = (f: OrderGridFilter<WithdrawStatus>) =>
  and(
    eq(withdrawalOrders.merchantCode, f.merchantCode),
    f.status ? eq(withdrawalOrders.status, f.status) : undefined,
    f.member ? eq(members.account, f.member.toLowerCase()) : undefined,
    f.channel ? eq(paymentChannels.code, f.channel) : undefined,
    f.amountMin !== undefined ? gte(withdrawalOrders.amount, f.amountMin) : undefined,
    f.amountMax !== undefined ? lte(withdrawalOrders.amount, f.amountMax) : undefined,
    f.from ? gte(withdrawalOrders.createdAt, f.from) : undefined,
    f.to ? lte(withdrawalOrders.createdAt, f.to) : undefined,
    f.q
      ? or(
          ilike(withdrawalOrders.orderNo, contains(f.q)),
          ilike(members.account, contains(f.q)),
          ilike(payoutAccounts.holderName, contains(f.q)),
        )
      : undefined,
  );

/** The sort column, with the id as a tie-breaker so pages never overlap. */
const orderBy = (
  column: SQL.Aliased | Parameters<typeof asc>[0],
  id: Parameters<typeof asc>[0],
  dir: 'asc' | 'desc',
) => (dir === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)]);

/** SQL of the back office's money pages: the order grids, a withdrawal's detail, and the channels. */
export const paymentsAdminRepository = {
  depositGrid: (db: DbOrTx, f: OrderGridFilter<DepositStatus>) => {
    const column = {
      createdAt: depositOrders.createdAt,
      amount: depositOrders.amount,
      status: depositOrders.status,
      orderNo: depositOrders.orderNo,
      member: members.account,
    }[f.sort];
    return db
      .select({ order: depositOrders, channel: paymentChannels, account: members.account })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .where(depositWhere(f))
      .orderBy(...orderBy(column, depositOrders.id, f.order))
      .limit(f.limit)
      .offset(f.offset);
  },

  depositCount: async (db: DbOrTx, f: OrderGridFilter<DepositStatus>) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(depositOrders)
          .innerJoin(members, eq(members.id, depositOrders.memberId))
          .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
          .where(depositWhere(f))
      )[0]?.n ?? 0,
    ),

  withdrawalGrid: (db: DbOrTx, f: OrderGridFilter<WithdrawStatus>) => {
    const column = {
      createdAt: withdrawalOrders.createdAt,
      amount: withdrawalOrders.amount,
      status: withdrawalOrders.status,
      orderNo: withdrawalOrders.orderNo,
      member: members.account,
    }[f.sort];
    return db
      .select({ order: withdrawalOrders, payout: payoutAccounts, channel: paymentChannels, account: members.account })
      .from(withdrawalOrders)
      .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
      .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
      .where(withdrawalWhere(f))
      .orderBy(...orderBy(column, withdrawalOrders.id, f.order))
      .limit(f.limit)
      .offset(f.offset);
  },

  withdrawalCount: async (db: DbOrTx, f: OrderGridFilter<WithdrawStatus>) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(withdrawalOrders)
          .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
          .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
          .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
          .where(withdrawalWhere(f))
      )[0]?.n ?? 0,
    ),

  withdrawalWithAll: async (db: DbOrTx, merchantCode: string, orderNo: string) =>
    one(
      await db
        .select({ order: withdrawalOrders, payout: payoutAccounts, channel: paymentChannels, member: members })
        .from(withdrawalOrders)
        .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
        .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
        .where(and(eq(withdrawalOrders.merchantCode, merchantCode), eq(withdrawalOrders.orderNo, orderNo)))
        .limit(1),
    ),

  /** The audit rows about one target (an order number), oldest first. */
  auditOf: (db: DbOrTx, merchantCode: string, target: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantCode, merchantCode), eq(auditLog.target, target)))
      .orderBy(asc(auditLog.id))
      .limit(100),

  recentWithdrawalsOf: (db: DbOrTx, memberId: number, limit: number) =>
    db
      .select()
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.memberId, memberId))
      .orderBy(desc(withdrawalOrders.id))
      .limit(limit),

  // Channels -----------------------------------------------------------------------------------

  /** Every channel of the brand, disabled ones included. */
  allChannels: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.merchantCode, merchantCode))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id)),

  channelForUpdate: async (db: DbOrTx, merchantCode: string, code: string) =>
    one(
      await db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.code, code)))
        .limit(1)
        .for('update'),
    ),

  updateChannel: async (db: DbOrTx, id: number, patch: Partial<typeof paymentChannels.$inferInsert>) =>
    (await db.update(paymentChannels).set(patch).where(eq(paymentChannels.id, id)).returning())[0] as ChannelRow,
};
