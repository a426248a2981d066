import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  betRounds,
  bonusGrants,
  bonusSettings,
  ledgerAccounts,
  members,
  merchants,
  rewardItems,
} from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type BonusGrantRow = typeof bonusGrants.$inferSelect;
export type BonusGrantInsert = typeof bonusGrants.$inferInsert;
export type BonusSettingsRow = typeof bonusSettings.$inferSelect;

/** Settled rounds whose valid bet counts as turnover; ties count 0 and rolled-back rounds nothing. */
export const COUNTED_BET_STATUSES = ['win', 'lose', 'win_half', 'lose_half', 'cash_out'] as const;

export const bonusRepository = {
  itemForUpdate: async (db: DbOrTx, itemId: number) =>
    one(await db.select().from(rewardItems).where(eq(rewardItems.id, itemId)).for('update')),

  markItem: (db: DbOrTx, itemId: number, status: 'CLAIMED' | 'EXPIRED', at: Date) =>
    db
      .update(rewardItems)
      .set(status === 'CLAIMED' ? { status, claimedAt: at } : { status })
      .where(eq(rewardItems.id, itemId)),

  /** The member row under lock: claims and closures of one member queue here, so FIFO order holds. */
  memberForUpdate: async (db: DbOrTx, memberId: number) =>
    one(
      await db
        .select({ id: members.id, type: members.type, merchantCode: members.merchantCode, account: members.account })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update'),
    ),

  currency: async (db: DbOrTx, merchantCode: string) =>
    (await db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.code, merchantCode)))[0]
      ?.currency ?? 'PHP',

  insertGrant: async (db: DbOrTx, row: BonusGrantInsert) => (await db.insert(bonusGrants).values(row).returning())[0]!,

  updateGrant: (db: DbOrTx, id: number, patch: Partial<BonusGrantInsert>) =>
    db.update(bonusGrants).set(patch).where(eq(bonusGrants.id, id)),

  grant: async (db: DbOrTx, id: number) => one(await db.select().from(bonusGrants).where(eq(bonusGrants.id, id))),

  grantForUpdate: async (db: DbOrTx, id: number) =>
    one(await db.select().from(bonusGrants).where(eq(bonusGrants.id, id)).for('update')),

  /** A member's ACTIVE grants, oldest first, locked. */
  activeForUpdate: (db: DbOrTx, memberId: number) =>
    db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')))
      .orderBy(asc(bonusGrants.id))
      .for('update'),

  active: (db: DbOrTx, memberId: number) =>
    db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')))
      .orderBy(asc(bonusGrants.id)),

  lockedAmount: async (db: DbOrTx, memberId: number) =>
    BigInt(
      (
        await db
          .select({ s: sql<string>`coalesce(sum(${bonusGrants.lockedAmount}), 0)` })
          .from(bonusGrants)
          .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')))
      )[0]!.s,
    ),

  /** Members with at least one ACTIVE grant (the refresh job's work list). */
  membersWithActive: async (db: DbOrTx, limit: number) =>
    (
      await db
        .selectDistinct({ memberId: bonusGrants.memberId })
        .from(bonusGrants)
        .where(eq(bonusGrants.status, 'ACTIVE'))
        .limit(limit)
    ).map((r) => r.memberId),

  expiredActive: (db: DbOrTx, now: Date, limit: number) =>
    db
      .select({ id: bonusGrants.id, memberId: bonusGrants.memberId })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.status, 'ACTIVE'), lt(bonusGrants.expiresAt, now)))
      .orderBy(asc(bonusGrants.id))
      .limit(limit),

  /** Claimable items past their expiry, locked and skipped when another run holds them. */
  expireItems: async (db: DbOrTx, now: Date, limit: number) => {
    const due = await db
      .select({ id: rewardItems.id })
      .from(rewardItems)
      .where(and(eq(rewardItems.status, 'CLAIMABLE'), lte(rewardItems.expiresAt, now)))
      .orderBy(asc(rewardItems.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await db
      .update(rewardItems)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          inArray(
            rewardItems.id,
            due.map((d) => d.id),
          ),
          eq(rewardItems.status, 'CLAIMABLE'),
        ),
      )
      .returning({ memberId: rewardItems.memberId });
    return rows.map((r) => r.memberId);
  },

  /** Valid bet per category of the member's settled rounds opened at/after `openedFrom`, settled at/after `closedFrom`. */
  turnoverByCategory: async (db: DbOrTx, memberId: number, openedFrom: Date, closedFrom: Date) =>
    (
      await db
        .select({ category: betRounds.category, valid: sql<string>`coalesce(sum(${betRounds.validBet}), 0)` })
        .from(betRounds)
        .where(
          and(
            eq(betRounds.memberId, memberId),
            eq(betRounds.trial, false),
            inArray(betRounds.status, [...COUNTED_BET_STATUSES]),
            gte(betRounds.openedAt, openedFrom),
            gte(betRounds.closedAt, closedFrom),
          ),
        )
        .groupBy(betRounds.category)
    ).map((r) => ({ category: r.category, valid: BigInt(r.valid) })),

  settings: async (db: DbOrTx, merchantCode: string) =>
    one(await db.select().from(bonusSettings).where(eq(bonusSettings.merchantCode, merchantCode))),

  upsertSettings: (db: DbOrTx, row: typeof bonusSettings.$inferInsert) =>
    db
      .insert(bonusSettings)
      .values(row)
      .onConflictDoUpdate({
        target: bonusSettings.merchantCode,
        set: { weights: row.weights, maxBetWithBonus: row.maxBetWithBonus, updatedAt: new Date() },
      }),

  mainBalanceForUpdate: async (db: DbOrTx, merchantCode: string, memberId: number, mainWallet: number) =>
    BigInt(
      (
        await db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(
            and(eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.key, `M:${memberId}:${mainWallet}`)),
          )
          .for('update')
      )[0]?.balance ?? 0n,
    ),

  /** The reward centre: claimable (unexpired) items, newest first. */
  claimable: (db: DbOrTx, memberId: number, now: Date) =>
    db
      .select()
      .from(rewardItems)
      .where(
        and(
          eq(rewardItems.memberId, memberId),
          eq(rewardItems.status, 'CLAIMABLE'),
          or(isNull(rewardItems.expiresAt), sql`${rewardItems.expiresAt} > ${now}`),
        ),
      )
      .orderBy(desc(rewardItems.offeredAt), desc(rewardItems.id))
      .limit(200),

  /** Grants with their item (for titles), newest first. */
  grants: async (
    db: DbOrTx,
    f: {
      grantId?: number;
      memberId?: number;
      account?: string;
      merchantCode?: string;
      statuses?: string[];
      source?: string;
      limit: number;
      offset: number;
    },
  ) => {
    const where = and(
      f.grantId !== undefined ? eq(bonusGrants.id, f.grantId) : undefined,
      f.account !== undefined ? eq(members.account, f.account) : undefined,
      f.memberId !== undefined ? eq(bonusGrants.memberId, f.memberId) : undefined,
      f.merchantCode !== undefined ? eq(bonusGrants.merchantCode, f.merchantCode) : undefined,
      f.statuses?.length ? inArray(bonusGrants.status, f.statuses as BonusGrantRow['status'][]) : undefined,
      f.source ? eq(rewardItems.source, f.source as (typeof rewardItems.$inferSelect)['source']) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select({ grant: bonusGrants, item: rewardItems, account: members.account })
        .from(bonusGrants)
        .innerJoin(rewardItems, eq(rewardItems.id, bonusGrants.rewardItemId))
        .innerJoin(members, eq(members.id, bonusGrants.memberId))
        .where(where)
        .orderBy(desc(bonusGrants.id))
        .limit(f.limit)
        .offset(f.offset),
      db
        .select({ n: count() })
        .from(bonusGrants)
        .innerJoin(rewardItems, eq(rewardItems.id, bonusGrants.rewardItemId))
        .innerJoin(members, eq(members.id, bonusGrants.memberId))
        .where(where),
    ]);
    return { rows, total: total[0]!.n };
  },

  /** Expired or revoked items (the history's other half). */
  closedItems: (db: DbOrTx, memberId: number, limit: number) =>
    db
      .select()
      .from(rewardItems)
      .where(and(eq(rewardItems.memberId, memberId), inArray(rewardItems.status, ['EXPIRED', 'REVOKED'])))
      .orderBy(desc(rewardItems.id))
      .limit(limit),
};
