import type { BetStatus } from '@pagoda/contracts';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  betRounds,
  gameVendors,
  launchTokens,
  sessions,
  vendorIntegrations,
  vendorTransactions,
  vendorTransfers,
} from '../../db/schema.js';

export type IntegrationRow = typeof vendorIntegrations.$inferSelect;
export type LaunchTokenRow = typeof launchTokens.$inferSelect;
export type VendorTxRow = typeof vendorTransactions.$inferSelect;
export type RoundRow = typeof betRounds.$inferSelect;
export type TransferRow = typeof vendorTransfers.$inferSelect;

const one = <T>(rows: T[]) => rows[0] ?? null;

const WALLET_CALL_STATUSES = ['ok', 'replayed', 'conflict', 'refused', 'insufficient'] as const;
type WalletCallStatus = (typeof WALLET_CALL_STATUSES)[number];
/** The status column of vendor_wallet_call_batch; anything else is a bug in the SQL function. */
const walletCallStatus = (s: string): WalletCallStatus => {
  const known = WALLET_CALL_STATUSES.find((k) => k === s);
  if (!known) throw new Error(`vendor_wallet_call_batch answered an unknown status: ${s}`);
  return known;
};

export type WalletCallResult = {
  status: WalletCallStatus;
  response: Record<string, unknown> | null;
  balance: bigint | null;
};

/**
 * A duplicate racing its original: a unique violation or a deadlock between the two (PostgreSQL
 * SQLSTATE 23505, 40P01), or the ledger's posting key already taken. The driver may wrap it.
 */
const isDuplicateRace = (err: unknown) => {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505' || e.code === '40P01' || /ledger:idempotency_conflict/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
};

export const vendorsRepository = {
  isDuplicateRace,

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

  /** Adds an integration unless the vendor has one (an operator's settings are never replaced). */
  insertIntegrationIfMissing: async (db: DbOrTx, row: typeof vendorIntegrations.$inferInsert) =>
    (
      await db
        .insert(vendorIntegrations)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: vendorIntegrations.vendorCode })
    ).length > 0,

  /** The category a vendor's games are listed under, from the catalogue. */
  categoryOf: async (db: DbOrTx, merchantCode: string, vendorCode: string) =>
    (
      await db
        .select({ category: gameVendors.category })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, vendorCode)))
        .limit(1)
    )[0]?.category ?? null,

  /** The wallet (accountTypeId) a vendor's games use, from the catalogue. */
  accountTypeIdOf: async (db: DbOrTx, merchantCode: string, vendorCode: string) =>
    (
      await db
        .select({ id: gameVendors.accountTypeId })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, vendorCode)))
        .limit(1)
    )[0]?.id ?? null,

  insertLaunchToken: (db: DbOrTx, row: typeof launchTokens.$inferInsert) => db.insert(launchTokens).values(row),

  /** A launch token with the state of the platform session that launched it (null session: none recorded). */
  launchToken: async (db: DbOrTx, tokenHash: string) =>
    one(
      await db
        .select({
          token: launchTokens,
          sessionEndedAt: sessions.endedAt,
          sessionExpiresAt: sessions.expiresAt,
        })
        .from(launchTokens)
        .leftJoin(sessions, eq(sessions.id, launchTokens.sessionId))
        .where(eq(launchTokens.tokenHash, tokenHash))
        .limit(1),
    ),

  /** Marks a launch token exchanged; false when it already was (a launch token opens one game session). */
  useLaunchToken: async (db: DbOrTx, id: number, at: Date) =>
    (
      await db
        .update(launchTokens)
        .set({ usedAt: at })
        .where(and(eq(launchTokens.id, id), isNull(launchTokens.usedAt)))
        .returning({ id: launchTokens.id })
    ).length > 0,

  /** Bets and wins in one statement (vendor_wallet_call_batch): one result per call, in order. */
  walletCallBatch: async (db: DbOrTx, payloads: Record<string, unknown>[]) => {
    const result = (await db.execute(
      sql`select idx, status, response, balance::text as balance from vendor_wallet_call_batch(${JSON.stringify(payloads)}::jsonb)`,
    )) as unknown as { rows: { idx: number; status: string; response: unknown; balance: string | null }[] };
    const out = new Array<WalletCallResult>(payloads.length);
    for (const row of result.rows)
      out[row.idx] = {
        status: walletCallStatus(row.status),
        response: (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as Record<
          string,
          unknown
        > | null,
        balance: row.balance === null ? null : BigInt(row.balance),
      };
    return out;
  },

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

  /** The round, locked until the caller's transaction ends (corrections of one round queue on it). */
  roundForUpdate: async (db: DbOrTx, merchantCode: string, vendorCode: string, roundId: string) =>
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
        .limit(1)
        .for('update'),
    ),

  /**
   * Σ of the adjustments already applied to a win (signed minor units; 0 when none). An adjust is
   * always in its win's round, so the round's index finds them.
   */
  adjustedTotal: async (
    db: DbOrTx,
    merchantCode: string,
    vendorCode: string,
    roundId: string,
    refTransactionId: string,
  ) =>
    BigInt(
      (
        await db
          .select({ total: sql<string>`coalesce(sum(${vendorTransactions.amount}), 0)::text` })
          .from(vendorTransactions)
          .where(
            and(
              eq(vendorTransactions.merchantCode, merchantCode),
              eq(vendorTransactions.vendorCode, vendorCode),
              eq(vendorTransactions.roundId, roundId),
              eq(vendorTransactions.kind, 'ADJUST'),
              eq(vendorTransactions.refTransactionId, refTransactionId),
            ),
          )
      )[0]?.total ?? '0',
    ),

  closeRound: (db: DbOrTx, id: number, status: BetStatus, closedAt: Date) =>
    db.update(betRounds).set({ status, closedAt }).where(eq(betRounds.id, id)),

  insertTransfer: async (db: DbOrTx, row: typeof vendorTransfers.$inferInsert) =>
    (await db.insert(vendorTransfers).values(row).onConflictDoNothing().returning())[0] ?? null,

  transferByRef: async (db: DbOrTx, reference: string) =>
    one(await db.select().from(vendorTransfers).where(eq(vendorTransfers.reference, reference)).limit(1)),

  /** Locks a pending transfer for settling; null when it is settled or being settled elsewhere. */
  pendingTransferForUpdate: async (db: DbOrTx, reference: string) =>
    one(
      await db
        .select()
        .from(vendorTransfers)
        .where(and(eq(vendorTransfers.reference, reference), eq(vendorTransfers.status, 'PENDING')))
        .limit(1)
        .for('update', { skipLocked: true }),
    ),

  updateTransfer: (db: DbOrTx, id: number, patch: Partial<typeof vendorTransfers.$inferInsert>) =>
    db
      .update(vendorTransfers)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(vendorTransfers.id, id)),

  /** Transfers still pending since before `olderThan`, oldest first. */
  stalePendingTransfers: (db: DbOrTx, olderThan: Date, limit: number) =>
    db
      .select()
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.status, 'PENDING'), lte(vendorTransfers.updatedAt, olderThan)))
      .orderBy(asc(vendorTransfers.id))
      .limit(limit),
};
