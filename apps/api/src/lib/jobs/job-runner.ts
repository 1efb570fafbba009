import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as repo from './job-repository';

/** What a job's function is given. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** The database's clock when the run was claimed. */
  now: Date;
}

/**
 * A scheduled job: its function answers a short summary for the history ("3 días liquidados"), or
 * null when it had nothing to do (such a run is not kept; the job's row still shows it ran).
 */
export interface JobDefinition {
  /** Stable identifier (the key of its row). */
  name: string;
  /** What administrators read. */
  title: string;
  intervalMs: number;
  /** The first run, this long after the job's row is first written (default: one interval). */
  firstRunMs?: number;
  run(ctx: JobContext): Promise<string | null>;
}

/** The waits after 1, 2, 3, 4+ failures in a row, each capped at the job's interval. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;
/** A lease not renewed for this long is taken over (its process is taken for dead). */
export const LEASE_MS = 60_000;
/** The soonest two polls follow each other. */
const MIN_POLL_MS = 50;
const ERROR_TEXT_MAX = 500;

export function retryDelayMs(failuresInARow: number, intervalMs: number): number {
  const index = Math.min(Math.max(failuresInARow, 1), RETRY_DELAYS_MS.length) - 1;
  return Math.min(RETRY_DELAYS_MS[index]!, intervalMs);
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX) || 'Error sin mensaje';

/**
 * Runs the scheduled jobs of this process once across all processes (ADR 055): it polls every
 * `pollMs` (sooner when a job is due sooner), claims the due jobs with one UPDATE, runs each in
 * the background while renewing its lease, and writes its outcome and next run. `pollMs` 0: this
 * process runs no job unless `runDue` is called.
 */
export class JobRunner {
  /** This process (and app instance): host, pid and a tag. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly written = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  private started = false;
  private stopped = false;
  private pollTimer: NodeJS.Timeout | null = null;
  private pollAt = Infinity;
  private polling: Promise<unknown> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      pollMs: number;
      leaseMs?: number;
      /** Told each run's end here (the metrics): the job, its outcome and its duration in seconds. */
      onRun?: (job: string, outcome: 'ok' | 'error', seconds: number) => void;
    },
  ) {}

  /** Offers a job; from a module's plugin (before the app is ready) or later. */
  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`La tarea ${job.name} ya está registrada.`);
    this.jobs.set(job.name, job);
    if (this.started) this.wake(0);
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Starts polling (when `pollMs` > 0). */
  start(): void {
    if (this.options.pollMs === 0 || this.stopped) return;
    this.started = true;
    this.heartbeat = setInterval(() => void this.renew(), this.leaseMs / 4);
    this.wake(0);
  }

  /** Claims and starts the due jobs not running here; answers their names (the runs go on). */
  async pollOnce(): Promise<string[]> {
    if (this.stopped) return [];
    for (const job of this.jobs.values()) {
      if (this.written.has(job.name)) continue;
      await repo.upsertJob(this.db, { ...job, firstRunMs: job.firstRunMs ?? job.intervalMs });
      this.written.add(job.name);
    }
    const free = this.names.filter((name) => !this.running.has(name));
    const claims = await repo.claimDueJobs(this.db, this.holder, free, this.leaseMs);
    for (const claim of claims) {
      const run = this.runClaimed(claim).finally(() => this.running.delete(claim.name));
      this.running.set(claim.name, run);
    }
    return claims.map((claim) => claim.name);
  }

  /** Claims the due jobs and waits for their runs (tests and tools). */
  async runDue(): Promise<string[]> {
    const names = await this.pollOnce();
    await this.idle();
    return names;
  }

  /** Resolves once no job runs in this process. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  /** Stops polling and waits for the runs in course (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.polling;
    await this.idle();
  }

  private get leaseMs() {
    return this.options.leaseMs ?? LEASE_MS;
  }

  /** Polls in `ms` unless a poll is already due sooner. */
  private wake(ms: number): void {
    if (!this.started || this.stopped) return;
    const at = Date.now() + Math.max(ms, 0);
    if (at >= this.pollAt) return;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollAt = at;
    this.pollTimer = setTimeout(() => {
      this.pollAt = Infinity;
      this.pollTimer = null;
      this.polling = this.poll();
    }, at - Date.now());
  }

  private async poll(): Promise<void> {
    let next = this.options.pollMs;
    try {
      await this.pollOnce();
      const due = await repo.msUntilNextDue(
        this.db,
        this.names.filter((name) => !this.running.has(name)),
      );
      if (due !== null) next = Math.min(next, Math.max(due, MIN_POLL_MS));
    } catch (error) {
      this.log.warn({ err: error }, 'No se pudieron revisar las tareas programadas');
    }
    this.wake(next);
  }

  private async renew(): Promise<void> {
    await repo
      .renewLeases(this.db, this.holder, [...this.running.keys()], this.leaseMs)
      .catch((error: unknown) => this.log.warn({ err: error }, 'No se pudo renovar el turno de las tareas en curso'));
  }

  private async runClaimed(claim: repo.Claim): Promise<void> {
    const job = this.jobs.get(claim.name)!;
    const log = this.log.child({ job: job.name });
    if (claim.lost_holder) {
      log.warn({ lost_holder: claim.lost_holder }, 'tarea retomada: el proceso que la ejecutaba dejó de responder');
      await repo
        .insertRun(this.db, {
          name: job.name,
          holder: claim.lost_holder,
          startedAt: claim.lost_started_at ?? claim.started_at,
          attempt: claim.failures,
          outcome: 'error',
          error: 'El proceso que la ejecutaba dejó de responder; otro la retomó.',
          summary: null,
        })
        .catch((error: unknown) => log.error({ err: error }, 'No se pudo anotar la ejecución perdida'));
    }
    const attempt = claim.failures + 1;
    let outcome: 'ok' | 'error' = 'ok';
    let summary: string | null = null;
    let error: string | null = null;
    const startedAt = performance.now();
    try {
      summary = await job.run({ db: this.db, log, now: new Date(claim.started_at) });
    } catch (failure) {
      outcome = 'error';
      error = messageOf(failure);
      log.error({ err: failure, attempt }, `La tarea «${job.title}» falló`);
    }
    this.options.onRun?.(job.name, outcome, (performance.now() - startedAt) / 1000);
    const nextRunInMs = outcome === 'ok' ? job.intervalMs : retryDelayMs(attempt, job.intervalMs);
    await repo
      .finishRun(this.db, {
        name: job.name,
        holder: this.holder,
        startedAt: claim.started_at,
        attempt,
        outcome,
        error,
        summary,
        keep: outcome === 'error' || summary !== null,
        nextRunInMs,
      })
      .catch((failure: unknown) => log.error({ err: failure }, 'No se pudo anotar la ejecución de la tarea'));
    this.wake(nextRunInMs);
  }
}
