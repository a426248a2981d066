import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginAttempts, memberIps, memberLabels, members } from '../../db/schema.js';

/** A member as stored, secrets included: it stays inside services and never reaches a route's answer. */
export type MemberRow = typeof members.$inferSelect;

/** Postgres unique_violation, as thrown by the driver or wrapped by Drizzle: the unique index decided a race. */
export const isUniqueViolation = (err: unknown) =>
  String(
    (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code,
  ) === '23505';

export type MembersRepository = typeof membersRepository;

export const membersRepository = {
  findByAccount: async (db: DbOrTx, merchantCode: string, accountKey: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(members.accountKey, accountKey)))
        .limit(1)
    )[0] ?? null,

  findByMobile: async (db: DbOrTx, merchantCode: string, dialingCode: string, mobile: string) =>
    (
      await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.countryDialingCode, dialingCode),
            eq(members.mobile, mobile),
          ),
        )
        .limit(1)
    )[0] ?? null,

  /** E-mail addresses compare case-insensitively (they are stored as typed). */
  findByEmail: async (db: DbOrTx, merchantCode: string, email: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.email})`, email.toLowerCase())))
        .limit(1)
    )[0] ?? null,

  findById: async (db: DbOrTx, id: number) =>
    (await db.select().from(members).where(eq(members.id, id)).limit(1))[0] ?? null,

  insert: async (db: DbOrTx, row: typeof members.$inferInsert) =>
    (await db.insert(members).values(row).returning())[0]!,

  update: (db: DbOrTx, id: number, patch: Partial<typeof members.$inferInsert>) =>
    db.update(members).set(patch).where(eq(members.id, id)),

  labels: (db: DbOrTx, memberId: number) =>
    db.select({ labelName: memberLabels.labelName }).from(memberLabels).where(eq(memberLabels.memberId, memberId)),

  knowsIp: async (db: DbOrTx, memberId: number, ip: string) => {
    const rows = await db.select({ ip: memberIps.ip }).from(memberIps).where(eq(memberIps.memberId, memberId));
    return { any: rows.length > 0, known: rows.some((r) => r.ip === ip) };
  },

  rememberIp: (db: DbOrTx, memberId: number, ip: string, at: Date) =>
    db
      .insert(memberIps)
      .values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
      .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeenAt: at } }),

  recentLogins: (db: DbOrTx, memberId: number, limit: number) =>
    db
      .select({ at: loginAttempts.at, ip: loginAttempts.ip, method: loginAttempts.method })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.memberId, memberId), eq(loginAttempts.success, true)))
      .orderBy(desc(loginAttempts.at))
      .limit(limit),

  recordAttempt: (db: DbOrTx, row: typeof loginAttempts.$inferInsert) => db.insert(loginAttempts).values(row),

  /** Failed attempts since the last success, for an account or from an IP, within a window. */
  failuresSince: async (db: DbOrTx, q: { merchantCode: string; accountKey?: string; ip?: string; since: Date }) => {
    const scope = q.accountKey
      ? and(eq(loginAttempts.merchantCode, q.merchantCode), eq(loginAttempts.accountKey, q.accountKey))
      : eq(loginAttempts.ip, q.ip ?? '');
    const lastSuccess = (
      await db
        .select({ at: loginAttempts.at })
        .from(loginAttempts)
        .where(and(scope, eq(loginAttempts.success, true), gt(loginAttempts.at, q.since)))
        .orderBy(desc(loginAttempts.at))
        .limit(1)
    )[0]?.at;
    const from = lastSuccess && lastSuccess > q.since ? lastSuccess : q.since;
    return (
      await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(scope, eq(loginAttempts.success, false), gt(loginAttempts.at, from)))
    )[0]!.n;
  },

  /** Failures in a window regardless of successes (the hard hourly cap). */
  failuresInWindow: async (db: DbOrTx, q: { merchantCode: string; accountKey: string; since: Date }) =>
    (
      await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.merchantCode, q.merchantCode),
            or(eq(loginAttempts.accountKey, q.accountKey)),
            eq(loginAttempts.success, false),
            gt(loginAttempts.at, q.since),
          ),
        )
    )[0]!.n,
};
