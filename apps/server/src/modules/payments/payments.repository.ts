import type { DepositStatus, WithdrawStatus } from '@pagoda/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { depositOrders, paymentChannels, payoutAccounts, uploads, withdrawalOrders } from '../../db/schema.js';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositRow = typeof depositOrders.$inferSelect;
export type WithdrawalRow = typeof withdrawalOrders.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

const one = <T>(rows: T[]) => rows[0] ?? null;

export const paymentsRepository = {
  channels: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.enabled, true)))
      .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id)),

  channelByCode: async (db: DbOrTx, merchantCode: string, code: string) =>
    one(
      await db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.code, code)))
        .limit(1),
    ),

  channelById: async (db: DbOrTx, id: number) =>
    one(await db.select().from(paymentChannels).where(eq(paymentChannels.id, id)).limit(1)),

  channelsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length === 0 ? Promise.resolve([]) : db.select().from(paymentChannels).where(inArray(paymentChannels.id, ids)),

  insertChannels: (db: DbOrTx, rows: (typeof paymentChannels.$inferInsert)[]) =>
    db.insert(paymentChannels).values(rows).onConflictDoNothing(),

  // Deposits -----------------------------------------------------------------------------------

  insertDeposit: async (db: DbOrTx, row: typeof depositOrders.$inferInsert) =>
    (await db.insert(depositOrders).values(row).onConflictDoNothing().returning())[0] ?? null,

  depositByNo: async (db: DbOrTx, orderNo: string) =>
    one(await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1)),

  /** Locks the order row for a state change. */
  depositForUpdate: async (db: DbOrTx, orderNo: string) =>
    one(await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1).for('update')),

  updateDeposit: (db: DbOrTx, id: number, patch: Partial<typeof depositOrders.$inferInsert>) =>
    db
      .update(depositOrders)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(depositOrders.id, id)),

  depositsOfMember: (db: DbOrTx, memberId: number, status: DepositStatus | undefined, limit: number, offset: number) =>
    db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), status ? eq(depositOrders.status, status) : undefined))
      .orderBy(desc(depositOrders.id))
      .limit(limit)
      .offset(offset),

  countDepositsOfMember: async (db: DbOrTx, memberId: number, status: DepositStatus | undefined) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(depositOrders)
          .where(and(eq(depositOrders.memberId, memberId), status ? eq(depositOrders.status, status) : undefined))
      )[0]?.n ?? 0,
    ),

  depositsByStatus: (db: DbOrTx, merchantCode: string, statuses: readonly DepositStatus[], limit: number) =>
    db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.merchantCode, merchantCode), inArray(depositOrders.status, statuses)))
      .orderBy(desc(depositOrders.id))
      .limit(limit),

  /**
   * Unpaid orders past their time: CREATED, and PENDING at the gateway (no reference). A manual
   * order with a submitted reference waits for review whatever the time.
   */
  expiredDeposits: (db: DbOrTx, now: Date, limit: number) =>
    db
      .select({ orderNo: depositOrders.orderNo })
      .from(depositOrders)
      .where(
        and(
          or(
            eq(depositOrders.status, 'CREATED'),
            and(eq(depositOrders.status, 'PENDING'), eq(depositOrders.reference, '')),
          ),
          lte(depositOrders.expiresAt, now),
        ),
      )
      .limit(limit),

  // Payout accounts ----------------------------------------------------------------------------

  payoutAccounts: (db: DbOrTx, memberId: number) =>
    db
      .select({ account: payoutAccounts, channel: paymentChannels })
      .from(payoutAccounts)
      .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
      .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
      .orderBy(asc(payoutAccounts.id)),

  payoutAccount: async (db: DbOrTx, memberId: number, id: number) =>
    one(
      await db
        .select({ account: payoutAccounts, channel: paymentChannels })
        .from(payoutAccounts)
        .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
        .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, memberId)))
        .limit(1),
    ),

  /** Payout accounts by id with their channels, removed ones included (old orders still show them). */
  payoutAccountsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ account: payoutAccounts, channel: paymentChannels })
          .from(payoutAccounts)
          .innerJoin(paymentChannels, eq(paymentChannels.id, payoutAccounts.channelId))
          .where(inArray(payoutAccounts.id, ids)),

  insertPayoutAccount: async (db: DbOrTx, row: typeof payoutAccounts.$inferInsert) =>
    (await db.insert(payoutAccounts).values(row).returning())[0]!,

  removePayoutAccount: (db: DbOrTx, id: number) =>
    db.update(payoutAccounts).set({ removedAt: new Date() }).where(eq(payoutAccounts.id, id)),

  // Withdrawals --------------------------------------------------------------------------------

  insertWithdrawal: async (db: DbOrTx, row: typeof withdrawalOrders.$inferInsert) =>
    (await db.insert(withdrawalOrders).values(row).onConflictDoNothing().returning())[0] ?? null,

  withdrawalByNo: async (db: DbOrTx, orderNo: string) =>
    one(await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).limit(1)),

  withdrawalForUpdate: async (db: DbOrTx, orderNo: string) =>
    one(await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, orderNo)).limit(1).for('update')),

  updateWithdrawal: (db: DbOrTx, id: number, patch: Partial<typeof withdrawalOrders.$inferInsert>) =>
    db
      .update(withdrawalOrders)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(withdrawalOrders.id, id)),

  withdrawalsOfMember: (
    db: DbOrTx,
    memberId: number,
    statuses: readonly WithdrawStatus[] | undefined,
    limit: number,
    offset: number,
  ) =>
    db
      .select()
      .from(withdrawalOrders)
      .where(
        and(eq(withdrawalOrders.memberId, memberId), statuses ? inArray(withdrawalOrders.status, statuses) : undefined),
      )
      .orderBy(desc(withdrawalOrders.id))
      .limit(limit)
      .offset(offset),

  countWithdrawalsOfMember: async (db: DbOrTx, memberId: number, statuses: readonly WithdrawStatus[] | undefined) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(withdrawalOrders)
          .where(
            and(
              eq(withdrawalOrders.memberId, memberId),
              statuses ? inArray(withdrawalOrders.status, statuses) : undefined,
            ),
          )
      )[0]?.n ?? 0,
    ),

  /** Withdrawals asked for since a time, except rejected ones (they do not use up the daily count). */
  countWithdrawalsSince: async (db: DbOrTx, memberId: number, since: Date) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(withdrawalOrders)
          .where(
            and(
              eq(withdrawalOrders.memberId, memberId),
              gte(withdrawalOrders.createdAt, since),
              notInArray(withdrawalOrders.status, ['REJECTED']),
            ),
          )
      )[0]?.n ?? 0,
    ),

  openWithdrawalsToAccount: async (db: DbOrTx, payoutAccountId: number) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(withdrawalOrders)
          .where(
            and(
              eq(withdrawalOrders.payoutAccountId, payoutAccountId),
              inArray(withdrawalOrders.status, ['PENDING', 'APPROVED']),
            ),
          )
      )[0]?.n ?? 0,
    ),

  withdrawalsByStatus: (db: DbOrTx, merchantCode: string, statuses: readonly WithdrawStatus[], limit: number) =>
    db
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.merchantCode, merchantCode), inArray(withdrawalOrders.status, statuses)))
      .orderBy(desc(withdrawalOrders.id))
      .limit(limit),

  /** Paid withdrawals whose confirmation time has passed. */
  unconfirmedDue: (db: DbOrTx, now: Date, limit: number) =>
    db
      .select({ orderNo: withdrawalOrders.orderNo })
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.status, 'PAID'), lte(withdrawalOrders.confirmDueAt, now)))
      .limit(limit),

  // Uploads ------------------------------------------------------------------------------------

  insertUpload: (db: DbOrTx, row: typeof uploads.$inferInsert) => db.insert(uploads).values(row),

  uploadsOf: (db: DbOrTx, memberId: number, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.memberId, memberId), inArray(uploads.id, ids))),

  upload: async (db: DbOrTx, id: string) => one(await db.select().from(uploads).where(eq(uploads.id, id)).limit(1)),
};
