import { and, desc, eq, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { tableBets, tableRounds, tableSeedPairs } from '../../db/schema';

export type TableRoundRow = typeof tableRounds.$inferSelect;
export type TableBetRow = typeof tableBets.$inferSelect;
export type TableSeedPairRow = typeof tableSeedPairs.$inferSelect;

export const liveRepository = {
  activePair: async (db: StudioDb, tableCode: string) =>
    (
      await db
        .select()
        .from(tableSeedPairs)
        .where(and(eq(tableSeedPairs.tableCode, tableCode), eq(tableSeedPairs.active, true)))
        .limit(1)
    )[0] ?? null,

  pairById: async (db: StudioDb, id: number) =>
    (await db.select().from(tableSeedPairs).where(eq(tableSeedPairs.id, id)).limit(1))[0] ?? null,

  insertPair: async (db: StudioDb, row: typeof tableSeedPairs.$inferInsert) =>
    (await db.insert(tableSeedPairs).values(row).onConflictDoNothing().returning())[0] ?? null,

  retirePair: (db: StudioDb, id: number, at: Date) =>
    db.update(tableSeedPairs).set({ active: false, revealedAt: at }).where(eq(tableSeedPairs.id, id)),

  takeNonce: async (db: StudioDb, pairId: number) =>
    (
      await db
        .update(tableSeedPairs)
        .set({ nonce: sql`${tableSeedPairs.nonce} + 1` })
        .where(eq(tableSeedPairs.id, pairId))
        .returning({ nonce: tableSeedPairs.nonce })
    )[0]!.nonce - 1,

  insertRound: (db: StudioDb, row: typeof tableRounds.$inferInsert) => db.insert(tableRounds).values(row),

  round: async (db: StudioDb, id: string) =>
    (await db.select().from(tableRounds).where(eq(tableRounds.id, id)).limit(1))[0] ?? null,

  /** The round locked for the caller's transaction: a bet and the close of betting never interleave. */
  lockRound: async (db: StudioDb, id: string) =>
    (await db.select().from(tableRounds).where(eq(tableRounds.id, id)).for('update').limit(1))[0] ?? null,

  updateRound: (db: StudioDb, id: string, set: Partial<typeof tableRounds.$inferInsert>) =>
    db.update(tableRounds).set(set).where(eq(tableRounds.id, id)),

  /** The newest rounds with a result, newest first (roads and history). */
  recentResults: (db: StudioDb, tableCode: string, limit: number) =>
    db
      .select()
      .from(tableRounds)
      .where(and(eq(tableRounds.tableCode, tableCode), eq(tableRounds.phase, 'result')))
      .orderBy(desc(tableRounds.createdAt))
      .limit(limit),

  /** Rounds a crash left open (a restart settles or closes them). */
  unsettled: (db: StudioDb, tableCode: string) =>
    db
      .select()
      .from(tableRounds)
      .where(and(eq(tableRounds.tableCode, tableCode), sql`${tableRounds.settledAt} is null`))
      .orderBy(tableRounds.createdAt),

  insertBet: async (db: StudioDb, row: typeof tableBets.$inferInsert) =>
    (await db.insert(tableBets).values(row).returning())[0]!,

  betsOfRound: (db: StudioDb, roundId: string) =>
    db.select().from(tableBets).where(eq(tableBets.tableRoundId, roundId)),

  /** One player's bets of a round (the round's index covers it). */
  betsOfPlayer: (db: StudioDb, roundId: string, playerId: number) =>
    db
      .select()
      .from(tableBets)
      .where(and(eq(tableBets.tableRoundId, roundId), eq(tableBets.playerId, playerId))),

  betByTransaction: async (db: StudioDb, transactionId: string) =>
    (await db.select().from(tableBets).where(eq(tableBets.transactionId, transactionId)).limit(1))[0] ?? null,

  setBet: (db: StudioDb, id: number, set: Partial<typeof tableBets.$inferInsert>) =>
    db.update(tableBets).set(set).where(eq(tableBets.id, id)),
};
