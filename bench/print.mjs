// Printing benchmark: `npm run bench:print` (after `npm run build`).
//
// Runs the browser flow of a paired serial printer (e2e/printing.spec.ts) BENCH_REPEAT times
// (5 by default) against the production build, and reads what each run reports: VENDER to the
// printer's first byte on a seller's second sale, split into the sale's round trip to the server
// and what printing costs on the client. Prints the median and the worst of each part.
// Playwright's trace is off: its snapshots of the page run on the browser's main thread, the thread
// that prints, and would be timed with it. Target (issue 30): VENDER to the first byte ≤ 300 ms.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const log = (...args) => console.log('[bench:print]', ...args);

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    'e2e/printing.spec.ts',
    '-g',
    'paired serial',
    `--repeat-each=${REPEAT}`,
    '--reporter=json',
    '--trace=off',
  ],
  {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3290' },
  },
);
if (!run.stdout.trim().startsWith('{')) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}

/** Every test result of the JSON report, however deep its suites nest. */
function results(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results));
  return [...own, ...(suite.suites ?? []).flatMap(results)];
}

const report = JSON.parse(run.stdout);
const runs = report.suites.flatMap(results);
const failed = runs.filter((one) => one.status !== 'passed');
const figures = runs
  .flatMap((one) => one.annotations ?? [])
  .filter((note) => note.type === 'VENDER → primer byte')
  .map((note) => note.description.match(/\d+/g).map(Number))
  .map(([total, toRequest, server, toByte]) => ({ total, toRequest, server, toByte, client: toRequest + toByte }));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values) => Math.max(...values);
const line = (name, values) => log(`${name}: mediana ${median(values)} ms, peor ${worst(values)} ms`);

log(`${figures.length} ventas medidas de ${runs.length} corridas (${failed.length} fallidas)`);
if (figures.length === 0) process.exit(1);
const PARTS = [
  ['VENDER → primer byte', 'total'],
  ['  la venta en el servidor', 'server'],
  ['  la impresión en el cliente', 'client'],
  ['    de VENDER a pedir la venta', 'toRequest'],
  ['    de la respuesta al primer byte', 'toByte'],
];
for (const [name, part] of PARTS)
  line(
    name,
    figures.map((one) => one[part]),
  );
process.exit(failed.length > 0 ? 1 : 0);
