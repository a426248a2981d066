import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { lotteryBetSettings, lotteryPeriods, lotteryTickets, players, walletOutbox } from '../../db/schema';

export type PeriodRow = typeof lotteryPeriods.$inferSelect;
export type TicketRow = typeof lotteryTickets.$inferSelect;
export type TicketStatus = TicketRow['status'];
export type BetSettingRow = typeof lotteryBetSettings.$inferSelect;

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

  /**
   * Closes a period's sales at `at` (its cut-off moves there), only while it still sells; the caller holds the
   * period's row lock. False when it no longer sells.
   */
  closeSales: async (
    db: StudioDb,
    k: { gameCode: string; periodId: string },
    close: { at: Date; by: string; reason: string },
  ) =>
    (
      await db
        .update(lotteryPeriods)
        .set({ closeAt: close.at, closedEarlyAt: close.at, closedEarlyBy: close.by, closeReason: close.reason })
        .where(
          and(
            eq(lotteryPeriods.gameCode, k.gameCode),
            eq(lotteryPeriods.periodId, k.periodId),
            eq(lotteryPeriods.status, 'pending'),
            gt(lotteryPeriods.closeAt, close.at),
          ),
        )
        .returning({ periodId: lotteryPeriods.periodId })
    ).length === 1,

  /** Confirmed periods, whatever their draw instant (a draw closed early may be confirmed before it). */
  confirmed: (db: StudioDb, limit = 200) =>
    db
      .select()
      .from(lotteryPeriods)
      .where(eq(lotteryPeriods.status, 'confirmed'))
      .orderBy(asc(lotteryPeriods.drawAt))
      .limit(limit),

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

  /** Stores one wallet call of the lottery and gives its row back (sent without reading it again). */
  insertCall: async (db: StudioDb, row: typeof walletOutbox.$inferInsert) =>
    (await db.insert(walletOutbox).values(row).returning())[0]!,

  /** Stores a batch of the lottery's wallet calls in one statement and gives their rows back. */
  insertCalls: async (db: StudioDb, rows: (typeof walletOutbox.$inferInsert)[]) =>
    rows.length === 0 ? [] : db.insert(walletOutbox).values(rows).returning(),

  /**
   * Settles open tickets in one statement: each moves only from OPEN (a ticket settled by someone else is left
   * alone). The ids it moved.
   */
  settleOpenTickets: async (
    db: StudioDb,
    outcomes: {
      id: string;
      status: 'WON' | 'LOST';
      win: bigint;
      hits: number;
      lines: unknown;
      winTransactionId: string;
    }[],
    at: { settledAt: Date; revision: number },
  ) => {
    if (outcomes.length === 0) return new Set<string>();
    const values = sql.join(
      outcomes.map(
        (o) =>
          sql`(${o.id}, ${o.status}, ${o.win}::bigint, ${o.hits}::int, ${JSON.stringify(o.lines)}::jsonb, ${o.winTransactionId})`,
      ),
      sql`, `,
    );
    const moved = rowsOf<{ id: string }>(
      await db.execute(sql`
        update lottery_tickets t set status = v.status, win = v.win, hits = v.hits, lines = v.lines,
          win_transaction_id = v.win_tx, settled_at = ${at.settledAt}, revision = ${at.revision}
        from (values ${values}) as v(id, status, win, hits, lines, win_tx)
        where t.id = v.id and t.status = 'OPEN'
        returning t.id`),
    );
    return new Set(moved.map((r) => r.id));
  },

  /** The stored bet calls of tickets (their player and currency), by bet transaction id. */
  betBodies: async (db: StudioDb, transactionIds: string[]) =>
    new Map(
      transactionIds.length === 0
        ? []
        : (
            await db
              .select({ transactionId: walletOutbox.transactionId, body: walletOutbox.body })
              .from(walletOutbox)
              .where(inArray(walletOutbox.transactionId, transactionIds))
          ).map((r) => [r.transactionId, r.body as { playerId?: string; currency?: string }]),
    ),

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
   * Sells a ticket in one statement: the period's row shared (only while it sells: pending and before the cut-off),
   * the ticket and its bet call inserted, and its exposure added to every number under the cap (keys in a fixed
   * order). What did not happen is reported: closed, or the sold-out keys (the caller then rolls back).
   */
  sellTicket: async (
    db: StudioDb,
    t: {
      row: typeof lotteryTickets.$inferInsert & { id: string; gameCode: string; periodId: string };
      bet: Record<string, unknown>;
      adds: { pool: string; number: string; add: bigint }[];
      cap: bigint;
      at: Date;
    },
  ) => {
    const r = t.row;
    const sorted = [...t.adds].sort((a, b) =>
      a.pool === b.pool ? (a.number < b.number ? -1 : 1) : a.pool < b.pool ? -1 : 1,
    );
    const over = sorted.filter((a) => a.add > t.cap).map((a) => `${a.pool}:${a.number}`);
    if (over.length > 0) return { kind: 'soldOut' as const, keys: over };
    const values = sql.join(
      sorted.map((a) => sql`(${a.pool}, ${a.number}, ${a.add}::bigint)`),
      sql`, `,
    );
    const [res] = rowsOf<{
      open: number;
      created_at: string | Date | null;
      outbox_id: string | number | null;
      next_at: string | Date | null;
      added: string[];
    }>(
      await db.execute(sql`
        with p as (
          select 1 as ok from lottery_periods
          where game_code = ${r.gameCode} and period_id = ${r.periodId} and status = 'pending' and close_at > ${t.at}
          for share
        ),
        tk as (
          insert into lottery_tickets (id, player_id, game_code, period_id, bet_type, station, position, numbers,
            points, unit_minor, cost, odds, exposure, status, bet_transaction_id)
          select ${r.id}, ${r.playerId}, ${r.gameCode}, ${r.periodId}, ${r.betType}, ${r.station ?? null},
            ${r.position ?? null}::int, ${JSON.stringify(r.numbers)}::jsonb, ${r.points}::bigint,
            ${r.unitMinor}::bigint, ${r.cost}::bigint, ${JSON.stringify(r.odds)}::jsonb,
            ${JSON.stringify(r.exposure)}::jsonb, 'PENDING', ${r.betTransactionId}
          from p
          returning created_at
        ),
        o as (
          insert into wallet_outbox (round_id, call, scope, transaction_id, status, body)
          select ${r.id}, 'bet', 'lottery', ${r.betTransactionId}, 'PENDING', ${JSON.stringify(t.bet)}::jsonb from tk
          returning id, next_attempt_at
        ),
        e as (
          insert into lottery_exposure (game_code, period_id, pool, number, amount)
          select ${r.gameCode}, ${r.periodId}, v.pool, v.number, v.amount
          from (values ${values}) as v(pool, number, amount) cross join p where true
          on conflict (game_code, period_id, pool, number)
          do update set amount = lottery_exposure.amount + excluded.amount
          where lottery_exposure.amount + excluded.amount <= ${t.cap}
          returning pool, number
        )
        select (select count(*) from p)::int as open, (select created_at from tk) as created_at,
          (select id from o) as outbox_id, (select next_attempt_at from o) as next_at,
          coalesce((select json_agg(pool || ':' || number) from e), '[]'::json) as added`),
    );
    if (!res || res.open === 0 || res.outbox_id === null) return { kind: 'closed' as const };
    const added = new Set(res.added);
    const soldOut = sorted.map((a) => `${a.pool}:${a.number}`).filter((key) => !added.has(key));
    if (soldOut.length > 0) return { kind: 'soldOut' as const, keys: soldOut };
    return {
      kind: 'sold' as const,
      createdAt: new Date(res.created_at!),
      outboxId: Number(res.outbox_id),
      nextAttemptAt: new Date(res.next_at!),
    };
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

  // ---------------------------------------------------------------- operations: settings, draws, reports

  /** The operators' odds and limits of a bet type on a structure, or null (defaults apply). */
  betSetting: async (db: StudioDb, betType: string, structure: string) =>
    (
      await db
        .select()
        .from(lotteryBetSettings)
        .where(and(eq(lotteryBetSettings.betType, betType), eq(lotteryBetSettings.structure, structure as 'MB27')))
        .limit(1)
    )[0] ?? null,

  betSettings: (db: StudioDb) => db.select().from(lotteryBetSettings),

  upsertBetSetting: (db: StudioDb, row: typeof lotteryBetSettings.$inferInsert) =>
    db
      .insert(lotteryBetSettings)
      .values(row)
      .onConflictDoUpdate({
        target: [lotteryBetSettings.betType, lotteryBetSettings.structure],
        set: { ...row, updatedAt: sql`now()` },
      }),

  /** Periods whose draw falls in [from, to), the latest draw first, then by game; optionally one game. */
  periodsBetween: (db: StudioDb, from: Date, to: Date, gameCode: string | undefined, limit: number) =>
    db
      .select()
      .from(lotteryPeriods)
      .where(
        and(
          gte(lotteryPeriods.drawAt, from),
          lt(lotteryPeriods.drawAt, to),
          gameCode ? eq(lotteryPeriods.gameCode, gameCode) : undefined,
        ),
      )
      .orderBy(desc(lotteryPeriods.drawAt), asc(lotteryPeriods.gameCode))
      .limit(limit),

  /**
   * Per period of a draw-time range (or one period): tickets sold (void ones excepted), their stakes, and what
   * the settled ones won. One grouped read for a page of draws.
   */
  periodTotals: async (
    db: StudioDb,
    f: { from: Date; to: Date; gameCode?: string | undefined; periodId?: string | undefined },
  ) =>
    rowsOf<{ game_code: string; period_id: string; tickets: number; settled: number; sales: string; payout: string }>(
      await db.execute(sql`
        select t.game_code, t.period_id, count(*)::int as tickets, sum(t.cost)::text as sales,
          (count(*) filter (where t.status in ('WON', 'LOST')))::int as settled,
          coalesce(sum(t.win) filter (where t.status in ('WON', 'LOST')), 0)::text as payout
        from lottery_periods p
        join lottery_tickets t on t.game_code = p.game_code and t.period_id = p.period_id and t.status <> 'VOID'
        where p.draw_at >= ${f.from} and p.draw_at < ${f.to}
          ${f.gameCode ? sql`and p.game_code = ${f.gameCode}` : sql``}
          ${f.periodId ? sql`and p.period_id = ${f.periodId}` : sql``}
        group by t.game_code, t.period_id`),
    ),

  /** A draw's book, the largest exposures first. */
  topExposure: async (db: StudioDb, gameCode: string, periodId: string, limit: number) =>
    rowsOf<{ pool: string; number: string; amount: string }>(
      await db.execute(sql`
        select e.pool, e.number, e.amount::text as amount from lottery_exposure e
        where e.game_code = ${gameCode} and e.period_id = ${periodId} and e.amount > 0
        order by e.amount desc, e.pool, e.number limit ${limit}`),
    ).map((r) => ({ pool: r.pool, number: r.number, amount: BigInt(r.amount) })),

  /** Settled tickets (won or lost) of draws in [from, to), per game and bet type. */
  report: async (db: StudioDb, from: Date, to: Date) =>
    rowsOf<{ game_code: string; bet_type: string; tickets: number; sales: string; payout: string }>(
      await db.execute(sql`
        select t.game_code, t.bet_type, count(*)::int as tickets, sum(t.cost)::text as sales,
          sum(t.win)::text as payout
        from lottery_periods p
        join lottery_tickets t on t.game_code = p.game_code and t.period_id = p.period_id
        where p.draw_at >= ${from} and p.draw_at < ${to} and t.status in ('WON', 'LOST')
        group by t.game_code, t.bet_type
        order by t.game_code, t.bet_type`),
    ),

  /** Settled tickets of a period still at an earlier revision than the draw's (a correction re-settles them). */
  staleTickets: (db: StudioDb, gameCode: string, periodId: string, revision: number, limit: number) =>
    db
      .select()
      .from(lotteryTickets)
      .where(
        and(
          eq(lotteryTickets.gameCode, gameCode),
          eq(lotteryTickets.periodId, periodId),
          inArray(lotteryTickets.status, ['WON', 'LOST']),
          lt(lotteryTickets.revision, revision),
        ),
      )
      .orderBy(asc(lotteryTickets.id))
      .limit(limit),

  /** Re-settles a ticket only from the revision it was read at: each correction moves it once. */
  resettleTicket: async (
    db: StudioDb,
    id: string,
    fromRevision: number,
    set: Partial<typeof lotteryTickets.$inferInsert>,
  ) =>
    (
      await db
        .update(lotteryTickets)
        .set(set)
        .where(
          and(
            eq(lotteryTickets.id, id),
            eq(lotteryTickets.revision, fromRevision),
            inArray(lotteryTickets.status, ['WON', 'LOST']),
          ),
        )
        .returning({ id: lotteryTickets.id })
    ).length === 1,

  /** How many tickets of a period were settled (won or lost). */
  settledCount: async (db: StudioDb, gameCode: string, periodId: string) =>
    rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from lottery_tickets
        where game_code = ${gameCode} and period_id = ${periodId} and status in ('WON', 'LOST')`),
    )[0]!.n,
};
