import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { replicaLagOf } from '../db/replica-lag';
import { AppError } from './app-error';
import { pgErrorOf } from './pg-error';

/** Where the reports read now, as `/ready` shows it. */
export interface ReportsSource {
  source: 'replica' | 'primary';
  /** The replica's lag when last measured, in seconds; null when it could not be measured. */
  lagSeconds: number | null;
  /** Why the reads are on the primary; null while they are on the replica. */
  reason: string | null;
}

/**
 * The connection the read-only report traffic goes to (ADR 056): dashboards, KPIs, reports,
 * statements and their files. Without a replica, the primary's pool.
 */
export interface ReportReads {
  /** Runs a report's reads on the replica while it keeps up, else on the primary; a replica that fails mid-way is retried on the primary. */
  run<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The connection for reads that cannot be retried (an export streaming from a cursor). */
  db(): Promise<Db>;
  /** Null without a replica. Never waits for the replica: a stale state is refreshed in the background. */
  status(): ReportsSource | null;
  /** Measures the replica once (the app does it when it starts). */
  check(): Promise<void>;
}

/** The lag is measured at most once a second per process. */
const CHECK_EVERY_MS = 1_000;
/** A replica that does not answer its lag within this is treated as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

/** Without a replica: every read on the primary, nothing measured. */
export function primaryReads(primary: Db): ReportReads {
  return {
    run: (work) => work(primary),
    db: async () => primary,
    status: () => null,
    check: async () => undefined,
  };
}

/** Reads on `replica` while its lag is at most `maxLagSeconds`; on `primary` otherwise, saying so in the log. */
export function replicaReads(
  primary: Db,
  replica: Database,
  maxLagSeconds: number,
  log: FastifyBaseLogger,
): ReportReads {
  let state: ReportsSource = { source: 'primary', lagSeconds: null, reason: 'la réplica aún no se ha medido' };
  let checkedAt = 0;
  let checking: Promise<ReportsSource> | null = null;

  const settle = (next: ReportsSource) => {
    if (next.source !== state.source)
      if (next.source === 'primary')
        log.warn({ lag_s: next.lagSeconds, reason: next.reason }, 'Los reportes se leen del primario');
      else log.info({ lag_s: next.lagSeconds }, 'Los reportes vuelven a leerse de la réplica');
    state = next;
    checkedAt = Date.now();
    return next;
  };

  const measure = async (): Promise<ReportsSource> => {
    try {
      const lag = await withTimeout(replicaLagOf(replica.db), CHECK_TIMEOUT_MS);
      if (!lag.standby)
        return {
          source: 'primary',
          lagSeconds: null,
          reason: 'REPORTS_DATABASE_URL no es una réplica en recuperación',
        };
      if (lag.seconds === null || lag.seconds > maxLagSeconds)
        return {
          source: 'primary',
          lagSeconds: lag.seconds,
          reason: `la réplica va más de ${maxLagSeconds} s atrasada`,
        };
      return { source: 'replica', lagSeconds: lag.seconds, reason: null };
    } catch (error) {
      return { source: 'primary', lagSeconds: null, reason: `la réplica no responde (${(error as Error).message})` };
    }
  };

  const check = () =>
    (checking ??= measure()
      .then(settle)
      .finally(() => (checking = null)));

  /** While on the replica a stale state is measured before reading (the bound holds); while on the primary it is not waited for. */
  const source = async (): Promise<'replica' | 'primary'> => {
    if (Date.now() - checkedAt < CHECK_EVERY_MS) return state.source;
    if (state.source === 'primary') {
      void check();
      return 'primary';
    }
    return (await check()).source;
  };

  return {
    async run(work) {
      if ((await source()) === 'primary') return work(primary);
      try {
        return await work(replica.db);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        settle({ source: 'primary', lagSeconds: null, reason: `la réplica falló (${(error as Error).message})` });
        return work(primary);
      }
    },
    db: async () => ((await source()) === 'replica' ? replica.db : primary),
    status() {
      if (Date.now() - checkedAt >= CHECK_EVERY_MS) void check();
      return state;
    },
    check: async () => void (await check()),
  };
}

/**
 * The replica, not the question, failed: it went away (connection refused, reset or ended, class
 * 08, shut down 57P0x), or replay cancelled the query (40001, conflict with recovery).
 */
function isReplicaFailure(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const code = pgErrorOf(error)?.code;
  if (code) return code.startsWith('08') || code.startsWith('57P') || code === '40001';
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const text = `${(e as { code?: unknown }).code ?? ''} ${e.message}`;
    if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded/i.test(text))
      return true;
  }
  return false;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
