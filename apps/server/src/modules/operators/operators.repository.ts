import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  operatorLoginTickets,
  operatorLogins,
  operatorRoles,
  operatorSessions,
  operators,
} from '../../db/schema.js';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorPatch = Partial<
  Pick<
    typeof operators.$inferInsert,
    | 'role'
    | 'enabled'
    | 'allowedCidrs'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpConfirmedAt'
    | 'totpLastStep'
    | 'failedLogins'
    | 'lockedUntil'
    | 'lastLoginAt'
  >
>;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export type OperatorGridFilter = {
  q?: string | undefined;
  role?: string | undefined;
  enabled?: boolean | undefined;
  sort: 'username' | 'role' | 'createdAt' | 'lastLoginAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

export type AuditFilter = {
  actor?: string | undefined;
  actionPrefix?: string | undefined;
  target?: string | undefined;
  q?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const auditWhere = (merchantCode: string, f: AuditFilter) => {
  const c: SQL[] = [eq(auditLog.merchantCode, merchantCode)];
  if (f.actor) c.push(ilike(auditLog.actor, `%${escapeLike(f.actor)}%`));
  if (f.actionPrefix) c.push(like(auditLog.action, `${escapeLike(f.actionPrefix)}%`));
  if (f.target) c.push(ilike(auditLog.target, `%${escapeLike(f.target)}%`));
  if (f.q) {
    const p = `%${escapeLike(f.q)}%`;
    c.push(or(ilike(auditLog.actor, p), ilike(auditLog.action, p), ilike(auditLog.target, p))!);
  }
  if (f.from) c.push(gte(auditLog.createdAt, f.from));
  if (f.to) c.push(lt(auditLog.createdAt, f.to));
  return and(...c);
};

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

  byId: async (db: DbOrTx, merchantCode: string, id: number, forUpdate = false) => {
    const q = db
      .select()
      .from(operators)
      .where(and(eq(operators.merchantCode, merchantCode), eq(operators.id, id)))
      .limit(1);
    return (await (forUpdate ? q.for('update') : q))[0] ?? null;
  },

  update: async (db: DbOrTx, id: number, patch: OperatorPatch) =>
    (await db.update(operators).set(patch).where(eq(operators.id, id)).returning())[0] ?? null,

  /** One more failed attempt; at `max` the operator is locked until `lockUntil` and the count restarts. */
  registerFailure: async (db: DbOrTx, id: number, max: number, lockUntil: Date) =>
    (
      await db
        .update(operators)
        .set({
          failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${max} then 0 else ${operators.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
        })
        .where(eq(operators.id, id))
        .returning({ lockedUntil: operators.lockedUntil })
    )[0] ?? null,

  /** Accepts a TOTP step only if it is later than the last accepted one (a code is never used twice). */
  acceptTotpStep: async (db: DbOrTx, id: number, step: number, now: Date) =>
    (
      await db
        .update(operators)
        .set({
          totpLastStep: step,
          totpConfirmedAt: sql`coalesce(${operators.totpConfirmedAt}, ${now.toISOString()}::timestamptz)`,
          failedLogins: 0,
          lockedUntil: null,
          lastLoginAt: now,
        })
        .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
        .returning()
    )[0] ?? null,

  grid: async (db: DbOrTx, merchantCode: string, f: OperatorGridFilter) => {
    const c: SQL[] = [eq(operators.merchantCode, merchantCode)];
    if (f.q) c.push(ilike(operators.username, `%${escapeLike(f.q)}%`));
    if (f.role) c.push(eq(operators.role, f.role));
    if (f.enabled !== undefined) c.push(eq(operators.enabled, f.enabled));
    const where = and(...c);
    const column = {
      username: operators.username,
      role: operators.role,
      createdAt: operators.createdAt,
      lastLoginAt: operators.lastLoginAt,
    }[f.sort];
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(operators)
        .where(where)
        .orderBy(f.order === 'asc' ? asc(column) : desc(column), asc(operators.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(operators).where(where),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },

  countByRole: async (db: DbOrTx, merchantCode: string) =>
    new Map(
      (
        await db
          .select({ role: operators.role, n: count() })
          .from(operators)
          .where(eq(operators.merchantCode, merchantCode))
          .groupBy(operators.role)
      ).map((r) => [r.role, Number(r.n)]),
    ),

  /** Enabled operators of a role, for "never remove the last ADMIN". */
  countEnabledWithRole: async (db: DbOrTx, merchantCode: string, role: string) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(operators)
          .where(and(eq(operators.merchantCode, merchantCode), eq(operators.role, role), eq(operators.enabled, true)))
      )[0]?.n ?? 0,
    ),

  // Sessions
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

  touchSession: (db: DbOrTx, id: number, now: Date) =>
    db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id)),

  endSession: (db: DbOrTx, id: number) =>
    db.update(operatorSessions).set({ endedAt: new Date() }).where(eq(operatorSessions.id, id)),

  endSessionsOf: async (db: DbOrTx, operatorId: number) =>
    (
      await db
        .update(operatorSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)))
        .returning({ id: operatorSessions.id })
    ).length,

  activeSessionCounts: async (db: DbOrTx, operatorIds: number[], now: Date, idleSince: Date) =>
    operatorIds.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await db
              .select({ id: operatorSessions.operatorId, n: count() })
              .from(operatorSessions)
              .where(
                and(
                  inArray(operatorSessions.operatorId, operatorIds),
                  isNull(operatorSessions.endedAt),
                  gt(operatorSessions.expiresAt, now),
                  gt(operatorSessions.lastSeenAt, idleSince),
                ),
              )
              .groupBy(operatorSessions.operatorId)
          ).map((r) => [r.id, Number(r.n)]),
        ),

  // Sign-in tickets and records
  insertTicket: (db: DbOrTx, row: typeof operatorLoginTickets.$inferInsert) =>
    db.insert(operatorLoginTickets).values(row),

  ticketByHash: async (db: DbOrTx, ticketHash: string, now: Date) =>
    (
      await db
        .select()
        .from(operatorLoginTickets)
        .where(
          and(
            eq(operatorLoginTickets.ticketHash, ticketHash),
            isNull(operatorLoginTickets.usedAt),
            gt(operatorLoginTickets.expiresAt, now),
          ),
        )
        .limit(1)
    )[0] ?? null,

  /** Single use: only the first caller gets the row back. */
  useTicket: async (db: DbOrTx, id: number, now: Date) =>
    (
      await db
        .update(operatorLoginTickets)
        .set({ usedAt: now })
        .where(and(eq(operatorLoginTickets.id, id), isNull(operatorLoginTickets.usedAt)))
        .returning({ id: operatorLoginTickets.id })
    ).length === 1,

  insertLogin: (db: DbOrTx, row: typeof operatorLogins.$inferInsert) => db.insert(operatorLogins).values(row),

  logins: async (
    db: DbOrTx,
    merchantCode: string,
    f: { operatorId?: number | undefined; order: 'asc' | 'desc'; limit: number; offset: number },
  ) => {
    const where = and(
      eq(operatorLogins.merchantCode, merchantCode),
      f.operatorId ? eq(operatorLogins.operatorId, f.operatorId) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(operatorLogins)
        .where(where)
        .orderBy(f.order === 'asc' ? asc(operatorLogins.id) : desc(operatorLogins.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(operatorLogins).where(where),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },

  // Custom roles
  roles: (db: DbOrTx, merchantCode: string) =>
    db.select().from(operatorRoles).where(eq(operatorRoles.merchantCode, merchantCode)).orderBy(asc(operatorRoles.key)),

  role: async (db: DbOrTx, merchantCode: string, key: string) =>
    (
      await db
        .select()
        .from(operatorRoles)
        .where(and(eq(operatorRoles.merchantCode, merchantCode), eq(operatorRoles.key, key)))
        .limit(1)
    )[0] ?? null,

  insertRole: async (db: DbOrTx, row: typeof operatorRoles.$inferInsert) =>
    (await db.insert(operatorRoles).values(row).onConflictDoNothing().returning())[0] ?? null,

  updateRole: async (db: DbOrTx, merchantCode: string, key: string, patch: { name: string; permissions: string[] }) =>
    (
      await db
        .update(operatorRoles)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(operatorRoles.merchantCode, merchantCode), eq(operatorRoles.key, key)))
        .returning()
    )[0] ?? null,

  deleteRole: (db: DbOrTx, merchantCode: string, key: string) =>
    db.delete(operatorRoles).where(and(eq(operatorRoles.merchantCode, merchantCode), eq(operatorRoles.key, key))),

  // Audit log (append-only: inserts and reads only; the database refuses UPDATE and DELETE)
  audit: (db: DbOrTx, row: typeof auditLog.$inferInsert) => db.insert(auditLog).values(row),

  auditSearch: async (
    db: DbOrTx,
    merchantCode: string,
    f: AuditFilter & { sort: 'time' | 'actor' | 'action'; order: 'asc' | 'desc'; limit: number; offset: number },
  ) => {
    const where = auditWhere(merchantCode, f);
    const column = { time: auditLog.id, actor: auditLog.actor, action: auditLog.action }[f.sort];
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(f.order === 'asc' ? asc(column) : desc(column), desc(auditLog.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },
};
