import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { lotteryPeriods, lotteryTickets, players, walletOutbox } from '../../db/schema';

export type PeriodRow = typeof lotteryPeriods.$inferSelect;
export type TicketRow = typeof lotteryTickets.$inferSelect;
export type TicketStatus = TicketRow['status'];

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** The lottery's SQL: periods, tickets and the per-number liability book. */
export const lotteryRepository = {
  /** Creates a period once (a second runner or a restart finds it there and keeps the committed seed). */
  insertPeriod: (db: StudioDb, row: typeof lotteryPeriods.$inferInsert) =>
    db.insert(lotteryPeriods).values(row).onConflictDoNothing(),

  period: async (db: StudioDb, gameCode: string, periodId: string) =>
    (
      await db
        .select()
        .from(lotteryPeriods)
        .where(and(eq(lotteryPeriods.gameCode, gameCode), eq(lotteryPeriods.periodId, periodId)))
        .limit(1)
    )[0] ?? null,

  /** The period under a row lock (state moves and purchases serialise on it). */
  lockPeriod: async (db: StudioDb, gameCode: string, periodId: string) =>
    (
      await db
        .select()
        .from(lotteryPeriods)
        .where(and(eq(lotteryPeriods.gameCode, gameCode), eq(lotteryPeriods.periodId, periodId)))
        .for('update')
        .limit(1)
    )[0] ?? null,

  /** The period under a shared lock: purchases run side by side, a state change waits for them. */
  sharePeriod: async (db: StudioDb, gameCode: string, periodId: string) =>
    (
      await db
        .select()
        .from(lotteryPeriods)
        .where(and(eq(lotteryPeriods.gameCode, gameCode), eq(lotteryPeriods.periodId, periodId)))
        .for('share')
        .limit(1)
    )[0] ?? null,

  /** Moves a period's state only from the state it was read in (a concurrent or repeated step changes nothing). */
  updatePeriod: async (
    db: StudioDb,
    gameCode: string,
    periodId: string,
    fromStatus: PeriodRow['status'],
    set: Partial<typeof lotteryPeriods.$inferInsert>,
  ) =>
    (
      await db
        .update(lotteryPeriods)
        .set(set)
        .where(
          and(
            eq(lotteryPeriods.gameCode, gameCode),
            eq(lotteryPeriods.periodId, periodId),
            eq(lotteryPeriods.status, fromStatus),
          ),
        )
        .returning({ periodId: lotteryPeriods.periodId })
    ).length === 1,

  /** Periods in a status whose draw instant has come. */
  due: (db: StudioDb, status: PeriodRow['status'], now: Date, limit = 200) =>
    db
      .select()
      .from(lotteryPeriods)
      .where(and(eq(lotteryPeriods.status, status), lte(lotteryPeriods.drawAt, now)))
      .orderBy(asc(lotteryPeriods.drawAt))
      .limit(limit),

  /** Periods on sale at an instant (open ≤ now < close), or the next per game when none was generated yet. */
  onSale: (db: StudioDb, now: Date) =>
    db
      .select()
      .from(lotteryPeriods)
      .where(and(lte(lotteryPeriods.openAt, now), gte(lotteryPeriods.drawAt, now)))
      .orderBy(asc(lotteryPeriods.drawAt)),

  /** Drawn results (confirmed or settled), newest first; optionally one game, one brand day's draws. */
  results: (db: StudioDb, f: { gameCode?: string; from?: Date; to?: Date; limit: number }) =>
    db
      .select()
      .from(lotteryPeriods)
      .where(
        and(
          inArray(lotteryPeriods.status, ['confirmed', 'settled']),
          f.gameCode ? eq(lotteryPeriods.gameCode, f.gameCode) : undefined,
          f.from ? gte(lotteryPeriods.drawAt, f.from) : undefined,
          f.to ? lt(lotteryPeriods.drawAt, f.to) : undefined,
        ),
      )
      .orderBy(desc(lotteryPeriods.drawAt))
      .limit(f.limit),

  /** The latest result of each game. */
  latestResults: async (db: StudioDb) =>
    rowsOf<{ game_code: string; period_id: string }>(
      await db.execute(sql`
        select distinct on (game_code) game_code, period_id from lottery_periods
        where status in ('confirmed', 'settled') order by game_code, draw_at desc`),
    ),

  /** The studio's player of a platform player id (the platform asks by its own id). */
  playerIdOf: async (db: StudioDb, platformPlayerId: string) =>
    (
      await db.select({ id: players.id }).from(players).where(eq(players.platformPlayerId, platformPlayerId)).limit(1)
    )[0]?.id ?? null,

  insertTicket: (db: StudioDb, row: typeof lotteryTickets.$inferInsert) => db.insert(lotteryTickets).values(row),

  ticket: async (db: StudioDb, id: string) =>
    (await db.select().from(lotteryTickets).where(eq(lotteryTickets.id, id)).limit(1))[0] ?? null,

  ticketsOf: (db: StudioDb, gameCode: string, periodId: string, status: TicketStatus, limit: number) =>
    db
      .select()
      .from(lotteryTickets)
      .where(
        and(
          eq(lotteryTickets.gameCode, gameCode),
          eq(lotteryTickets.periodId, periodId),
          eq(lotteryTickets.status, status),
        ),
      )
      .orderBy(asc(lotteryTickets.id))
      .limit(limit),

  /** A member's tickets, newest first, optionally by status. */
  ticketsOfPlayer: (db: StudioDb, playerId: number, statuses: TicketStatus[] | null, limit: number) =>
    db
      .select()
      .from(lotteryTickets)
      .where(
        and(eq(lotteryTickets.playerId, playerId), statuses ? inArray(lotteryTickets.status, statuses) : undefined),
      )
      .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
      .limit(limit),

  /** Moves a ticket only from the status it was read in: each ticket is settled or voided once. */
  moveTicket: async (db: StudioDb, id: string, from: TicketStatus, set: Partial<typeof lotteryTickets.$inferInsert>) =>
    (
      await db
        .update(lotteryTickets)
        .set(set)
        .where(and(eq(lotteryTickets.id, id), eq(lotteryTickets.status, from)))
        .returning({ id: lotteryTickets.id })
    ).length === 1,

  /**
   * Adds a ticket's exposure to one number of the book only if the total stays within the cap, atomically: the
   * upsert locks the row and re-checks the condition on its latest version, so concurrent tickets cannot pass the
   * cap together. False when the number is sold out (the caller's transaction is then rolled back).
   */
  addExposure: async (
    db: StudioDb,
    k: { gameCode: string; periodId: string; pool: string; number: string },
    add: bigint,
    cap: bigint,
  ) => {
    if (add > cap) return false;
    const r = await db.execute(sql`
      insert into lottery_exposure (game_code, period_id, pool, number, amount)
      values (${k.gameCode}, ${k.periodId}, ${k.pool}, ${k.number}, ${add})
      on conflict (game_code, period_id, pool, number)
      do update set amount = lottery_exposure.amount + excluded.amount
      where lottery_exposure.amount + excluded.amount <= ${cap}
      returning amount`);
    return rowsOf(r).length === 1;
  },

  releaseExposure: (
    db: StudioDb,
    k: { gameCode: string; periodId: string; pool: string; number: string },
    amount: bigint,
  ) =>
    db.execute(sql`
      update lottery_exposure set amount = greatest(amount - ${amount}, 0)
      where game_code = ${k.gameCode} and period_id = ${k.periodId} and pool = ${k.pool} and number = ${k.number}`),

  /** The book of a period: exposure per pool and number. */
  exposureOf: async (db: StudioDb, gameCode: string, periodId: string) =>
    rowsOf<{ pool: string; number: string; amount: string }>(
      await db.execute(sql`
        select pool, number, amount::text as amount from lottery_exposure
        where game_code = ${gameCode} and period_id = ${periodId}`),
    ).map((r) => ({ pool: r.pool, number: r.number, amount: BigInt(r.amount) })),

  /** The lottery's wallet calls not yet answered, oldest first. */
  dueCalls: (db: StudioDb, now: Date, limit: number) =>
    db
      .select()
      .from(walletOutbox)
      .where(
        and(
          eq(walletOutbox.status, 'PENDING'),
          eq(walletOutbox.scope, 'lottery'),
          lte(walletOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(walletOutbox.id))
      .limit(limit),
};
