import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolWatch } from '../../db/client';
import { AppError } from '../app-error';

/** How a sale ended: a new ticket, the answer of an earlier one, a refusal the seller reads, or a failure of ours. */
export type SaleEnd = 'sold' | 'replayed' | 'refused' | 'failed';

/**
 * The `pool` label of the pool families: the shared pool (`DB_POOL_MAX`), the sale writers' own
 * (`SALE_WRITERS`, ADR 029), which the sales module watches, and the reports replica's, watched
 * where it is opened (ADR 056).
 */
export type PoolName = 'general' | 'ventas' | 'informes';

/** A figure read when Prometheus scrapes, never on the work's path: the lags that need a query. */
type Reading = () => Promise<void> | void;

const SECONDS_FAST = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SECONDS_POOL = [0.0005, ...SECONDS_FAST];
const SECONDS_JOB = [0.005, 0.025, 0.1, 0.5, 1, 5, 15, 60, 300];
const BATCH_SIZES = [1, 2, 4, 8, 16, 32];

/** What each metric family is, as Prometheus shows it (`# HELP`). */
const HELP = {
  banca_sale_duration_seconds:
    'Duración de cada venta en la API, de la solicitud ya validada a su respuesta (incluye la espera de su lote).',
  banca_sales_total:
    'Ventas por resultado: sold (ticket nuevo), replayed (reintento), refused (rechazo), failed (error).',
  banca_sale_refusals_total: 'Ventas rechazadas, por motivo (el código de error que recibe el vendedor).',
  banca_sale_batch_size: 'Ventas escritas juntas en un lote (ADR 029).',
  banca_sale_batch_wait_seconds: 'Espera de cada venta por un escritor libre antes de que su lote se escriba.',
  banca_db_pool_acquire_seconds:
    'Espera por una conexión en cada consulta o transacción, por pool (general: el compartido; ventas: el de los escritores de ventas; informes: el de la réplica de reportes, si la hay). Una libre: menos de 1 ms; una nueva: pocos ms; más, esperó por una ocupada.',
  banca_db_pool_connections:
    'Conexiones de cada pool de PostgreSQL (general: el compartido; ventas: el de los escritores de ventas; informes: el de la réplica de reportes, si la hay) por estado (in_use, idle) y su máximo (max).',
  banca_db_pool_waiting:
    'Pedidos esperando una conexión en este momento, por pool (general: el compartido; ventas: el de los escritores de ventas; informes: el de la réplica de reportes, si la hay).',
  banca_rollup_fold_lag_seconds:
    'Antigüedad del ticket más viejo aún sin plegar en los acumulados (ADR 042); 0 al día.',
  banca_rollup_fold_tickets_behind: 'Tickets emitidos que los acumulados todavía no tienen.',
  banca_settlement_lag_seconds:
    'Tiempo desde la premiación del día premiado más antiguo que espera su liquidación (ADR 044); 0 al día.',
  banca_settlement_days_pending: 'Días premiados que esperan su liquidación.',
  banca_job_runs_total: 'Ejecuciones de tareas programadas en este proceso, por tarea (task) y resultado (ok, error).',
  banca_job_duration_seconds: 'Duración de las ejecuciones de tareas programadas, por tarea (task).',
  banca_push_streams_open: 'Flujos de avisos (la campana) abiertos en este proceso.',
} as const;

type Family = keyof typeof HELP;

