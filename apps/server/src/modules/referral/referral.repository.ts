import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, notInArray, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { betRounds, depositOrders, members, referralRules, referrals } from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type ReferralRuleRow = typeof referralRules.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;

const referrer = alias(members, 'referrer');

export const referralRepository = {
  rule: async (db: DbOrTx, merchantCode: string) =>
    one(await db.select().from(referralRules).where(eq(referralRules.merchantCode, merchantCode))),

  saveRule: async (db: DbOrTx, row: typeof referralRules.$inferInsert) =>
    (
      await db
        .insert(referralRules)
        .values(row)
        .onConflictDoUpdate({ target: referralRules.merchantCode, set: { ...row, updatedAt: new Date() } })
        .returning()
    )[0]!,

  enabledRules: (db: DbOrTx) => db.select().from(referralRules).where(eq(referralRules.enabled, true)),

  /** The referee's row, created (REGISTERED) when missing, locked for the transaction. */
  lock: async (db: DbOrTx, referee: { id: number; merchantCode: string; referrerId: number; registeredAt: Date }) => {
    await db
      .insert(referrals)
      .values({
        refereeId: referee.id,
        merchantCode: referee.merchantCode,
        referrerId: referee.referrerId,
        registeredAt: referee.registeredAt,
      })
      .onConflictDoNothing();
    return (await db.select().from(referrals).where(eq(referrals.refereeId, referee.id)).for('update'))[0]!;
  },

  update: (db: DbOrTx, refereeId: number, patch: Partial<typeof referrals.$inferInsert>) =>
    db
      .update(referrals)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(referrals.refereeId, refereeId)),

  member: async (db: DbOrTx, memberId: number) => one(await db.select().from(members).where(eq(members.id, memberId))),

  /** The referee's first paid deposit, if any. */
  firstDeposit: async (db: DbOrTx, memberId: number) =>
    one(
      await db
        .select({ amount: depositOrders.amount, paidAt: depositOrders.paidAt })
        .from(depositOrders)
        .where(
          and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'PAID'), isNotNull(depositOrders.paidAt)),
        )
        .orderBy(asc(depositOrders.paidAt))
        .limit(1),
    ),

  /** Valid turnover of one member between two instants (settled, not rolled back, not a tie). */
  turnover: async (db: DbOrTx, memberId: number, from: Date, to: Date) => {
    const [r] = await db
      .select({ total: sum(betRounds.validBet) })
      .from(betRounds)
      .where(
        and(
          eq(betRounds.memberId, memberId),
          gte(betRounds.closedAt, from),
          lt(betRounds.closedAt, to),
          notInArray(betRounds.status, ['initial', 'cancel', 'refund', 'tie']),
        ),
      );
    return BigInt(r?.total ?? 0);
  },

  /** Referees still open (no row, or REGISTERED) who registered since an instant. */
  openReferees: (db: DbOrTx, merchantCode: string, since: Date) =>
    db
      .select({
        id: members.id,
        merchantCode: members.merchantCode,
        referrerId: members.referrerId,
        registeredAt: members.registeredAt,
      })
      .from(members)
      .leftJoin(referrals, eq(referrals.refereeId, members.id))
      .where(
        and(
          eq(members.merchantCode, merchantCode),
          isNotNull(members.referrerId),
          gte(members.registeredAt, since),
          or(isNull(referrals.refereeId), eq(referrals.status, 'REGISTERED')),
        ),
      ),

  /** Rows still REGISTERED whose window closed before an instant. */
  staleRegistered: (db: DbOrTx, merchantCode: string, registeredBefore: Date) =>
    db
      .select({ refereeId: referrals.refereeId })
      .from(referrals)
      .where(
        and(
          eq(referrals.merchantCode, merchantCode),
          eq(referrals.status, 'REGISTERED'),
          lt(referrals.registeredAt, registeredBefore),
        ),
      ),

  /** The members a referrer invited, newest first, with their referral row when one exists. */
  invitees: (db: DbOrTx, referrerId: number, limit: number) =>
    db
      .select({
        account: members.account,
        registeredAt: members.registeredAt,
        referral: referrals,
      })
      .from(members)
      .leftJoin(referrals, eq(referrals.refereeId, members.id))
      .where(eq(members.referrerId, referrerId))
      .orderBy(desc(members.registeredAt), desc(members.id))
      .limit(limit),

  inviteeTotals: async (db: DbOrTx, referrerId: number) => {
    const [r] = await db
      .select({
        invited: count(),
        rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'REWARDED')`,
        earned: sum(referrals.referrerReward),
      })
      .from(members)
      .leftJoin(referrals, eq(referrals.refereeId, members.id))
      .where(eq(members.referrerId, referrerId));
    return { invited: Number(r?.invited ?? 0), rewarded: Number(r?.rewarded ?? 0), earned: BigInt(r?.earned ?? 0) };
  },

  grid: async (
    db: DbOrTx,
    f: {
      merchantCode: string;
      status?: ReferralRow['status'] | undefined;
      q?: string | undefined;
      sort: 'registeredAt' | 'status';
      desc: boolean;
      limit: number;
      offset: number;
    },
  ) => {
    const statusExpr = sql<string>`coalesce(${referrals.status}, 'REGISTERED')`;
    const like = f.q ? `%${f.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = and(
      eq(members.merchantCode, f.merchantCode),
      isNotNull(members.referrerId),
      f.status ? eq(statusExpr, f.status) : undefined,
      like ? or(sql`${members.accountKey} like ${like}`, sql`${referrer.accountKey} like ${like}`) : undefined,
    );
    const column = f.sort === 'status' ? statusExpr : members.registeredAt;
    const rows = await db
      .select({
        refereeId: members.id,
        referee: members.account,
        referrerId: referrer.id,
        referrer: referrer.account,
        registeredAt: members.registeredAt,
        referral: referrals,
      })
      .from(members)
      .innerJoin(referrer, eq(referrer.id, members.referrerId))
      .leftJoin(referrals, eq(referrals.refereeId, members.id))
      .where(where)
      .orderBy(f.desc ? desc(column) : asc(column), desc(members.id))
      .limit(f.limit)
      .offset(f.offset);
    const [t] = await db
      .select({ n: count() })
      .from(members)
      .innerJoin(referrer, eq(referrer.id, members.referrerId))
      .leftJoin(referrals, eq(referrals.refereeId, members.id))
      .where(where);
    return { rows, total: Number(t?.n ?? 0) };
  },
};
