import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  betRounds,
  bonusGrants,
  depositOrders,
  memberIps,
  members,
  merchants,
  payoutAccounts,
  promotionAbuseRefusals,
  promotionApplications,
  promotionCheckins,
  promotionParticipations,
  promotions,
  rewardItems,
} from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionInsert = typeof promotions.$inferInsert;
export type ParticipationRow = typeof promotionParticipations.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** Settled rounds whose valid bet counts (rolled back and open rounds do not). */
const SETTLED = ['win', 'lose', 'tie', 'win_half', 'lose_half', 'cash_out'];

export const promotionsRepository = {
  /**
   * Promotions the portal shows: live ones (upcoming, running, or whose window closed after
   * `keepClosedSince`) and ones an operator ended after it (shown closed).
   */
  listVisible: (db: DbOrTx, merchantCode: string, keepClosedSince: Date) =>
    db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.merchantCode, merchantCode),
          or(
            and(eq(promotions.state, 'LIVE'), or(isNull(promotions.endAt), gte(promotions.endAt, keepClosedSince))),
            and(eq(promotions.state, 'ENDED'), gte(promotions.updatedAt, keepClosedSince)),
          ),
        ),
      )
      .orderBy(asc(promotions.sort), desc(promotions.id)),

  byId: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id))),
    ),

  liveOfMechanic: (db: DbOrTx, merchantCode: string | null, mechanic: PromotionRow['mechanic']) =>
    db
      .select()
      .from(promotions)
      .where(
        and(
          merchantCode ? eq(promotions.merchantCode, merchantCode) : undefined,
          eq(promotions.state, 'LIVE'),
          eq(promotions.mechanic, mechanic),
        ),
      )
      .orderBy(asc(promotions.id)),

  insert: async (db: DbOrTx, row: PromotionInsert) => (await db.insert(promotions).values(row).returning())[0]!,

  update: async (db: DbOrTx, merchantCode: string, id: number, patch: Partial<PromotionInsert>) =>
    one(
      await db
        .update(promotions)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id)))
        .returning(),
    ),

  /**
   * Commits `amount` of the budget: one conditional update, so parallel claims can never pass the
   * cap (the row lock orders them; the loser sees the new `spent`). Null when the budget cannot pay.
   */
  spend: async (db: DbOrTx, id: number, amount: bigint) =>
    one(
      await db
        .update(promotions)
        .set({ spent: sql`${promotions.spent} + ${amount}` })
        .where(
          and(
            eq(promotions.id, id),
            or(isNull(promotions.budget), sql`${promotions.spent} + ${amount} <= ${promotions.budget}`),
          ),
        )
        .returning({ id: promotions.id }),
    ),

  grid: async (
    db: DbOrTx,
    merchantCode: string,
    q: {
      type?: string | undefined;
      state?: string | undefined;
      offset: number;
      limit: number;
      sort: string;
      desc: boolean;
    },
  ) => {
    const where = and(
      eq(promotions.merchantCode, merchantCode),
      q.type ? eq(promotions.type, q.type as PromotionRow['type']) : undefined,
      q.state ? eq(promotions.state, q.state as PromotionRow['state']) : undefined,
    );
    const col =
      {
        id: promotions.id,
        sort: promotions.sort,
        startAt: promotions.startAt,
        state: promotions.state,
        type: promotions.type,
      }[q.sort] ?? promotions.id;
    const rows = await db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(q.desc ? desc(col) : asc(col), desc(promotions.id))
      .offset(q.offset)
      .limit(q.limit);
    const total = (await db.select({ n: count() }).from(promotions).where(where))[0]!.n;
    return { rows, total };
  },

  // Participations.

  /** Inserts a join or a reward slot; null when it exists (the period or the deposit was already used). */
  insertParticipation: async (db: DbOrTx, row: typeof promotionParticipations.$inferInsert) =>
    one(await db.insert(promotionParticipations).values(row).onConflictDoNothing().returning()),

  removeParticipation: (db: DbOrTx, id: number) =>
    db.delete(promotionParticipations).where(eq(promotionParticipations.id, id)),

  linkParticipationItem: (db: DbOrTx, id: number, rewardItemId: number) =>
    db.update(promotionParticipations).set({ rewardItemId }).where(eq(promotionParticipations.id, id)),

  /** A member's participations in some promotions, with the status of each reward's item. */
  participationsOf: (db: DbOrTx, memberId: number, promotionIds: number[]) =>
    promotionIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ p: promotionParticipations, itemStatus: rewardItems.status, itemExpiresAt: rewardItems.expiresAt })
          .from(promotionParticipations)
          .leftJoin(rewardItems, eq(rewardItems.id, promotionParticipations.rewardItemId))
          .where(
            and(
              eq(promotionParticipations.memberId, memberId),
              inArray(promotionParticipations.promotionId, promotionIds),
            ),
          )
          .orderBy(asc(promotionParticipations.id)),

  /** Rewards of a promotion a member received in slots whose period starts with `prefix`. */
  countRewards: async (db: DbOrTx, promotionId: number, memberId: number, prefix: string) =>
    (
      await db
        .select({ n: count() })
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.promotionId, promotionId),
            eq(promotionParticipations.memberId, memberId),
            eq(promotionParticipations.kind, 'REWARD'),
            sql`${promotionParticipations.period} like ${prefix + '%'}`,
          ),
        )
    )[0]!.n,

  joinOf: async (db: DbOrTx, promotionId: number, memberId: number) =>
    one(
      await db
        .select()
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.promotionId, promotionId),
            eq(promotionParticipations.memberId, memberId),
            eq(promotionParticipations.kind, 'JOIN'),
          ),
        ),
    ),

  // Members' facts for eligibility.

  /** The brand's country (its time zone), read in the caller's transaction. */
  merchantCountry: async (db: DbOrTx, merchantCode: string) =>
    one(await db.select({ country: merchants.defaultCountry }).from(merchants).where(eq(merchants.code, merchantCode)))
      ?.country ?? null,

  member: async (db: DbOrTx, memberId: number) => one(await db.select().from(members).where(eq(members.id, memberId))),

  /** Serialises one member's competing writes (parallel applications) on the member row. */
  lockMember: (db: DbOrTx, memberId: number) =>
    db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update'),

  /** Paid deposits of a member (count and total), optionally from a moment on and without one order. */
  deposits: async (db: DbOrTx, memberId: number, since?: Date, excludeOrderNo?: string) => {
    const r = (
      await db
        .select({ n: count(), total: sum(depositOrders.amount) })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.status, 'PAID'),
            since ? gte(depositOrders.paidAt, since) : undefined,
            excludeOrderNo ? ne(depositOrders.orderNo, excludeOrderNo) : undefined,
          ),
        )
    )[0]!;
    return { count: r.n, total: BigInt(r.total ?? '0') };
  },

  /** Other members of the brand, with a reward of this promotion, sharing a payout account number. */
  linkedByPayout: (db: DbOrTx, promotionId: number, memberId: number) => {
    const mine = db
      .select({ no: payoutAccounts.accountNo })
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)));
    return db
      .selectDistinct({ memberId: payoutAccounts.memberId, evidence: payoutAccounts.accountNo })
      .from(payoutAccounts)
      .innerJoin(
        promotionParticipations,
        and(
          eq(promotionParticipations.memberId, payoutAccounts.memberId),
          eq(promotionParticipations.promotionId, promotionId),
          eq(promotionParticipations.kind, 'REWARD'),
        ),
      )
      .where(and(inArray(payoutAccounts.accountNo, mine), ne(payoutAccounts.memberId, memberId)))
      .limit(5);
  },

  /** Other members, with a reward of this promotion, seen on one of this member's IPs since `since`. */
  linkedByIp: (db: DbOrTx, promotionId: number, memberId: number, since: Date) => {
    const mine = db
      .select({ ip: memberIps.ip })
      .from(memberIps)
      .where(and(eq(memberIps.memberId, memberId), gte(memberIps.lastSeenAt, since)));
    return db
      .selectDistinct({ memberId: memberIps.memberId, evidence: memberIps.ip })
      .from(memberIps)
      .innerJoin(
        promotionParticipations,
        and(
          eq(promotionParticipations.memberId, memberIps.memberId),
          eq(promotionParticipations.promotionId, promotionId),
          eq(promotionParticipations.kind, 'REWARD'),
        ),
      )
      .where(and(inArray(memberIps.ip, mine), ne(memberIps.memberId, memberId), gte(memberIps.lastSeenAt, since)))
      .limit(5);
  },

  insertRefusal: (db: DbOrTx, row: typeof promotionAbuseRefusals.$inferInsert) =>
    db.insert(promotionAbuseRefusals).values(row),

  // Applications.

  latestApplications: (db: DbOrTx, memberId: number, promotionIds: number[]) =>
    promotionIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(promotionApplications)
          .where(
            and(eq(promotionApplications.memberId, memberId), inArray(promotionApplications.promotionId, promotionIds)),
          )
          .orderBy(asc(promotionApplications.id)),

  insertApplication: async (db: DbOrTx, row: typeof promotionApplications.$inferInsert) =>
    (await db.insert(promotionApplications).values(row).returning())[0]!,

  /** Locks an application for its decision. */
  lockApplication: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(promotionApplications)
        .where(and(eq(promotionApplications.merchantCode, merchantCode), eq(promotionApplications.id, id)))
        .for('update'),
    ),

  decideApplication: (db: DbOrTx, id: number, patch: Partial<typeof promotionApplications.$inferInsert>) =>
    db
      .update(promotionApplications)
      .set({ ...patch, reviewedAt: new Date() })
      .where(eq(promotionApplications.id, id)),

  applicationsGrid: async (
    db: DbOrTx,
    merchantCode: string,
    q: { status?: string | undefined; offset: number; limit: number; desc: boolean },
  ) => {
    const where = and(
      eq(promotionApplications.merchantCode, merchantCode),
      q.status ? eq(promotionApplications.status, q.status as ApplicationRow['status']) : undefined,
    );
    const rows = await db
      .select({ a: promotionApplications, account: members.account, promotion: promotions })
      .from(promotionApplications)
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .where(where)
      .orderBy(q.desc ? desc(promotionApplications.id) : asc(promotionApplications.id))
      .offset(q.offset)
      .limit(q.limit);
    const total = (await db.select({ n: count() }).from(promotionApplications).where(where))[0]!.n;
    return { rows, total };
  },

  // Check-ins.

  lastCheckins: (db: DbOrTx, memberId: number, promotionIds: number[]) =>
    promotionIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(promotionCheckins)
          .where(and(eq(promotionCheckins.memberId, memberId), inArray(promotionCheckins.promotionId, promotionIds)))
          .orderBy(desc(promotionCheckins.day))
          .limit(promotionIds.length * 2),

  lastCheckin: async (db: DbOrTx, promotionId: number, memberId: number) =>
    one(
      await db
        .select()
        .from(promotionCheckins)
        .where(and(eq(promotionCheckins.promotionId, promotionId), eq(promotionCheckins.memberId, memberId)))
        .orderBy(desc(promotionCheckins.day))
        .limit(1),
    ),

  insertCheckin: async (db: DbOrTx, row: typeof promotionCheckins.$inferInsert) =>
    one(await db.insert(promotionCheckins).values(row).onConflictDoNothing().returning()),

  linkCheckinItem: (db: DbOrTx, id: number, rewardItemId: number) =>
    db.update(promotionCheckins).set({ rewardItemId }).where(eq(promotionCheckins.id, id)),

  // Rebates.

  /**
   * Per member: valid turnover and net result (wins − bets) of settled rounds closed in [from, to),
   * in the given categories and vendors (empty: all). Trial rounds never count.
   */
  turnoverByMember: (
    db: DbOrTx,
    q: { merchantCode: string; from: Date; to: Date; categories: string[]; vendors: string[] },
  ) =>
    db
      .select({
        memberId: betRounds.memberId,
        validBet: sum(betRounds.validBet),
        bet: sum(betRounds.betAmount),
        win: sum(betRounds.winAmount),
      })
      .from(betRounds)
      .where(
        and(
          eq(betRounds.merchantCode, q.merchantCode),
          eq(betRounds.trial, false),
          inArray(betRounds.status, SETTLED as (typeof betRounds.$inferSelect)['status'][]),
          isNotNull(betRounds.closedAt),
          gte(betRounds.closedAt, q.from),
          sql`${betRounds.closedAt} < ${q.to}`,
          q.categories.length ? inArray(betRounds.category, q.categories) : undefined,
          q.vendors.length ? inArray(betRounds.vendorCode, q.vendors) : undefined,
        ),
      )
      .groupBy(betRounds.memberId),

  joinedMemberIds: async (db: DbOrTx, promotionId: number) =>
    (
      await db
        .select({ memberId: promotionParticipations.memberId })
        .from(promotionParticipations)
        .where(and(eq(promotionParticipations.promotionId, promotionId), eq(promotionParticipations.kind, 'JOIN')))
    ).map((r) => r.memberId),

  // Reports.

  report: async (db: DbOrTx, merchantCode: string) => {
    const promos = await db
      .select()
      .from(promotions)
      .where(eq(promotions.merchantCode, merchantCode))
      .orderBy(asc(promotions.sort), asc(promotions.id));
    const parts = await db
      .select({
        promotionId: promotionParticipations.promotionId,
        kind: promotionParticipations.kind,
        itemStatus: rewardItems.status,
        n: count(),
        amount: sum(promotionParticipations.amount),
      })
      .from(promotionParticipations)
      .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
      .leftJoin(rewardItems, eq(rewardItems.id, promotionParticipations.rewardItemId))
      .where(eq(promotions.merchantCode, merchantCode))
      .groupBy(promotionParticipations.promotionId, promotionParticipations.kind, rewardItems.status);
    const apps = await db
      .select({ promotionId: promotionApplications.promotionId, n: count() })
      .from(promotionApplications)
      .where(eq(promotionApplications.merchantCode, merchantCode))
      .groupBy(promotionApplications.promotionId);
    const grants = await db
      .select({ promotionId: promotionParticipations.promotionId, status: bonusGrants.status, n: count() })
      .from(bonusGrants)
      .innerJoin(promotionParticipations, eq(promotionParticipations.rewardItemId, bonusGrants.rewardItemId))
      .where(eq(bonusGrants.merchantCode, merchantCode))
      .groupBy(promotionParticipations.promotionId, bonusGrants.status);
    const refusals = await db
      .select({ promotionId: promotionAbuseRefusals.promotionId, n: count() })
      .from(promotionAbuseRefusals)
      .where(eq(promotionAbuseRefusals.merchantCode, merchantCode))
      .groupBy(promotionAbuseRefusals.promotionId);
    return { promos, parts, apps, grants, refusals };
  },

  refusals: (db: DbOrTx, merchantCode: string, limit: number) =>
    db
      .select()
      .from(promotionAbuseRefusals)
      .where(eq(promotionAbuseRefusals.merchantCode, merchantCode))
      .orderBy(desc(promotionAbuseRefusals.id))
      .limit(limit),

  /** Pairs of rewarded members of the same promotion sharing a payout account number (not only refusals). */
  linkedRewardPairs: async (db: DbOrTx, merchantCode: string, limit: number) =>
    (
      (await db.execute(sql`
      select distinct p1.promotion_id, p1.member_id as a, p2.member_id as b, pa1.account_no as evidence,
        greatest(p1.created_at, p2.created_at) as at
      from promotion_participations p1
      join promotion_participations p2 on p2.promotion_id = p1.promotion_id and p2.member_id > p1.member_id
        and p2.kind = 'REWARD'
      join payout_accounts pa1 on pa1.member_id = p1.member_id
      join payout_accounts pa2 on pa2.member_id = p2.member_id and pa2.account_no = pa1.account_no
      where p1.merchant_code = ${merchantCode} and p1.kind = 'REWARD'
      limit ${limit}`)) as unknown as {
        rows: { promotion_id: number; a: number; b: number; evidence: string; at: Date | string }[];
      }
    ).rows,

  accounts: async (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.id, ids))
          ).map((r) => [r.id, r.account] as const),
        ),
};

export type PromotionsRepository = typeof promotionsRepository;
