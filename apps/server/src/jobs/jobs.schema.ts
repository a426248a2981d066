import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The states a run attempt moves through; a failed attempt that pg-boss retries leaves its own row. */
export const JOB_RUN_STATES = ['running', 'completed', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/**
 * One row per attempt of a job (the queue itself is pg-boss's, in its own schema): the back office
 * lists a job's recent runs from here, and the rows outlive pg-boss's retention.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** pg-boss's job id; every attempt of one job shares it. */
    jobId: uuid('job_id').notNull(),
    key: text('key'),
    attempt: integer('attempt').notNull(),
    state: text('state', { enum: JOB_RUN_STATES }).notNull(),
    /** Host and process that ran it, so a run on two instances would show. */
    instance: text('instance').notNull(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_name_started_idx').on(t.name, t.startedAt)],
);

/** Idempotency keys: a key enqueued once for a job is never enqueued (nor run) again. */
export const jobKeys = pgTable(
  'job_keys',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    jobId: uuid('job_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] })],
);
