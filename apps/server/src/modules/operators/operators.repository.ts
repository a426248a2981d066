import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, operatorSessions, operators } from '../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;

export const operatorsRepository = {
  count: async (db: DbOrTx, merchantCode: string) =>
    Number(
      (await db.select({ n: count() }).from(operators).where(eq(operators.merchantCode, merchantCode)))[0]?.n ?? 0,
    ),

  insert: async (db: DbOrTx, row: typeof operators.$inferInsert) =>
    (await db.insert(operators).values(row).onConflictDoNothing().returning())[0] ?? null,

  byUsername: async (db: DbOrTx, merchantCode: string, username: string) =>
    (
      await db
        .select()
        .from(operators)
        .where(and(eq(operators.merchantCode, merchantCode), eq(operators.username, username)))
        .limit(1)
    )[0] ?? null,

  insertSession: (db: DbOrTx, row: typeof operatorSessions.$inferInsert) => db.insert(operatorSessions).values(row),

  sessionByHash: async (db: DbOrTx, tokenHash: string, now: Date) =>
    (
      await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        )
        .limit(1)
    )[0] ?? null,

  endSession: (db: DbOrTx, id: number) =>
    db.update(operatorSessions).set({ endedAt: new Date() }).where(eq(operatorSessions.id, id)),

  audit: (db: DbOrTx, row: typeof auditLog.$inferInsert) => db.insert(auditLog).values(row),

  auditPage: (db: DbOrTx, merchantCode: string, limit: number, offset: number) =>
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.merchantCode, merchantCode))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),

  auditCount: async (db: DbOrTx, merchantCode: string) =>
    Number((await db.select({ n: count() }).from(auditLog).where(eq(auditLog.merchantCode, merchantCode)))[0]?.n ?? 0),
};
