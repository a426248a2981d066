import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { StudioDb } from '../../db/client';
import { lotteryChases, lotteryChaseTickets, lotteryPeriods, lotteryTickets } from '../../db/schema';

export type ChaseRow = typeof lotteryChases.$inferSelect;
export type ChaseStatusRow = ChaseRow['status'];
export type ChaseStepRow = typeof lotteryChaseTickets.$inferSelect & {
  ticket: typeof lotteryTickets.$inferSelect;
  closeAt: Date;
  periodStatus: (typeof lotteryPeriods.$inferSelect)['status'];
};

/** The chases' SQL: a chase, its steps (each one lottery ticket) and its status moves. */
export const lotteryChaseRepository = {
  insert: (db: StudioDb, row: typeof lotteryChases.$inferInsert) => db.insert(lotteryChases).values(row),

  addStep: (db: StudioDb, row: typeof lotteryChaseTickets.$inferInsert) => db.insert(lotteryChaseTickets).values(row),

  chase: async (db: StudioDb, id: string) =>
    (await db.select().from(lotteryChases).where(eq(lotteryChases.id, id)).limit(1))[0] ?? null,

  /** A member's chases, newest first, without the internal states (being bought, refused). */
  ofPlayer: (db: StudioDb, playerId: number, limit: number) =>
    db
      .select()
      .from(lotteryChases)
      .where(
        and(
          eq(lotteryChases.playerId, playerId),
          inArray(lotteryChases.status, ['RUNNING', 'WON_STOPPED', 'CANCELLING', 'CANCELLED', 'FINISHED']),
        ),
      )
      .orderBy(desc(lotteryChases.createdAt), desc(lotteryChases.id))
      .limit(limit),

  /** Chases in a status (the runner's work list), oldest first; `before` keeps those created before an instant. */
  inStatus: (db: StudioDb, status: ChaseStatusRow, limit: number, before?: Date) =>
    db
      .select()
      .from(lotteryChases)
      .where(and(eq(lotteryChases.status, status), before ? lt(lotteryChases.createdAt, before) : undefined))
      .orderBy(asc(lotteryChases.createdAt))
      .limit(limit),

  /** The steps of some chases in order, each with its ticket and its period's cut-off and state. */
  stepsOf: async (db: StudioDb, chaseIds: string[]): Promise<ChaseStepRow[]> => {
    if (chaseIds.length === 0) return [];
    const rows = await db
      .select({
        step: lotteryChaseTickets,
        ticket: lotteryTickets,
        closeAt: lotteryPeriods.closeAt,
        periodStatus: lotteryPeriods.status,
      })
      .from(lotteryChaseTickets)
      .innerJoin(lotteryTickets, eq(lotteryTickets.id, lotteryChaseTickets.ticketId))
      .innerJoin(
        lotteryPeriods,
        and(eq(lotteryPeriods.gameCode, lotteryTickets.gameCode), eq(lotteryPeriods.periodId, lotteryTickets.periodId)),
      )
      .where(inArray(lotteryChaseTickets.chaseId, chaseIds))
      .orderBy(asc(lotteryChaseTickets.chaseId), asc(lotteryChaseTickets.step));
    return rows.map((r) => ({ ...r.step, ticket: r.ticket, closeAt: r.closeAt, periodStatus: r.periodStatus }));
  },

  /** Moves a chase only from the status it was read in: each end (stop, cancel, finish) happens once. */
  move: async (db: StudioDb, id: string, from: ChaseStatusRow, set: Partial<typeof lotteryChases.$inferInsert>) =>
    (
      await db
        .update(lotteryChases)
        .set(set)
        .where(and(eq(lotteryChases.id, id), eq(lotteryChases.status, from)))
        .returning({ id: lotteryChases.id })
    ).length === 1,
};
