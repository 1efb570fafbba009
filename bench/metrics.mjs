// The API's own metrics during a benchmark (GET /metrics, issue 31): the APIs a benchmark starts
// with apiEnvOf carry BENCH_METRICS_TOKEN; a run reads their /metrics before, every second during
// (the lags are gauges: their worst moment matters) and after, and its table shows the fold's lag
// and each pool's waits: the shared one (`general`) and the sale writers' (`ventas`, ADR 029). A
// server without /metrics (the bare ceiling) gives no figures.
import { BENCH_METRICS_TOKEN } from './api-env.mjs';

const EVERY_MS = Number(process.env.BENCH_METRICS_EVERY_MS ?? 1000);
/** A checkout slower than this waited for a busy connection (an idle one takes well under 1 ms). */
const WAITED = '0.01';
/** The pools of `GET /metrics`' `pool` label, in the table's order. */
const POOLS = ['general', 'ventas'];

/** The samples of one scrape: `name{labels}` → value; null when the server answers no metrics. */
async function scrape(port) {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (!answer.ok) return null;
    const samples = new Map();
    for (const line of (await answer.text()).split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const at = line.lastIndexOf(' ');
      samples.set(line.slice(0, at), Number(line.slice(at + 1)));
    }
    return samples;
  } catch {
    return null;
  }
}

const valueOf = (samples, series) => samples?.get(series) ?? 0;

/** A label's value in a series' name (`pool` of `x{le="0.01",pool="ventas"}` → ventas); undefined without it. */
const labelOf = (series, label) => new RegExp(`[{,]${label}="([^"]*)"`).exec(series)?.[1];

/** The value of the series of `family` with `labels`, in whatever order they are written; 0 when absent. */
function labelled(samples, family, labels) {
  for (const [series, value] of samples ?? [])
    if (
      series.startsWith(`${family}{`) &&
      Object.entries(labels).every(([label, wanted]) => labelOf(series, label) === wanted)
    )
      return value;
  return 0;
}

/** How much each labelled series of `family` moved, by its one label's value (`reason="SOLD_OUT"` → SOLD_OUT). */
function movedByLabel(before, after, family) {
  const moved = {};
  for (const [series, value] of after ?? []) {
    const label = series.startsWith(`${family}{`) && /="([^"]*)"/.exec(series);
    if (label) moved[label[1]] = value - valueOf(before, series);
  }
  return moved;
}

/** One pool's checkouts between two scrapes: all, those above 10 ms, and their seconds. */
function poolBetween(before, after, pool) {
  const moved = (family, labels = {}) =>
    labelled(after, family, { ...labels, pool }) - labelled(before, family, { ...labels, pool });
  const checkouts = moved('banca_db_pool_acquire_seconds_count');
  return {
    checkouts,
    waits: checkouts - moved('banca_db_pool_acquire_seconds_bucket', { le: WAITED }),
    waitSeconds: moved('banca_db_pool_acquire_seconds_sum'),
  };
}

/** Counters of one server between two scrapes. */
function countersBetween(before, after) {
  const moved = (series) => valueOf(after, series) - valueOf(before, series);
  return {
    refusals: movedByLabel(before, after, 'banca_sale_refusals_total'),
    sales: movedByLabel(before, after, 'banca_sales_total'),
    pools: Object.fromEntries(POOLS.map((pool) => [pool, poolBetween(before, after, pool)])),
    batches: moved('banca_sale_batch_size_count'),
    batched: moved('banca_sale_batch_size_sum'),
  };
}

/** Each pool's figures added up (checkouts, waits, seconds) or, for the queue, the worst. */
function poolsTogether(parts) {
  return Object.fromEntries(
    POOLS.map((pool) => {
      const mine = parts.map((part) => part[pool]);
      const sum = (key) => mine.reduce((total, one) => total + (one[key] ?? 0), 0);
      const waiting = Math.max(0, ...mine.map((one) => one.waiting ?? 0));
      return [pool, { checkouts: sum('checkouts'), waits: sum('waits'), waitSeconds: sum('waitSeconds'), waiting }];
    }),
  );
}

/**
 * Watches the servers (`{ port }` each) from now until `stop()`, which answers the run's figures:
 * the fold's worst lag and tickets behind, each pool's waits (checkouts above 10 ms) and worst
 * queue, the sales per batch, the sales by outcome and the refusals by reason; null when no
 * server answered its metrics.
 */
export function watchMetrics(servers) {
  const ports = [servers].flat().map((server) => server.port);
  const first = Promise.all(ports.map(scrape));
  const worst = { foldLag: 0, behind: 0 };
  const queues = Object.fromEntries(POOLS.map((pool) => [pool, 0]));
  const note = (samples) => {
    for (const sample of samples.filter(Boolean)) {
      worst.foldLag = Math.max(worst.foldLag, valueOf(sample, 'banca_rollup_fold_lag_seconds'));
      worst.behind = Math.max(worst.behind, valueOf(sample, 'banca_rollup_fold_tickets_behind'));
      for (const pool of POOLS)
        queues[pool] = Math.max(queues[pool], labelled(sample, 'banca_db_pool_waiting', { pool }));
    }
  };
  let polling = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(() => Promise.all(ports.map(scrape)).then(note));
  }, EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await polling;
      const [before, after] = [await first, await Promise.all(ports.map(scrape))];
      note(after);
      if (after.every((samples) => samples === null)) return null;
      const counters = ports.map((_, i) => countersBetween(before[i], after[i]));
      const sum = (key) => counters.reduce((total, part) => total + part[key], 0);
      const pools = poolsTogether(counters.map((part) => part.pools));
      for (const pool of POOLS) pools[pool].waiting = queues[pool];
      const byLabel = (key) => {
        const total = {};
        for (const part of counters)
          for (const [label, n] of Object.entries(part[key])) total[label] = (total[label] ?? 0) + n;
        return total;
      };
      return {
        ...worst,
        refusals: byLabel('refusals'),
        sales: byLabel('sales'),
        pools,
        batches: sum('batches'),
        batched: sum('batched'),
      };
    },
  };
}

/** Several runs' figures as one: the worst gauges, the counters added up. */
export function mergedMetrics(figures) {
  const some = figures.filter(Boolean);
  if (!some.length) return null;
  const max = (key) => Math.max(...some.map((part) => part[key]));
  const sum = (key) => some.reduce((total, part) => total + part[key], 0);
  return {
    foldLag: max('foldLag'),
    behind: max('behind'),
    pools: poolsTogether(some.map((part) => part.pools)),
    batches: sum('batches'),
    batched: sum('batched'),
  };
}

/** One pool's column: checkouts above 10 ms of all, the mean wait per checkout and the worst queue. */
const poolColumn = ({ checkouts, waits, waitSeconds, waiting }) =>
  `${waits} de ${checkouts}, ${((waitSeconds * 1000) / Math.max(1, checkouts)).toFixed(2)} ms/cons., cola máx ${waiting}`;

/** The table's columns of a run's figures ('—' for a server without metrics): one per pool. */
export function metricColumns(figures) {
  const pools = Object.fromEntries(
    POOLS.map((pool) => [`esperas pool ${pool}`, figures ? poolColumn(figures.pools[pool]) : '—']),
  );
  if (!figures) return { 'plegado máx s': '—', 'sin plegar máx': '—', ...pools, 'ventas/lote': '—' };
  return {
    'plegado máx s': figures.foldLag.toFixed(1),
    'sin plegar máx': figures.behind,
    ...pools,
    'ventas/lote': (figures.batched / Math.max(1, figures.batches)).toFixed(1),
  };
}
