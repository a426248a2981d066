import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvals, approvalThresholds } from '../../db/schema.js';

export type ApprovalRow = typeof approvals.$inferSelect;

export type ApprovalFilter = {
  status?: string | undefined;
  kind?: string | undefined;
  maker?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  sort: 'createdAt' | 'decidedAt' | 'amount';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export const approvalsRepository = {
  insert: async (db: DbOrTx, row: typeof approvals.$inferInsert) =>
    (await db.insert(approvals).values(row).returning())[0]!,

  byId: async (db: DbOrTx, merchantCode: string, id: number) =>
    (
      await db
        .select()
        .from(approvals)
        .where(and(eq(approvals.merchantCode, merchantCode), eq(approvals.id, id)))
        .limit(1)
    )[0] ?? null,

  /**
   * Moves a request out of `from` only if it is still there: of two checkers deciding at once, one
   * gets the row back and the other nothing.
   */
  transition: async (
    db: DbOrTx,
    id: number,
    from: string,
    patch: Partial<Omit<typeof approvals.$inferInsert, 'id' | 'merchantCode'>>,
  ) =>
    (
      await db
        .update(approvals)
        .set(patch)
        .where(and(eq(approvals.id, id), eq(approvals.status, from)))
        .returning()
    )[0] ?? null,

  grid: async (db: DbOrTx, merchantCode: string, f: ApprovalFilter) => {
    const c: SQL[] = [eq(approvals.merchantCode, merchantCode)];
    if (f.status) c.push(eq(approvals.status, f.status));
    if (f.kind) c.push(eq(approvals.kind, f.kind));
    if (f.maker) c.push(ilike(approvals.makerName, `%${f.maker.replace(/[\\%_]/g, (x) => `\\${x}`)}%`));
    if (f.from) c.push(gte(approvals.createdAt, f.from));
    if (f.to) c.push(lt(approvals.createdAt, f.to));
    const where = and(...c);
    const column = { createdAt: approvals.id, decidedAt: approvals.decidedAt, amount: approvals.amountMinor }[f.sort];
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(approvals)
        .where(where)
        .orderBy(f.order === 'asc' ? asc(column) : desc(column), desc(approvals.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(approvals).where(where),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },

  pendingCount: async (db: DbOrTx, merchantCode: string) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(approvals)
          .where(and(eq(approvals.merchantCode, merchantCode), eq(approvals.status, 'PENDING')))
      )[0]?.n ?? 0,
    ),

  thresholds: (db: DbOrTx, merchantCode: string) =>
    db.select().from(approvalThresholds).where(eq(approvalThresholds.merchantCode, merchantCode)),

  setThreshold: (db: DbOrTx, merchantCode: string, kind: string, amountMinor: bigint | null) =>
    db
      .insert(approvalThresholds)
      .values({ merchantCode, kind, amountMinor })
      .onConflictDoUpdate({
        target: [approvalThresholds.merchantCode, approvalThresholds.kind],
        set: { amountMinor, updatedAt: sql`now()` },
      }),
};
