import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rewardItems } from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type RewardItemRow = typeof rewardItems.$inferSelect;
export type RewardItemInsert = typeof rewardItems.$inferInsert;

export const rewardsRepository = {
  /** Inserts the offer unless its key exists; null when it did (the first offer stands). */
  insertOffer: async (db: DbOrTx, row: RewardItemInsert) =>
    one(await db.insert(rewardItems).values(row).onConflictDoNothing().returning()),

  byKey: async (db: DbOrTx, merchantCode: string, key: string) =>
    one(
      await db
        .select()
        .from(rewardItems)
        .where(and(eq(rewardItems.merchantCode, merchantCode), eq(rewardItems.key, key)))
        .limit(1),
    ),

  /** Claimable items that have not expired. */
  countClaimable: async (db: DbOrTx, memberId: number, now: Date) =>
    (
      await db
        .select({ n: count() })
        .from(rewardItems)
        .where(
          and(
            eq(rewardItems.memberId, memberId),
            eq(rewardItems.status, 'CLAIMABLE'),
            or(isNull(rewardItems.expiresAt), gt(rewardItems.expiresAt, now)),
          ),
        )
    )[0]!.n,
};
