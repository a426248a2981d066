import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { betRounds, launchTokens, vendorIntegrations, vendorTransactions } from '../../db/schema.js';

export type IntegrationRow = typeof vendorIntegrations.$inferSelect;
export type LaunchTokenRow = typeof launchTokens.$inferSelect;
export type VendorTxRow = typeof vendorTransactions.$inferSelect;
export type RoundRow = typeof betRounds.$inferSelect;

const one = <T>(rows: T[]) => rows[0] ?? null;

export const vendorsRepository = {
  integration: async (db: DbOrTx, merchantCode: string, vendorCode: string) =>
    one(
      await db
        .select()
        .from(vendorIntegrations)
        .where(and(eq(vendorIntegrations.merchantCode, merchantCode), eq(vendorIntegrations.vendorCode, vendorCode)))
        .limit(1),
    ),

  upsertIntegration: (db: DbOrTx, row: typeof vendorIntegrations.$inferInsert) =>
    db
      .insert(vendorIntegrations)
      .values(row)
      .onConflictDoUpdate({
        target: [vendorIntegrations.merchantCode, vendorIntegrations.vendorCode],
        set: { ...row },
      }),

  insertLaunchToken: (db: DbOrTx, row: typeof launchTokens.$inferInsert) => db.insert(launchTokens).values(row),

  launchToken: async (db: DbOrTx, tokenHash: string) =>
    one(await db.select().from(launchTokens).where(eq(launchTokens.tokenHash, tokenHash)).limit(1)),

  /** Claims the transaction id; null when it was already taken (a replay or a conflict). */
  claimTransaction: async (db: DbOrTx, row: typeof vendorTransactions.$inferInsert) =>
    (
      await db.insert(vendorTransactions).values(row).onConflictDoNothing().returning({ id: vendorTransactions.id })
    )[0] ?? null,

  transaction: async (db: DbOrTx, merchantCode: string, vendorCode: string, transactionId: string) =>
    one(
      await db
        .select()
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.merchantCode, merchantCode),
            eq(vendorTransactions.vendorCode, vendorCode),
            eq(vendorTransactions.transactionId, transactionId),
          ),
        )
        .limit(1),
    ),

  /** Adds to a round (creating it on its first bet or win). */
  addToRound: (
    db: DbOrTx,
    r: {
      merchantCode: string;
      memberId: number;
      vendorCode: string;
      gameCode: string;
      category: string;
      roundId: string;
      trial: boolean;
      bet: bigint;
      win: bigint;
    },
  ) =>
    db
      .insert(betRounds)
      .values({
        merchantCode: r.merchantCode,
        memberId: r.memberId,
        vendorCode: r.vendorCode,
        gameCode: r.gameCode,
        category: r.category,
        roundId: r.roundId,
        trial: r.trial,
        betAmount: r.bet,
        validBet: r.bet,
        winAmount: r.win,
      })
      .onConflictDoUpdate({
        target: [betRounds.merchantCode, betRounds.vendorCode, betRounds.roundId],
        set: {
          betAmount: sql`${betRounds.betAmount} + ${r.bet}`,
          validBet: sql`${betRounds.validBet} + ${r.bet}`,
          winAmount: sql`${betRounds.winAmount} + ${r.win}`,
        },
      })
      .returning({
        id: betRounds.id,
        category: betRounds.category,
        betAmount: betRounds.betAmount,
        winAmount: betRounds.winAmount,
      })
      .then((rows) => rows[0]!),

  round: async (db: DbOrTx, merchantCode: string, vendorCode: string, roundId: string) =>
    one(
      await db
        .select()
        .from(betRounds)
        .where(
          and(
            eq(betRounds.merchantCode, merchantCode),
            eq(betRounds.vendorCode, vendorCode),
            eq(betRounds.roundId, roundId),
          ),
        )
        .limit(1),
    ),

  closeRound: (db: DbOrTx, id: number, status: string, closedAt: Date) =>
    db.update(betRounds).set({ status, closedAt }).where(eq(betRounds.id, id)),
};
