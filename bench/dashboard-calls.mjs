// What the benchmarks that read like a manager share (bench/reports.mjs, bench/rush.mjs): every KPI
// call the sales dashboard's screen makes (features/dashboards), one GET of a contract's path, and
// the percentiles of the times measured.
import {
  kpiLatestPartners,
  kpiSalesByHour,
  kpiSalesByProduct,
  kpiSummary,
  kpiTopNumbers,
  kpiTopRisk,
} from '../packages/contracts/src/index.ts';

/** The zone the managers read in: the demo's Venezuelan banca's. */
export const ZONE = 'America/Caracas';

/** Every KPI call of the sales dashboard's screen, made at once when it opens. */
export const DASHBOARD_CALLS = [
  kpiSummary,
  kpiSalesByHour,
  kpiSalesByProduct,
  kpiTopNumbers,
  kpiTopRisk,
  kpiLatestPartners,
];

/** One GET of a contract's path on `base` with `token`; answers the status after reading the body. */
export async function getWith(base, token, contract, query = {}) {
  const url = new URL(`${base}${contract.path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-timezone': ZONE } });
  await answer.arrayBuffer();
  return answer.status;
}

/** The whole dashboard as one sample: every call at once; 200 when all of them answered 200. */
export async function openDashboard(base, token) {
  const statuses = await Promise.all(DASHBOARD_CALLS.map((contract) => getWith(base, token, contract)));
  return statuses.find((status) => status !== 200) ?? 200;
}

/** The `p` percentile (0–1) of times sorted from fastest, in ms with one decimal; null without times. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))].toFixed(1));
}
