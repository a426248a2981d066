import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { games, vendorAdminStates, vendorIntegrations, vendorSecretReveals } from '../../db/schema.js';

export type VendorAdminStateRow = typeof vendorAdminStates.$inferSelect;

export const vendorsAdminRepository = {
  integrations: (db: DbOrTx, merchantCode: string) =>
    db.select().from(vendorIntegrations).where(eq(vendorIntegrations.merchantCode, merchantCode)),

  /** Locks a vendor's integration for a change. */
  integrationForUpdate: async (db: DbOrTx, merchantCode: string, vendorCode: string) =>
    (
      await db
        .select()
        .from(vendorIntegrations)
        .where(and(eq(vendorIntegrations.merchantCode, merchantCode), eq(vendorIntegrations.vendorCode, vendorCode)))
        .limit(1)
        .for('update')
    )[0] ?? null,

  updateIntegration: (
    db: DbOrTx,
    merchantCode: string,
    vendorCode: string,
    patch: Partial<typeof vendorIntegrations.$inferInsert>,
  ) =>
    db
      .update(vendorIntegrations)
      .set(patch)
      .where(and(eq(vendorIntegrations.merchantCode, merchantCode), eq(vendorIntegrations.vendorCode, vendorCode))),

  states: (db: DbOrTx, merchantCode: string) =>
    db.select().from(vendorAdminStates).where(eq(vendorAdminStates.merchantCode, merchantCode)),

  state: async (db: DbOrTx, merchantCode: string, vendorCode: string) =>
    (
      await db
        .select()
        .from(vendorAdminStates)
        .where(and(eq(vendorAdminStates.merchantCode, merchantCode), eq(vendorAdminStates.vendorCode, vendorCode)))
        .limit(1)
    )[0] ?? null,

  /** Creates the vendor's state row or updates the given columns. */
  saveState: (
    db: DbOrTx,
    merchantCode: string,
    vendorCode: string,
    patch: Partial<Omit<VendorAdminStateRow, 'merchantCode' | 'vendorCode'>>,
  ) =>
    db
      .insert(vendorAdminStates)
      .values({ merchantCode, vendorCode, ...patch })
      .onConflictDoUpdate({ target: [vendorAdminStates.merchantCode, vendorAdminStates.vendorCode], set: patch }),

  gameCounts: (db: DbOrTx, merchantCode: string) =>
    db
      .select({ vendorCode: games.vendorCode, n: count() })
      .from(games)
      .where(eq(games.merchantCode, merchantCode))
      .groupBy(games.vendorCode),

  insertReveal: async (db: DbOrTx, row: typeof vendorSecretReveals.$inferInsert) =>
    (await db.insert(vendorSecretReveals).values(row).returning({ id: vendorSecretReveals.id }))[0]!,

  /** Rotated secrets an operator may still read (never the secret itself). */
  pendingReveals: (db: DbOrTx, merchantCode: string, operatorId: number, now: Date) =>
    db
      .select({
        id: vendorSecretReveals.id,
        vendorCode: vendorSecretReveals.vendorCode,
        expiresAt: vendorSecretReveals.expiresAt,
      })
      .from(vendorSecretReveals)
      .where(
        and(
          eq(vendorSecretReveals.merchantCode, merchantCode),
          eq(vendorSecretReveals.operatorId, operatorId),
          gt(vendorSecretReveals.expiresAt, now),
        ),
      ),

  /** Takes a rotated secret: deleted as it is read, so it is read once. */
  takeReveal: async (db: DbOrTx, merchantCode: string, operatorId: number, id: number, now: Date) =>
    (
      await db
        .delete(vendorSecretReveals)
        .where(
          and(
            eq(vendorSecretReveals.id, id),
            eq(vendorSecretReveals.merchantCode, merchantCode),
            eq(vendorSecretReveals.operatorId, operatorId),
            gt(vendorSecretReveals.expiresAt, now),
          ),
        )
        .returning({ vendorCode: vendorSecretReveals.vendorCode, secret: vendorSecretReveals.secret })
    )[0] ?? null,

  /** Secrets nobody read in time: gone (the integration keeps the live one). */
  dropExpiredReveals: (db: DbOrTx, now: Date) =>
    db.delete(vendorSecretReveals).where(lte(vendorSecretReveals.expiresAt, sql`${now.toISOString()}`)),
};
