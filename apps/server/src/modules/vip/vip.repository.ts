import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { betRounds, members, memberVip, merchants, vipLevels, withdrawalOrders } from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipLevelInsert = typeof vipLevels.$inferInsert;
export type MemberVipRow = typeof memberVip.$inferSelect;

/** Rounds that count as valid turnover: settled, not rolled back; a tie turns nothing over. */
const NOT_TURNOVER = ['initial', 'cancel', 'refund', 'tie'] as const;
const settledBetween = (from: Date, to: Date) =>
  and(
    gte(betRounds.closedAt, from),
    lt(betRounds.closedAt, to),
    notInArray(betRounds.status, [...NOT_TURNOVER]),
    eq(betRounds.trial, false),
  );
const big = (v: string | number | null | undefined) => BigInt(v ?? 0);

export const vipRepository = {
  merchants: (db: DbOrTx) => db.select({ code: merchants.code }).from(merchants),

  levels: (db: DbOrTx, merchantCode: string) =>
    db.select().from(vipLevels).where(eq(vipLevels.merchantCode, merchantCode)).orderBy(asc(vipLevels.level)),

  replaceLevels: async (db: DbOrTx, merchantCode: string, rows: Omit<VipLevelInsert, 'merchantCode'>[]) => {
    await db.delete(vipLevels).where(eq(vipLevels.merchantCode, merchantCode));
    return db
      .insert(vipLevels)
      .values(rows.map((r) => ({ ...r, merchantCode })))
      .returning();
  },

  state: async (db: DbOrTx, memberId: number) =>
    one(await db.select().from(memberVip).where(eq(memberVip.memberId, memberId))),

  /** The member's VIP row, created at level 0 when missing, locked for the transaction. */
  lockState: async (db: DbOrTx, merchantCode: string, memberId: number) => {
    await db.insert(memberVip).values({ memberId, merchantCode }).onConflictDoNothing();
    return (await db.select().from(memberVip).where(eq(memberVip.memberId, memberId)).for('update'))[0]!;
  },

  updateState: (db: DbOrTx, memberId: number, patch: Partial<typeof memberVip.$inferInsert>) =>
    db
      .update(memberVip)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(memberVip.memberId, memberId)),

  /** The portal's clubLabel (members.club_rank_level and club_label_name) follows the level. */
  setClub: (db: DbOrTx, memberId: number, level: number, labelName: string) =>
    db.update(members).set({ clubRankLevel: level, clubLabelName: labelName }).where(eq(members.id, memberId)),

  /** Members of a level get its (new) label. */
  relabel: (db: DbOrTx, merchantCode: string, level: number, labelName: string) =>
    db
      .update(members)
      .set({ clubRankLevel: level, clubLabelName: labelName })
      .where(
        inArray(
          members.id,
          db
            .select({ id: memberVip.memberId })
            .from(memberVip)
            .where(and(eq(memberVip.merchantCode, merchantCode), eq(memberVip.level, level))),
        ),
      ),

  /** Members above the table's top level are moved down to it. */
  clampLevels: (db: DbOrTx, merchantCode: string, top: number) =>
    db
      .update(memberVip)
      .set({ level: top, updatedAt: new Date() })
      .where(and(eq(memberVip.merchantCode, merchantCode), sql`${memberVip.level} > ${top}`)),

  member: async (db: DbOrTx, merchantCode: string, memberId: number) =>
    one(
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(members.id, memberId))),
    ),

  /** Valid turnover per member between two instants (members given, or every member who played). */
  turnoverByMember: async (db: DbOrTx, from: Date, to: Date, memberIds?: number[]) => {
    const rows = await db
      .select({ memberId: betRounds.memberId, total: sum(betRounds.validBet) })
      .from(betRounds)
      .where(and(settledBetween(from, to), memberIds ? inArray(betRounds.memberId, memberIds) : undefined))
      .groupBy(betRounds.memberId);
    return new Map(rows.map((r) => [r.memberId, big(r.total)]));
  },

  /** Valid turnover per member and category between two instants, for one brand. */
  turnoverByCategory: async (db: DbOrTx, merchantCode: string, from: Date, to: Date) => {
    const rows = await db
      .select({ memberId: betRounds.memberId, category: betRounds.category, total: sum(betRounds.validBet) })
      .from(betRounds)
      .where(and(eq(betRounds.merchantCode, merchantCode), settledBetween(from, to)))
      .groupBy(betRounds.memberId, betRounds.category);
    const byMember = new Map<number, Record<string, bigint>>();
    for (const r of rows) {
      const m = byMember.get(r.memberId) ?? {};
      m[r.category] = big(r.total);
      byMember.set(r.memberId, m);
    }
    return byMember;
  },

  /** Members (with their brand) who had a round settle since an instant. */
  playedSince: (db: DbOrTx, since: Date) =>
    db
      .selectDistinct({ memberId: betRounds.memberId, merchantCode: betRounds.merchantCode })
      .from(betRounds)
      .where(and(gte(betRounds.closedAt, since), eq(betRounds.trial, false))),

  /** Members above level 0 whose month has not been reviewed yet. */
  toReview: (db: DbOrTx, merchantCode: string, period: string) =>
    db
      .select({ memberId: memberVip.memberId })
      .from(memberVip)
      .where(
        and(
          eq(memberVip.merchantCode, merchantCode),
          sql`${memberVip.level} > 0`,
          lt(memberVip.reviewedPeriod, period),
        ),
      ),

  withBirthDate: (db: DbOrTx, merchantCode: string) =>
    db
      .select({ memberId: memberVip.memberId, birthDate: memberVip.birthDate, level: memberVip.level })
      .from(memberVip)
      .where(and(eq(memberVip.merchantCode, merchantCode), isNotNull(memberVip.birthDate))),

  levelsOf: async (db: DbOrTx, memberIds: number[]) =>
    memberIds.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await db
              .select({ memberId: memberVip.memberId, level: memberVip.level })
              .from(memberVip)
              .where(inArray(memberVip.memberId, memberIds))
          ).map((r) => [r.memberId, r.level]),
        ),

  /** Withdrawals requested since an instant (rejected ones do not count): how many and how much. */
  withdrawnSince: async (db: DbOrTx, memberId: number, since: Date) => {
    const [r] = await db
      .select({ n: count(), total: sum(withdrawalOrders.amount) })
      .from(withdrawalOrders)
      .where(
        and(
          eq(withdrawalOrders.memberId, memberId),
          gte(withdrawalOrders.createdAt, since),
          notInArray(withdrawalOrders.status, ['REJECTED']),
        ),
      );
    return { count: Number(r?.n ?? 0), amount: big(r?.total) };
  },

  grid: async (
    db: DbOrTx,
    f: {
      merchantCode: string;
      level?: number | undefined;
      q?: string | undefined;
      sort: 'level' | 'account' | 'qualifyingDeposit' | 'monthTurnover';
      desc: boolean;
      limit: number;
      offset: number;
    },
  ) => {
    const where = and(
      eq(members.merchantCode, f.merchantCode),
      f.level === undefined ? undefined : eq(sql`coalesce(${memberVip.level}, 0)`, f.level),
      f.q ? sql`${members.accountKey} like ${`%${f.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
      notInArray(members.type, [4]),
    );
    const column = {
      level: sql`coalesce(${memberVip.level}, 0)`,
      account: members.accountKey,
      qualifyingDeposit: sql`coalesce(${memberVip.qualifyingDeposit}, 0)`,
      monthTurnover: sql`coalesce(${memberVip.monthTurnover}, 0)`,
    }[f.sort];
    const rows = await db
      .select({ member: members, vip: memberVip })
      .from(members)
      .leftJoin(memberVip, eq(memberVip.memberId, members.id))
      .where(where)
      .orderBy(f.desc ? desc(column) : asc(column), asc(members.id))
      .limit(f.limit)
      .offset(f.offset);
    const [t] = await db
      .select({ n: count() })
      .from(members)
      .leftJoin(memberVip, eq(memberVip.memberId, members.id))
      .where(where);
    return { rows, total: Number(t?.n ?? 0) };
  },
};
