import { randomBytes, randomUUID } from 'node:crypto';

/** The bearer of the benchmarks' APIs' GET /metrics (bench/metrics.mjs reads it). */
export const BENCH_METRICS_TOKEN = randomBytes(24).toString('hex');

/**
 * The environment of an API a benchmark starts on `databaseUrl`: production mode, on the loopback,
 * quiet, without the web, with secrets of its own; `more` adds or changes settings.
 */
export const apiEnvOf = (databaseUrl, more) => ({
  DATABASE_URL: databaseUrl,
  HOST: '127.0.0.1',
  WEB_DIST: 'none',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JWT_SECRET: randomUUID() + randomUUID(),
  TWO_FACTOR_KEY: randomBytes(32).toString('hex'),
  METRICS_TOKEN: BENCH_METRICS_TOKEN,
  ...more,
});

/**
 * An API on a new benchmark database with the demo network and catalogue but no sales history,
 * on `port`, with a pool of 20: what the sale benchmarks start; `more` adds or changes settings.
 */
export const demoApiEnvOf = (databaseUrl, port, more = {}) =>
  apiEnvOf(databaseUrl, { PORT: String(port), SEED_DEMO: 'always', DEMO_HISTORY: 'false', DB_POOL_MAX: '20', ...more });
