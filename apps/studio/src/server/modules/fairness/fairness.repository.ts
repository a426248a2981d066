import { and, eq, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { seedPairs } from '../../db/schema';

export type SeedPairRow = typeof seedPairs.$inferSelect;

export const fairnessRepository = {
  /** The player's active pair, locked for the caller's transaction (nonces are taken under it). */
  activeForUpdate: async (db: StudioDb, playerId: number) =>
    (
      await db
        .select()
        .from(seedPairs)
        .where(and(eq(seedPairs.playerId, playerId), eq(seedPairs.active, true)))
        .for('update')
        .limit(1)
    )[0] ?? null,

  active: async (db: StudioDb, playerId: number) =>
    (
      await db
        .select()
        .from(seedPairs)
        .where(and(eq(seedPairs.playerId, playerId), eq(seedPairs.active, true)))
        .limit(1)
    )[0] ?? null,

  byId: async (db: StudioDb, id: number) =>
    (await db.select().from(seedPairs).where(eq(seedPairs.id, id)).limit(1))[0] ?? null,

  /** Null when another request created the player's active pair first (the partial unique index). */
  insert: async (db: StudioDb, row: typeof seedPairs.$inferInsert) =>
    (await db.insert(seedPairs).values(row).onConflictDoNothing().returning())[0] ?? null,

  takeNonce: async (db: StudioDb, id: number) =>
    (
      await db
        .update(seedPairs)
        .set({ nonce: sql`${seedPairs.nonce} + 1` })
        .where(eq(seedPairs.id, id))
        .returning({ nonce: seedPairs.nonce })
    )[0]!.nonce - 1,

  retire: (db: StudioDb, id: number, at: Date) =>
    db.update(seedPairs).set({ active: false, revealedAt: at }).where(eq(seedPairs.id, id)),
};
