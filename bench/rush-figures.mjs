// The rush benchmark's figures (bench/rush.mjs) from what its load process counted: sales per
// second at the peak, the sale's times through the rush and before each close, and the refusals
// by reason, told apart from the answers of a server too busy to sell.
import { ERROR_CATALOGUE } from '../packages/contracts/src/index.ts';
import { percentile } from './dashboard-calls.mjs';

/** The seconds over which the peak's sales per second are averaged. */
const PEAK_SECONDS = 5;
/** Codes of the 4xx family that say "not now" rather than "not this sale". */
const BUSY_CODES = new Set(['RATE_LIMITED', 'REQUEST_IN_PROGRESS']);

/**
 * Whether a refusal is the business's (a sold-out number, a closed draw, a field that is wrong)
 * rather than a server that could not sell: a 5xx, no answer, a connection refused, a 429.
 */
export function isBusinessRefusal(reason) {
  const known = ERROR_CATALOGUE[reason];
  return Boolean(known) && known.status < 500 && !BUSY_CODES.has(reason);
}

/** The most acknowledged sales per second over PEAK_SECONDS seconds in a row (by when they were sent). */
function peakPerSecond(perSecond) {
  const seconds = Object.keys(perSecond).map(Number);
  let best = 0;
  for (const from of seconds) {
    let ok = 0;
    for (let at = from; at < from + PEAK_SECONDS; at++) ok += perSecond[at]?.ok ?? 0;
    best = Math.max(best, ok / PEAK_SECONDS);
  }
  return Math.round(best);
}

/** Sale times (ms) of the sales sent in [from, to) seconds of the run, sorted. */
const timesBetween = (saleTimes, from, to) =>
  saleTimes
    .filter(([second]) => second >= from && second < to)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b);

/**
 * The load's figures: totals, the peak, the sale's p50/p99 over the whole rush and over the last
 * `lastSeconds` before each close (`closes` in seconds from the start), the refusals by reason.
 */
export function rushFigures(load, closes, lastSeconds) {
  const all = timesBetween(load.saleTimes, -Infinity, Infinity);
  const beforeCloses = closes.map((close) => {
    const times = timesBetween(load.saleTimes, close - lastSeconds, close);
    return {
      close,
      okPerSecond: Math.round(times.length / lastSeconds),
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
    };
  });
  const refusals = Object.fromEntries(Object.entries(load.outcomes).filter(([reason]) => reason !== 'OK'));
  const busy = Object.entries(refusals)
    .filter(([reason]) => !isBusinessRefusal(reason))
    .reduce((total, [, n]) => total + n, 0);
  return {
    sent: load.sent,
    acknowledged: load.outcomes.OK ?? 0,
    refusals,
    busy,
    noIdleTaquilla: load.noIdleTaquilla,
    maxInFlight: load.maxInFlight,
    peakOkPerSecond: peakPerSecond(load.perSecond),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    beforeCloses,
    loadCpuMs: Math.round(load.cpuMs),
  };
}

/** Every `step` seconds of the run: requests sent, sales acknowledged and refused per second, and the sale's p50/p99. */
export function timeline(load, step) {
  const last = Math.max(0, ...Object.keys(load.perSecond).map(Number));
  const rows = [];
  for (let from = 0; from <= last; from += step) {
    const buckets = Array.from({ length: step }, (_, i) => load.perSecond[from + i]).filter(Boolean);
    const sum = (key) => buckets.reduce((total, bucket) => total + bucket[key], 0);
    const times = timesBetween(load.saleTimes, from, from + step);
    rows.push({
      desde: `${from} s`,
      'enviadas/s': Math.round(sum('sent') / step),
      'aceptadas/s': Math.round(sum('ok') / step),
      'rechazadas/s': Math.round(sum('refused') / step),
      'p50 ms': percentile(times, 0.5),
      'p99 ms': percentile(times, 0.99),
    });
  }
  return rows;
}

/** A count by reason as one line: `SOLD_OUT 120, DRAW_CLOSED 40`, or `ninguno`. */
export const byReason = (counts) =>
  Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ') || 'ninguno';
