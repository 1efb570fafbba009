import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../raw-query';

/** A literal `text[]` (an empty one too). */
const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

const msLater = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Writes a job's row the first time a process offers it (its first run `firstRunMs` later); later
 * the code's title and interval win, and a next run further away than one interval is brought in.
 */
export async function upsertJob(
  db: Db,
  job: { name: string; title: string; intervalMs: number; firstRunMs: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO scheduled_jobs (name, title, interval_ms, next_run_at)
    VALUES (${job.name}, ${job.title}, ${job.intervalMs}, ${msLater(job.firstRunMs)})
    ON CONFLICT (name) DO UPDATE
       SET title = EXCLUDED.title,
           interval_ms = EXCLUDED.interval_ms,
           next_run_at = least(scheduled_jobs.next_run_at, ${msLater(job.intervalMs)})`);
}

export interface Claim {
  name: string;
  /** Failures in a row before this run, the lost run (if any) counted. */
  failures: number;
  /** The database's clock when the lease was taken, as an ISO instant. */
  started_at: string;
  /** The process whose lease expired while it ran the job (it stopped answering), if any. */
  lost_holder: string | null;
  lost_started_at: string | null;
}

/**
 * Takes the lease of every due job among `names` that nobody holds, or whose holder let its lease
 * expire, in one statement: rows another process is claiming are skipped, so each due run is
 * claimed by exactly one process. A lease taken over counts as one failure of the job.
 */
export async function claimDueJobs(db: Db, holder: string, names: readonly string[], leaseMs: number) {
  if (!names.length) return [];
  return rowsOf<Claim>(
    db,
    sql`
    WITH due AS (
      SELECT name, lease_holder AS lost_holder, last_started_at AS lost_started_at
        FROM scheduled_jobs
       WHERE name = ANY (${textArray(names)})
         AND next_run_at <= now()
         AND (lease_until IS NULL OR lease_until < now())
       ORDER BY next_run_at
         FOR UPDATE SKIP LOCKED
    )
    UPDATE scheduled_jobs j
       SET lease_holder = ${holder},
           lease_until = ${msLater(leaseMs)},
           last_started_at = now(),
           consecutive_failures = j.consecutive_failures + CASE WHEN due.lost_holder IS NULL THEN 0 ELSE 1 END
      FROM due
     WHERE j.name = due.name
    RETURNING j.name, j.consecutive_failures AS failures,
              to_json(now())#>>'{}' AS started_at, due.lost_holder,
              to_json(due.lost_started_at)#>>'{}' AS lost_started_at`,
  ).then((rows) => rows.map((row) => ({ ...row, failures: Number(row.failures) })));
}

/** Milliseconds until the soonest of `names` that nobody holds is due (null: none). */
export async function msUntilNextDue(db: Db, names: readonly string[]): Promise<number | null> {
  if (!names.length) return null;
  const [row] = await rowsOf<{ ms: number | string | null }>(
    db,
    sql`SELECT (extract(epoch FROM min(next_run_at) - now()) * 1000)::float8 AS ms
          FROM scheduled_jobs
         WHERE name = ANY (${textArray(names)}) AND (lease_until IS NULL OR lease_until < now())`,
  );
  return row?.ms == null ? null : Number(row.ms);
}

/** Keeps the leases of the jobs this process is running. */
export async function renewLeases(db: Db, holder: string, names: readonly string[], leaseMs: number): Promise<void> {
  if (!names.length) return;
  await db.execute(sql`
    UPDATE scheduled_jobs SET lease_until = ${msLater(leaseMs)}
     WHERE name = ANY (${textArray(names)}) AND lease_holder = ${holder}`);
}

export interface RunRecord {
  name: string;
  holder: string;
  startedAt: string;
  attempt: number;
  outcome: 'ok' | 'error';
  error: string | null;
  summary: string | null;
  /** Whether the run goes into the history (a run with nothing to do only updates the job's row). */
  keep: boolean;
  nextRunInMs: number;
}

/**
 * Ends a run: the job's row gets its outcome and next run and loses its lease (only if this process
 * still held it: a lease taken over belongs to the new holder), and the run goes into the history.
 */
export async function finishRun(db: Db, run: RunRecord): Promise<void> {
  const end = sql`
    UPDATE scheduled_jobs
       SET lease_holder = NULL, lease_until = NULL,
           last_finished_at = now(), last_outcome = ${run.outcome}, last_error = ${run.error},
           consecutive_failures = ${run.outcome === 'ok' ? 0 : run.attempt},
           next_run_at = ${msLater(run.nextRunInMs)}
     WHERE name = ${run.name} AND lease_holder = ${run.holder}`;
  // One statement: the run's end in the history is the instant its lease was given up.
  await db.execute(run.keep ? sql`WITH ended AS (${end}) ${runInsert(run)}` : end);
}

/** A run written to the history (a finished run, or one lost with its process). */
export async function insertRun(db: Db, run: HistoryRun): Promise<void> {
  await db.execute(runInsert(run));
}

type HistoryRun = Pick<RunRecord, 'name' | 'holder' | 'startedAt' | 'attempt' | 'outcome' | 'error' | 'summary'>;

const runInsert = (run: HistoryRun) => sql`
    INSERT INTO scheduled_job_runs (job_name, holder, started_at, outcome, attempt, error, summary)
    VALUES (${run.name}, ${run.holder}, ${run.startedAt}::timestamptz, ${run.outcome}, ${run.attempt},
            ${run.error}, ${run.summary})`;

/** Deletes the runs older than `days`, and past the newest `keepPerJob` of each job; answers how many. */
export async function pruneRuns(db: Db, days: number, keepPerJob: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    DELETE FROM scheduled_job_runs r
     WHERE r.started_at < now() - ${days} * interval '1 day'
        OR r.id IN (SELECT id FROM (
             SELECT id, row_number() OVER (PARTITION BY job_name ORDER BY started_at DESC, id DESC) AS n
               FROM scheduled_job_runs) ranked
            WHERE ranked.n > ${keepPerJob})
    RETURNING r.id`,
  );
  return rows.length;
}
