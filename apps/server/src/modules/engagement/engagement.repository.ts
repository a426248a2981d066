import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  leaderboardPayouts,
  leaderboards,
  missions,
  raffleEntries,
  raffles,
  redEnvelopeRains,
  redEnvelopes,
  redEnvelopeSchedules,
  rewardItems,
} from '../../db/schema.js';
import { one } from '../../lib/db.js';

export type RainScheduleRow = typeof redEnvelopeSchedules.$inferSelect;
export type RainRow = typeof redEnvelopeRains.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;
export type LeaderboardRow = typeof leaderboards.$inferSelect;
export type RaffleRow = typeof raffles.$inferSelect;
export type RaffleEntryRow = typeof raffleEntries.$inferSelect;

type Row = Record<string, unknown>;
const rowsOf = async (db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
const big = (v: unknown) => BigInt(String((v as string | number | bigint | null) ?? 0).split('.')[0]!);

/** Settled rounds that count (not open, not rolled back), closed in the window. */
const SETTLED = sql`status not in ('initial', 'cancel', 'refund') and trial = false`;

/** A window of the records: the brand, optional member, [start, end). */
export type Window = { merchantCode: string; start: Date; end: Date; category?: string | null; memberId?: number };

const betFilter = (w: Window) =>
  sql`merchant_code = ${w.merchantCode} and ${SETTLED} and closed_at >= ${w.start.toISOString()} and closed_at < ${w.end.toISOString()}${
    w.category ? sql` and category = ${w.category}` : sql``
  }${w.memberId !== undefined ? sql` and member_id = ${w.memberId}` : sql``}`;

const depositFilter = (w: Window) =>
  sql`merchant_code = ${w.merchantCode} and status = 'PAID' and paid_at >= ${w.start.toISOString()} and paid_at < ${w.end.toISOString()}${
    w.memberId !== undefined ? sql` and member_id = ${w.memberId}` : sql``
  }`;

export type MetricName = 'VALID_BET' | 'ROUNDS' | 'DEPOSIT_COUNT' | 'DEPOSIT_TOTAL';

const metricSql = (metric: MetricName, w: Window) => {
  switch (metric) {
    case 'VALID_BET':
      // Ties turn nothing over.
      return sql`select member_id, coalesce(sum(case when status = 'tie' then 0 else valid_bet end), 0) as v from bet_rounds where ${betFilter(w)} group by member_id`;
    case 'ROUNDS':
      return sql`select member_id, count(*) as v from bet_rounds where ${betFilter(w)} group by member_id`;
    case 'DEPOSIT_COUNT':
      return sql`select member_id, count(*) as v from deposit_orders where ${depositFilter(w)} group by member_id`;
    case 'DEPOSIT_TOTAL':
      return sql`select member_id, coalesce(sum(amount), 0) as v from deposit_orders where ${depositFilter(w)} group by member_id`;
  }
};

export const engagementRepository = {
  // Records: progress and standings are always read from bet_rounds and deposit_orders.

  /** A metric per member over a window (one member when w.memberId is set). */
  metricByMember: async (db: DbOrTx, metric: MetricName, w: Window) =>
    new Map((await rowsOf(db, metricSql(metric, w))).map((r) => [Number(r.member_id), big(r.v)])),

  /** Members at or above a target (the mission offer job). */
  membersReaching: async (db: DbOrTx, metric: MetricName, w: Window, target: bigint) =>
    (await rowsOf(db, sql`select member_id from (${metricSql(metric, w)}) m where v >= ${target.toString()}`)).map(
      (r) => Number(r.member_id),
    ),

  /**
   * A board's ranking: score (turnover in minor units, or the multiplier × 10000 as an integer),
   * ties broken by who got there first; the top `limit` and, when asked, one member's own row.
   */
  standings: async (
    db: DbOrTx,
    board: { metric: 'TURNOVER' | 'MULTIPLIER'; minBet: bigint },
    w: Window,
    limit: number,
    memberId?: number,
  ) => {
    const scored =
      board.metric === 'TURNOVER'
        ? sql`select member_id, sum(case when status = 'tie' then 0 else valid_bet end) as score, max(closed_at) as at from bet_rounds where ${betFilter(w)} group by member_id having sum(case when status = 'tie' then 0 else valid_bet end) > 0`
        : sql`select member_id, max(floor(win_amount * 10000 / bet_amount)) as score, min(closed_at) as at from bet_rounds where ${betFilter(w)} and bet_amount > 0 and bet_amount >= ${board.minBet.toString()} and win_amount > 0 group by member_id`;
    const ranked = sql`select s.member_id, s.score, m.account, rank() over (order by s.score desc, s.at asc, s.member_id asc) as rank from (${scored}) s join members m on m.id = s.member_id where m.type <> 4`;
    const top = await rowsOf(db, sql`select * from (${ranked}) r order by rank limit ${limit}`);
    const mine =
      memberId === undefined
        ? []
        : await rowsOf(db, sql`select * from (${ranked}) r where member_id = ${memberId} limit 1`);
    const shape = (r: Row) => ({
      rank: Number(r.rank),
      memberId: Number(r.member_id),
      account: String(r.account),
      score: big(r.score),
    });
    return { top: top.map(shape), me: mine[0] ? shape(mine[0]) : null };
  },

  hasPaidDeposit: async (db: DbOrTx, memberId: number) =>
    (await rowsOf(db, sql`select 1 from deposit_orders where member_id = ${memberId} and status = 'PAID' limit 1`))
      .length > 0,

  memberProfile: async (db: DbOrTx, memberId: number) =>
    one(
      (await rowsOf(db, sql`select id, account, type, club_rank_level from members where id = ${memberId}`)).map(
        (r) => ({
          id: Number(r.id),
          account: String(r.account),
          type: Number(r.type),
          rankLevel: Number(r.club_rank_level),
        }),
      ),
    ),

  accountsOf: async (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await rowsOf(
              db,
              sql`select id, account from members where id in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})`,
            )
          ).map((r) => [Number(r.id), String(r.account)]),
        ),

  /** Reward items of one feature by key prefix (a member's mission rewards of a period). */
  rewardKeys: async (db: DbOrTx, merchantCode: string, keys: string[]) =>
    keys.length === 0
      ? []
      : db
          .select({ key: rewardItems.key, status: rewardItems.status, id: rewardItems.id })
          .from(rewardItems)
          .where(and(eq(rewardItems.merchantCode, merchantCode), inArray(rewardItems.key, keys))),

  countRewardsBySourceRef: async (
    db: DbOrTx,
    merchantCode: string,
    source: 'MISSION',
    sourceRef: string,
    keyLike: string,
  ) => {
    const rows = await rowsOf(
      db,
      sql`select count(*) as offered, count(*) filter (where status = 'CLAIMED') as claimed from reward_items where merchant_code = ${merchantCode} and source = ${source} and source_ref = ${sourceRef} and key like ${keyLike}`,
    );
    return { offered: Number(rows[0]?.offered ?? 0), claimed: Number(rows[0]?.claimed ?? 0) };
  },

  // Red-envelope schedules and rains.
  schedules: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(redEnvelopeSchedules)
      .where(eq(redEnvelopeSchedules.merchantCode, merchantCode))
      .orderBy(asc(redEnvelopeSchedules.id)),
  enabledSchedules: (db: DbOrTx) =>
    db.select().from(redEnvelopeSchedules).where(eq(redEnvelopeSchedules.enabled, true)),
  schedule: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(redEnvelopeSchedules)
        .where(and(eq(redEnvelopeSchedules.merchantCode, merchantCode), eq(redEnvelopeSchedules.id, id))),
    ),
  insertSchedule: async (db: DbOrTx, row: typeof redEnvelopeSchedules.$inferInsert) =>
    (await db.insert(redEnvelopeSchedules).values(row).returning())[0]!,
  updateSchedule: async (db: DbOrTx, id: number, row: Partial<typeof redEnvelopeSchedules.$inferInsert>) =>
    (
      await db
        .update(redEnvelopeSchedules)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(redEnvelopeSchedules.id, id))
        .returning()
    )[0]!,

  /** Creates the rain of an occurrence unless it exists (null: another run created it). */
  insertRain: async (db: DbOrTx, row: typeof redEnvelopeRains.$inferInsert) =>
    one(await db.insert(redEnvelopeRains).values(row).onConflictDoNothing().returning()),
  insertEnvelopes: async (db: DbOrTx, rainId: number, amounts: bigint[]) => {
    for (let i = 0; i < amounts.length; i += 1000)
      await db
        .insert(redEnvelopes)
        .values(amounts.slice(i, i + 1000).map((amount, j) => ({ rainId, seq: i + j + 1, amount })));
  },
  rain: async (db: DbOrTx, id: number) =>
    one(await db.select().from(redEnvelopeRains).where(eq(redEnvelopeRains.id, id))),
  /** Rains running at `now` for a brand, soonest end first. */
  activeRains: (db: DbOrTx, merchantCode: string, now: Date) =>
    db
      .select()
      .from(redEnvelopeRains)
      .where(
        and(
          eq(redEnvelopeRains.merchantCode, merchantCode),
          lte(redEnvelopeRains.startsAt, now),
          gt(redEnvelopeRains.endsAt, now),
        ),
      )
      .orderBy(asc(redEnvelopeRains.endsAt)),
  recentRains: (db: DbOrTx, scheduleId: number, limit: number) =>
    rowsOf(
      db,
      sql`select r.id, r.starts_at, r.ends_at, r.budget, r.envelope_count, count(e.member_id) as claimed, coalesce(sum(e.amount) filter (where e.member_id is not null), 0) as claimed_amount
          from red_envelope_rains r left join red_envelopes e on e.rain_id = r.id where r.schedule_id = ${scheduleId}
          group by r.id order by r.starts_at desc limit ${limit}`,
    ),
  envelopesLeft: async (db: DbOrTx, rainId: number) =>
    (
      await db
        .select({ n: count() })
        .from(redEnvelopes)
        .where(and(eq(redEnvelopes.rainId, rainId), sql`member_id is null`))
    )[0]!.n,
  openedBy: (db: DbOrTx, rainId: number, memberId: number) =>
    db
      .select({ amount: redEnvelopes.amount })
      .from(redEnvelopes)
      .where(and(eq(redEnvelopes.rainId, rainId), eq(redEnvelopes.memberId, memberId)))
      .orderBy(asc(redEnvelopes.memberSlot)),
  /** Serialises one member's claims in one rain (the unique index is the backstop). */
  lockMemberInRain: async (db: DbOrTx, rainId: number, memberId: number) => {
    await db.execute(sql`select pg_advisory_xact_lock(${rainId}::int, ${memberId}::int)`);
  },
  /** Takes one unclaimed envelope: concurrent claims skip each other's locked rows, never wait or double-take. */
  takeEnvelope: async (db: DbOrTx, rainId: number, memberId: number, slot: number) => {
    const rows = await rowsOf(
      db,
      sql`update red_envelopes set member_id = ${memberId}, member_slot = ${slot}, claimed_at = now()
          where id = (select id from red_envelopes where rain_id = ${rainId} and member_id is null order by seq limit 1 for update skip locked)
          returning id, amount`,
    );
    return rows[0] ? { id: Number(rows[0].id), amount: big(rows[0].amount) } : null;
  },
  setEnvelopeItem: async (db: DbOrTx, id: number, rewardItemId: number) => {
    await db.update(redEnvelopes).set({ rewardItemId }).where(eq(redEnvelopes.id, id));
  },

  // Missions.
  missions: (db: DbOrTx, merchantCode: string, enabledOnly: boolean) =>
    db
      .select()
      .from(missions)
      .where(and(eq(missions.merchantCode, merchantCode), enabledOnly ? eq(missions.enabled, true) : undefined))
      .orderBy(asc(missions.sort), asc(missions.id)),
  allEnabledMissions: (db: DbOrTx) => db.select().from(missions).where(eq(missions.enabled, true)),
  mission: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(missions)
        .where(and(eq(missions.merchantCode, merchantCode), eq(missions.id, id))),
    ),
  insertMission: async (db: DbOrTx, row: typeof missions.$inferInsert) =>
    (await db.insert(missions).values(row).returning())[0]!,
  updateMission: async (db: DbOrTx, id: number, row: Partial<typeof missions.$inferInsert>) =>
    (
      await db
        .update(missions)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(missions.id, id))
        .returning()
    )[0]!,

  // Leaderboards.
  boards: (db: DbOrTx, merchantCode: string, enabledOnly: boolean) =>
    db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.merchantCode, merchantCode), enabledOnly ? eq(leaderboards.enabled, true) : undefined))
      .orderBy(asc(leaderboards.id)),
  allEnabledBoards: (db: DbOrTx) => db.select().from(leaderboards).where(eq(leaderboards.enabled, true)),
  board: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(leaderboards)
        .where(and(eq(leaderboards.merchantCode, merchantCode), eq(leaderboards.id, id))),
    ),
  insertBoard: async (db: DbOrTx, row: typeof leaderboards.$inferInsert) =>
    (await db.insert(leaderboards).values(row).returning())[0]!,
  updateBoard: async (db: DbOrTx, id: number, row: Partial<typeof leaderboards.$inferInsert>) =>
    (
      await db
        .update(leaderboards)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(leaderboards.id, id))
        .returning()
    )[0]!,
  /** Records a board's period as paid; null when it already was (the job ran before). */
  insertPayout: async (db: DbOrTx, row: typeof leaderboardPayouts.$inferInsert) =>
    one(await db.insert(leaderboardPayouts).values(row).onConflictDoNothing().returning()),
  payouts: (db: DbOrTx, boardId: number, limit: number) =>
    db
      .select()
      .from(leaderboardPayouts)
      .where(eq(leaderboardPayouts.boardId, boardId))
      .orderBy(desc(leaderboardPayouts.paidAt))
      .limit(limit),

  // Raffles.
  raffles: (db: DbOrTx, merchantCode: string) =>
    db.select().from(raffles).where(eq(raffles.merchantCode, merchantCode)).orderBy(desc(raffles.drawAt)).limit(50),
  raffle: async (db: DbOrTx, merchantCode: string, id: number) =>
    one(
      await db
        .select()
        .from(raffles)
        .where(and(eq(raffles.merchantCode, merchantCode), eq(raffles.id, id))),
    ),
  raffleForUpdate: async (db: DbOrTx, id: number) =>
    one(await db.select().from(raffles).where(eq(raffles.id, id)).for('update')),
  /** Raffles of a brand taking tickets at `at` of a mode. */
  openRaffles: (db: DbOrTx, merchantCode: string, mode: 'DEPOSIT' | 'TURNOVER', at: Date) =>
    db
      .select()
      .from(raffles)
      .where(
        and(
          eq(raffles.merchantCode, merchantCode),
          eq(raffles.ticketMode, mode),
          lte(raffles.opensAt, at),
          gt(raffles.closesAt, at),
          sql`drawn_at is null`,
        ),
      ),
  dueRaffles: (db: DbOrTx, now: Date) =>
    db
      .select()
      .from(raffles)
      .where(and(lte(raffles.drawAt, now), sql`drawn_at is null`)),
  insertRaffle: async (db: DbOrTx, row: typeof raffles.$inferInsert) =>
    (await db.insert(raffles).values(row).returning())[0]!,
  setDrawn: async (
    db: DbOrTx,
    id: number,
    row: Pick<RaffleRow, 'ticketListHash' | 'totalTickets' | 'winners' | 'drawnAt'>,
  ) => (await db.update(raffles).set(row).where(eq(raffles.id, id)).returning())[0]!,
  insertEntry: async (db: DbOrTx, row: typeof raffleEntries.$inferInsert) =>
    one(await db.insert(raffleEntries).values(row).onConflictDoNothing().returning()),
  entries: (db: DbOrTx, raffleId: number) =>
    db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, raffleId)).orderBy(asc(raffleEntries.id)),
  ticketsOf: async (db: DbOrTx, raffleId: number, memberId: number) =>
    Number(
      (
        await db
          .select({ n: sql<string>`coalesce(sum(${raffleEntries.tickets}), 0)` })
          .from(raffleEntries)
          .where(and(eq(raffleEntries.raffleId, raffleId), eq(raffleEntries.memberId, memberId)))
      )[0]!.n,
    ),
  raffleTotals: async (db: DbOrTx, raffleId: number) => {
    const r = await rowsOf(
      db,
      sql`select coalesce(sum(tickets), 0) as tickets, count(distinct member_id) as members from raffle_entries where raffle_id = ${raffleId}`,
    );
    return { tickets: Number(r[0]?.tickets ?? 0), members: Number(r[0]?.members ?? 0) };
  },
};
