import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type JobRunState, jobKeys, jobRuns } from './jobs.schema.js';

export type JobRunRow = typeof jobRuns.$inferSelect;

export const jobsRepository = {
  /** Claims an idempotency key; false when the job already holds it. */
  claimKey: async (db: DbOrTx, name: string, key: string, jobId: string) => {
    const rows = await db
      .insert(jobKeys)
      .values({ name, key, jobId })
      .onConflictDoNothing()
      .returning({ jobId: jobKeys.jobId });
    return rows.length === 1;
  },

  keyOf: async (db: DbOrTx, name: string, key: string) => {
    const [row] = await db
      .select({ jobId: jobKeys.jobId })
      .from(jobKeys)
      .where(and(eq(jobKeys.name, name), eq(jobKeys.key, key)));
    return row ?? null;
  },

  releaseKey: async (db: DbOrTx, name: string, key: string) => {
    await db.delete(jobKeys).where(and(eq(jobKeys.name, name), eq(jobKeys.key, key)));
  },

  startRun: async (
    db: DbOrTx,
    run: { name: string; jobId: string; key: string | null; attempt: number; instance: string },
  ) => {
    const [row] = await db
      .insert(jobRuns)
      .values({ ...run, state: 'running' })
      .returning({ id: jobRuns.id });
    return row!.id;
  },

  finishRun: async (db: DbOrTx, id: number, state: Exclude<JobRunState, 'running'>, error: string | null) => {
    await db
      .update(jobRuns)
      .set({ state, error, finishedAt: sql`now()` })
      .where(eq(jobRuns.id, id));
  },

  /** A job's most recent attempts, newest first. */
  recentRuns: (db: DbOrTx, name: string, limit: number) =>
    db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.name, name))
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(limit),

  completedRunOfKey: async (db: DbOrTx, name: string, key: string) => {
    const [row] = await db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.name, name), eq(jobRuns.key, key), eq(jobRuns.state, 'completed')))
      .limit(1);
    return row ?? null;
  },

  runsOfJob: (db: DbOrTx, name: string, jobId: string) =>
    db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, name), eq(jobRuns.jobId, jobId)))
      .orderBy(jobRuns.id),
};
