// The API's own metrics during a benchmark (GET /metrics, issue 31): the APIs a benchmark starts
// with apiEnvOf carry BENCH_METRICS_TOKEN; a run reads their /metrics before, every second during
// (the lags are gauges: their worst moment matters) and after, and its table shows the fold's lag
// and the pool's waits. A server without /metrics (the bare ceiling) gives no figures.
import { BENCH_METRICS_TOKEN } from './api-env.mjs';

const EVERY_MS = Number(process.env.BENCH_METRICS_EVERY_MS ?? 1000);
/** A checkout slower than this waited for a busy connection (an idle one takes well under 1 ms). */
const WAITED = '0.01';

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

/** How much each labelled series of `family` moved, by its one label's value (`reason="SOLD_OUT"` → SOLD_OUT). */
function movedByLabel(before, after, family) {
  const moved = {};
  for (const [series, value] of after ?? []) {
    const label = series.startsWith(`${family}{`) && /="([^"]*)"/.exec(series);
    if (label) moved[label[1]] = value - valueOf(before, series);
  }
  return moved;
}

/** Counters of one server between two scrapes. */
function countersBetween(before, after) {
  const moved = (series) => valueOf(after, series) - valueOf(before, series);
  const checkouts = moved('banca_db_pool_acquire_seconds_count');
  return {
    refusals: movedByLabel(before, after, 'banca_sale_refusals_total'),
    sales: movedByLabel(before, after, 'banca_sales_total'),
    checkouts,
    waits: checkouts - moved(`banca_db_pool_acquire_seconds_bucket{le="${WAITED}"}`),
    waitSeconds: moved('banca_db_pool_acquire_seconds_sum'),
    batches: moved('banca_sale_batch_size_count'),
    batched: moved('banca_sale_batch_size_sum'),
  };
}

/**
 * Watches the servers (`{ port }` each) from now until `stop()`, which answers the run's figures:
 * the fold's worst lag and tickets behind, the pool's waits (checkouts above 10 ms) and queue,
 * the sales per batch, the sales by outcome and the refusals by reason; null when no server
 * answered its metrics.
 */
export function watchMetrics(servers) {
  const ports = [servers].flat().map((server) => server.port);
  const first = Promise.all(ports.map(scrape));
  const worst = { foldLag: 0, behind: 0, waiting: 0 };
  const note = (samples) => {
    for (const sample of samples.filter(Boolean)) {
      worst.foldLag = Math.max(worst.foldLag, valueOf(sample, 'banca_rollup_fold_lag_seconds'));
      worst.behind = Math.max(worst.behind, valueOf(sample, 'banca_rollup_fold_tickets_behind'));
      worst.waiting = Math.max(worst.waiting, valueOf(sample, 'banca_db_pool_waiting'));
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
        checkouts: sum('checkouts'),
        waits: sum('waits'),
        waitSeconds: sum('waitSeconds'),
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
    waiting: max('waiting'),
    ...Object.fromEntries(['checkouts', 'waits', 'waitSeconds', 'batches', 'batched'].map((key) => [key, sum(key)])),
  };
}

/** The table's columns of a run's figures ('—' for a server without metrics). */
export function metricColumns(figures) {
  if (!figures)
    return {
      'plegado máx s': '—',
      'sin plegar máx': '—',
      'esperas pool': '—',
      'espera pool ms/consulta': '—',
      'ventas/lote': '—',
    };
  return {
    'plegado máx s': figures.foldLag.toFixed(1),
    'sin plegar máx': figures.behind,
    'esperas pool': `${figures.waits} de ${figures.checkouts} (cola máx ${figures.waiting})`,
    'espera pool ms/consulta': ((figures.waitSeconds * 1000) / Math.max(1, figures.checkouts)).toFixed(2),
    'ventas/lote': (figures.batched / Math.max(1, figures.batches)).toFixed(1),
  };
}
