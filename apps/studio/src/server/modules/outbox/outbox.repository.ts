import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { walletOutbox } from '../../db/schema';

export type OutboxRow = typeof walletOutbox.$inferSelect;

export const outboxRepository = {
  insert: (db: StudioDb, rows: (typeof walletOutbox.$inferInsert)[]) => db.insert(walletOutbox).values(rows),

  forRound: (db: StudioDb, roundId: string) =>
    db.select().from(walletOutbox).where(eq(walletOutbox.roundId, roundId)).orderBy(asc(walletOutbox.id)),

  /** Rounds with a call due now (oldest first). */
  dueRounds: async (db: StudioDb, now: Date, limit: number) =>
    (
      await db
        .selectDistinct({ roundId: walletOutbox.roundId, id: walletOutbox.id })
        .from(walletOutbox)
        .where(
          and(eq(walletOutbox.status, 'PENDING'), eq(walletOutbox.scope, 'slot'), lte(walletOutbox.nextAttemptAt, now)),
        )
        .orderBy(asc(walletOutbox.id))
        .limit(limit)
    ).map((r) => r.roundId),

  /** Table calls due now, oldest first (each is independent: bets are resolved before a round settles). */
  dueTableCalls: (db: StudioDb, now: Date, limit: number) =>
    db
      .select()
      .from(walletOutbox)
      .where(
        and(eq(walletOutbox.status, 'PENDING'), eq(walletOutbox.scope, 'table'), lte(walletOutbox.nextAttemptAt, now)),
      )
      .orderBy(asc(walletOutbox.id))
      .limit(limit),

  byTransaction: async (db: StudioDb, transactionId: string) =>
    (await db.select().from(walletOutbox).where(eq(walletOutbox.transactionId, transactionId)).limit(1))[0] ?? null,

  markDone: (db: StudioDb, id: number, response: unknown) =>
    db
      .update(walletOutbox)
      .set({ status: 'DONE', response, attempts: sql`${walletOutbox.attempts} + 1` })
      .where(eq(walletOutbox.id, id)),

  markRefused: (db: StudioDb, id: number, error: string, response: unknown) =>
    db
      .update(walletOutbox)
      .set({ status: 'REFUSED', lastError: error, response, attempts: sql`${walletOutbox.attempts} + 1` })
      .where(eq(walletOutbox.id, id)),

  retryLater: (db: StudioDb, id: number, error: string, at: Date) =>
    db
      .update(walletOutbox)
      .set({ lastError: error, nextAttemptAt: at, attempts: sql`${walletOutbox.attempts} + 1` })
      .where(eq(walletOutbox.id, id)),
};
