// The detailed-prize export of bench/reports.mjs (`npm run bench:reports`), measured on an API
// process of its own.
import { existsSync, readFileSync } from 'node:fs';
import { exportDetailedPrizes, listDetailedPrizes } from '../packages/contracts/src/index.ts';
import { signIn } from './sale-setup.mjs';

const log = (...args) => console.log('[bench:reports]', ...args);

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * The XLSX export of every prize of the history, read to the end, from an API process of its own
 * at `origin` whose V8 heap is capped (`heapMb`): it can only finish if the rows stream
 * through. Its resident memory is sampled meanwhile.
 */
export async function exportPrizes(origin, pid, { from, to, heapMb, zone }) {
  const token = await signIn(origin, 'admin');
  const filters = { from_date: from, to_date: to };
  const list = new URL(`${origin}${listDetailedPrizes.path}`);
  for (const [key, value] of Object.entries({ ...filters, per_page: 1 })) list.searchParams.set(key, String(value));
  const page = await fetch(list, { headers: { authorization: `Bearer ${token}`, 'x-timezone': zone } });
  if (page.status === 404) {
    log('exportación de premios: la ruta no existe (404), se omite');
    return { prueba: 'exportación XLSX de premios detallados', estado: 'sin ruta' };
  }
  const rows = page.ok ? ((await page.json()).totals ?? []).reduce((sum, total) => sum + (total.prizes ?? 0), 0) : null;
  const canSample = existsSync(`/proc/${pid}/status`);
  const before = canSample ? rssOf(pid) : 0;
  let peak = before;
  const sampler = canSample ? setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50) : null;
  const started = performance.now();
  const answer = await fetch(`${origin}${exportDetailedPrizes.path}`, {
    method: exportDetailedPrizes.method,
    headers: { authorization: `Bearer ${token}`, 'x-timezone': zone, 'content-type': 'application/json' },
    body: JSON.stringify({ ...filters, format: 'xlsx' }),
  });
  if (answer.status === 404) {
    if (sampler) clearInterval(sampler);
    log('exportación de premios: la ruta no existe (404), se omite');
    return { prueba: 'exportación XLSX de premios detallados', estado: 'sin ruta' };
  }
  let bytes = 0;
  for await (const chunk of answer.body) bytes += chunk.length;
  const took = (performance.now() - started) / 1000;
  if (sampler) clearInterval(sampler);
  return {
    prueba: `exportación XLSX de premios detallados (heap de ${heapMb} MB)`,
    filas: rows,
    segundos: Number(took.toFixed(1)),
    'filas/s': rows === null ? null : Math.round(rows / took),
    MB: Number((bytes / 1e6).toFixed(1)),
    'crecimiento RSS MB': canSample ? Number(((peak - before) / 1e6).toFixed(1)) : null,
    estado: answer.ok ? 'ok' : `HTTP ${answer.status}`,
  };
}

