import { and, desc, eq, ne } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { rounds } from '../../db/schema';

export type RoundRow = typeof rounds.$inferSelect;

export const roundsRepository = {
  insert: (db: StudioDb, row: typeof rounds.$inferInsert) => db.insert(rounds).values(row),

  byId: async (db: StudioDb, id: string) =>
    (await db.select().from(rounds).where(eq(rounds.id, id)).limit(1))[0] ?? null,

  setStatus: (db: StudioDb, id: string, status: RoundRow['status'], balanceAfter: bigint | null, at: Date) =>
    db.update(rounds).set({ status, balanceAfter, settledAt: at }).where(eq(rounds.id, id)),

  pendingOf: async (db: StudioDb, playerId: number) =>
    db
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(eq(rounds.playerId, playerId), eq(rounds.status, 'PENDING'))),

  /** The player's newest rounds of a game (VOID rounds, which moved no money, left out). */
  recent: (db: StudioDb, playerId: number, game: string, limit: number) =>
    db
      .select()
      .from(rounds)
      .where(and(eq(rounds.playerId, playerId), eq(rounds.game, game), ne(rounds.status, 'VOID')))
      .orderBy(desc(rounds.createdAt), desc(rounds.id))
      .limit(limit),
};