/**
 * This app instance's metrics (issue 31): one registry each, so the many apps a test process
 * builds never meet in prom-client's global registry. The work's code calls a method here (one
 * observe, one increment); what needs a query is read only when `/metrics` is scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];
  private readonly readings: Reading[] = [];
  /** How to stop listening to the watched pools' checkouts: a pool may outlive this app. */
  private readonly unwatches: (() => void)[] = [];

  private gauge<L extends string = never>(name: Family, labelNames: readonly L[] = []) {
    return new Gauge<L>({ name, help: HELP[name], labelNames, registers: this.registers });
  }

  private counter<L extends string>(name: Family, labelNames: readonly L[]) {
    return new Counter<L>({ name, help: HELP[name], labelNames, registers: this.registers });
  }

  private histogram<L extends string = never>(name: Family, buckets: number[], labelNames: readonly L[] = []) {
    return new Histogram<L>({ name, help: HELP[name], buckets, labelNames, registers: this.registers });
  }

  private readonly saleDuration = this.histogram('banca_sale_duration_seconds', SECONDS_FAST);
  private readonly sales = this.counter('banca_sales_total', ['outcome'] as const);
  private readonly refusals = this.counter('banca_sale_refusals_total', ['reason'] as const);
  private readonly batchSize = this.histogram('banca_sale_batch_size', BATCH_SIZES);
  private readonly batchWait = this.histogram('banca_sale_batch_wait_seconds', SECONDS_FAST);
  private readonly poolAcquire = this.histogram('banca_db_pool_acquire_seconds', SECONDS_POOL, ['pool'] as const);
  private readonly poolConnections = this.gauge('banca_db_pool_connections', ['pool', 'state'] as const);
  private readonly poolWaiting = this.gauge('banca_db_pool_waiting', ['pool'] as const);
  private readonly foldLag = this.gauge('banca_rollup_fold_lag_seconds');
  private readonly foldBehind = this.gauge('banca_rollup_fold_tickets_behind');
  private readonly settlementLag = this.gauge('banca_settlement_lag_seconds');
  private readonly settlementPending = this.gauge('banca_settlement_days_pending');
  // `task`, not `job`: Prometheus gives every series the scrape's own `job` label.
  private readonly jobRuns = this.counter('banca_job_runs_total', ['task', 'outcome'] as const);
  private readonly jobDuration = this.histogram('banca_job_duration_seconds', SECONDS_JOB, ['task'] as const);
  private readonly pushStreams = this.gauge('banca_push_streams_open');

  constructor(
    private readonly log: FastifyBaseLogger,
    options: { processMetrics: boolean },
  ) {
    // Node's own figures (CPU, memory, event loop, GC) only when someone scrapes: they watch GC.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The outcomes' series, bound once: an increment by label set hashes the labels on every call. */
  private readonly salesBy = {
    sold: this.sales.labels({ outcome: 'sold' }),
    replayed: this.sales.labels({ outcome: 'replayed' }),
    refused: this.sales.labels({ outcome: 'refused' }),
    failed: this.sales.labels({ outcome: 'failed' }),
  } satisfies Record<SaleEnd, unknown>;

  /** A sale answered: its duration since `startedAt` (performance.now()) and its outcome. */
  saleEnded(startedAt: number, outcome: 'sold' | 'replayed'): void {
    this.saleDuration.observe((performance.now() - startedAt) / 1000);
    this.salesBy[outcome].inc();
  }

  /** A sale that threw: a caller's error (4xx) is a refusal by its code, anything else a failure. */
  saleThrew(startedAt: number, error: unknown): void {
    this.saleDuration.observe((performance.now() - startedAt) / 1000);
    if (error instanceof AppError && error.status < 500) {
      this.salesBy.refused.inc();
      this.refusals.inc({ reason: error.code });
    } else {
      this.salesBy.failed.inc();
    }
  }

  /** A sale batch handed to a writer, with this many sales. */
  batchStarted(size: number): void {
    this.batchSize.observe(size);
  }

  /** A sale waited this long (seconds) in the queue for a free writer before its batch started. */
  saleWaited(seconds: number): void {
    this.batchWait.observe(seconds);
  }

  /** A scheduled job's run ended in this process. */
  jobRan(task: string, outcome: 'ok' | 'error', seconds: number): void {
    this.jobRuns.inc({ task, outcome });
    this.jobDuration.observe({ task }, seconds);
  }

  /**
   * One pool, under its `pool` label: every checkout's wait as it happens, its connections and
   * queue at each scrape, until `close()`. Its series are bound once (a label set is hashed per
   * call otherwise) and start at zero, so a quiet pool is shown, not missing.
   */
  watchPool(pool: PoolName, watched: PoolWatch): void {
    const acquire = this.poolAcquire.labels({ pool });
    this.poolAcquire.zero({ pool });
    const connections = (state: 'in_use' | 'idle' | 'max') => this.poolConnections.labels({ pool, state });
    const [inUse, idle, max] = [connections('in_use'), connections('idle'), connections('max')];
    const waiting = this.poolWaiting.labels({ pool });
    this.readings.push(() => {
      const figures = watched.figures();
      inUse.set(figures.total - figures.idle);
      idle.set(figures.idle);
      max.set(figures.max);
      waiting.set(figures.waiting);
    });
    this.unwatches.push(watched.onCheckout((seconds) => acquire.observe(seconds)));
  }

  /** Stops listening to the pools' checkouts (the app closes; the shared pool may be closed later). */
  close(): void {
    for (const unwatch of this.unwatches.splice(0)) unwatch();
  }

  /** The rollup fold's lag, read (one query) at each scrape. */
  watchFold(read: () => Promise<{ lagSeconds: number; ticketsBehind: number }>): void {
    this.readings.push(async () => {
      const { lagSeconds, ticketsBehind } = await read();
      this.foldLag.set(lagSeconds);
      this.foldBehind.set(ticketsBehind);
    });
  }

  /** The settlement's lag, read (one query) at each scrape. */
  watchSettlement(read: () => Promise<{ lagSeconds: number; daysPending: number }>): void {
    this.readings.push(async () => {
      const { lagSeconds, daysPending } = await read();
      this.settlementLag.set(lagSeconds);
      this.settlementPending.set(daysPending);
    });
  }

  /** The open push streams, counted at each scrape. */
  watchPushStreams(count: () => number): void {
    this.readings.push(() => this.pushStreams.set(count()));
  }

  /**
   * The text Prometheus reads. The readings run first, together; one that fails (the database
   * away) leaves its gauges at their last value and is logged, and the scrape still answers.
   */
  async scrape(): Promise<string> {
    await Promise.all(
      this.readings.map(async (reading) => {
        try {
          await reading();
        } catch (error) {
          this.log.warn({ err: error }, 'No se pudo leer una métrica');
        }
      }),
    );
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
