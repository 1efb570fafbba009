import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled jobs every API process may run (ADR 055). A process claims a due job by taking
 * its lease in one UPDATE, so each run happens in one process; a lease not renewed expires and
 * another process takes the job over. The last run is kept here; the runs, in `scheduled_job_runs`.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** What administrators read (Spanish). */
  title: text('title').notNull(),
  intervalMs: integer('interval_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The process that runs it now, until `lease_until`; both null when nobody does. */
  leaseHolder: text('lease_holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOutcome: text('last_outcome', { enum: ['ok', 'error'] }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The history of the runs that did something or failed (a run with nothing to do only updates its
 * job's row). The runner deletes what is older than its retention.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobName: text('job_name')
      .notNull()
      .references(() => scheduledJobs.name, { onDelete: 'cascade' }),
    /** The process that ran it: host, pid and an instance tag. */
    holder: text('holder').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: ['ok', 'error'] }).notNull(),
    /** 1 for a run on schedule; n + 1 after n failures in a row. */
    attempt: integer('attempt').notNull(),
    error: text('error'),
    summary: text('summary'),
  },
  (t) => [
    index('scheduled_job_runs_recent_idx').on(t.startedAt.desc(), t.id.desc()),
    index('scheduled_job_runs_job_idx').on(t.jobName, t.startedAt.desc(), t.id.desc()),
    index('scheduled_job_runs_errors_idx')
      .on(t.startedAt.desc())
      .where(sql`outcome = 'error'`),
  ],
);
