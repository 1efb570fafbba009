import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build served by the real API, on a new database seeded
 * with the demo users: the machine's PostgreSQL when it answers, else the embedded one
 * (`scripts/e2e-server.ts`; `E2E_DB=embedded` forces it). Debian's Chromium: `npx playwright install`
 * cannot download here. `npm run test:e2e` builds the web before running these.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is read again by every worker: they inherit the folder made by the main process.
const isMainProcess = process.env.TEST_WORKER_INDEX === undefined;
if (!process.env.BANCA_E2E_DATA_DIR) {
  process.env.BANCA_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'banca-e2e-'));
  const dataDir = process.env.BANCA_E2E_DATA_DIR;
  if (isMainProcess) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env.BANCA_E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // The longest flows (an agency created, cloned and found in the audit log) take 25–30 s on a
  // two-core machine with two workers, and two to three times that where Chromium itself is slow
  // (a new context and the app's first load cost it 3–4 s of CPU there): each step waits at most
  // 20 s, a flow 2 minutes. A correct screen answers long before; only a broken one waits it out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // A new database of the machine's PostgreSQL when it answers, else the embedded one (see the script).
    command: 'npx tsx scripts/e2e-server.ts',
    // Time for the script to drop its database once the server has ended.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `${baseURL}/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Never the shell's database: the script chooses (and says which in its first line).
      DATABASE_URL: '',
      JWT_SECRET: '',
      TWO_FACTOR_KEY: '',
      SEED_DEMO: 'auto',
      // The flows make the sales they read; the 60 past days would only slow the start.
      DEMO_HISTORY: 'false',
      // Nor does the demo sell or award by itself while a flow counts what it sold.
      DEMO_LIVE: 'false',
      // The anomaly watch every 5 s rather than every minute: the alerts' flows raise an alert and
      // wait for it, and a minute's wait per flow would be most of their time.
      ANOMALY_WATCH_INTERVAL_MS: '5000',
      LOG_LEVEL: 'warn',
    },
  },
});
