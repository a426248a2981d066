import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxMessages, verificationCodes } from '../../db/schema.js';

export type VerificationRepository = typeof verificationRepository;

export const verificationRepository = {
  insertCode: (db: DbOrTx, row: typeof verificationCodes.$inferInsert) => db.insert(verificationCodes).values(row),

  /** The newest unconsumed code for a target and purpose. */
  latestOpen: async (db: DbOrTx, merchantCode: string, target: string, purpose: string) =>
    (
      await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantCode, merchantCode),
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1)
    )[0] ?? null,

  countSentToTargetSince: async (db: DbOrTx, merchantCode: string, target: string, since: Date) =>
    (
      await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantCode, merchantCode),
            eq(verificationCodes.target, target),
            gt(verificationCodes.createdAt, since),
          ),
        )
    )[0]!.n,

  countSentFromIpSince: async (db: DbOrTx, ip: string, since: Date) =>
    (
      await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.createdIp, ip), gt(verificationCodes.createdAt, since)))
    )[0]!.n,

  latestSentToTarget: async (db: DbOrTx, merchantCode: string, target: string) =>
    (
      await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.merchantCode, merchantCode), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.id))
        .limit(1)
    )[0] ?? null,

  addAttempt: (db: DbOrTx, id: number, attempts: number) =>
    db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, id)),

  consume: async (db: DbOrTx, id: number, at: Date) =>
    (
      await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id })
    ).length === 1,

  insertOutbox: (db: DbOrTx, row: typeof outboxMessages.$inferInsert) => db.insert(outboxMessages).values(row),

  /** Newest first; one brand's messages, or every brand's when merchantCode is null. */
  listOutbox: (db: DbOrTx, limit: number, merchantCode: string | null) =>
    db
      .select()
      .from(outboxMessages)
      .where(merchantCode === null ? undefined : eq(outboxMessages.merchantCode, merchantCode))
      .orderBy(desc(outboxMessages.id))
      .limit(limit),
};
