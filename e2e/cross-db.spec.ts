import { getSession } from '@banca/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl, postgresReachable } from '../apps/api/test/postgres';
import { auth } from './api-helpers';
import { ACCESS_COOKIE, DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * One operator with two databases, "ve" and "co": two API processes, each on its own new
 * PostgreSQL database seeded with the demo users and serving the web build, each knowing the
 * other and sharing the token secret (ADR 049). A supervisor of "ve" links the account of "co"
 * from the top bar and switches to it without signing in again.
 */
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Instance {
  readonly name: string;
  readonly database: string;
  readonly port: number;
  readonly url: string;
  process?: ChildProcess;
}

let instances: Instance[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'banca-e2e-cross-db-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function ready(instance: Instance): Promise<number> {
  try {
    return (await fetch(`${instance.url}/ready`)).status;
  } catch {
    return 0;
  }
}

test.beforeAll(async () => {
  if (!(await postgresReachable(ADMIN_URL))) return;
  test.setTimeout(180_000);
  const run = `${process.pid}_${Date.now().toString(36)}`;
  instances = await Promise.all(
    ['ve', 'co'].map(async (name) => {
      const port = await freePort();
      return { name, database: `banca_e2e_xdb_${run}_${name}`, port, url: `http://127.0.0.1:${port}` };
    }),
  );
  const jwtSecret = randomBytes(48).toString('base64url');
  const twoFactorKey = randomBytes(32).toString('hex');
  for (const instance of instances) {
    await adminQuery(`CREATE DATABASE ${instance.database}`, ADMIN_URL);
    const others = instances.filter((other) => other !== instance);
    instance.process = spawn('npm', ['run', 'serve'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, instance.name),
        DATABASE_URL: databaseUrl(instance.database, ADMIN_URL),
        JWT_SECRET: jwtSecret,
        TWO_FACTOR_KEY: twoFactorKey,
        DB_NAME: instance.name,
        CROSS_DB_DATABASES: others
          .map((other) => `${other.name}=${databaseUrl(other.database, ADMIN_URL)}|${other.url}`)
          .join(','),
        SEED_DEMO: 'always',
        DEMO_HISTORY: 'false',
        LOG_LEVEL: 'warn',
      },
    });
  }
  for (const instance of instances) {
    await expect.poll(() => ready(instance), { timeout: 150_000, message: `${instance.url}/ready` }).toBe(200);
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all(
    instances.map(async (instance) => {
      const child = instance.process;
      if (child?.pid && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    }),
  );
  for (const instance of instances) {
    await adminQuery(`DROP DATABASE IF EXISTS ${instance.database} WITH (FORCE)`, ADMIN_URL);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('link the account of the other database and switch to it without signing in again', async ({ page, request }) => {
  test.skip(
    instances.length === 0,
    'PostgreSQL no responde en 127.0.0.1:5432: el cambio entre bases de datos necesita dos bases reales.',
  );
  const [ve, co] = instances as [Instance, Instance];

  await page.goto(`${ve.url}/login`);
  await page.getByLabel('Usuario').fill('supervisor');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('session-name')).toHaveText('Simón Supervisor');
  const veToken = (await page.context().cookies(ve.url)).find((cookie) => cookie.name === ACCESS_COOKIE)!;

  await page.getByRole('button', { name: 'Base: ve' }).click();
  await page.getByRole('menuitem', { name: 'Enlazar cuenta de otra base…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enlazar cuenta de otra base' });
  await dialog.getByLabel('Usuario en esa base').fill('admin.co');
  await dialog.getByLabel('Contraseña en esa base').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Enlazar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Base: ve' }).click();
  await page.getByRole('menuitem', { name: 'Cambiar a co' }).click();
  await expect(page).toHaveURL(new RegExp(`^${co.url}/`));
  await expect(page.getByRole('button', { name: 'Base: co' })).toBeVisible();
  await expect(page.getByTestId('session-name')).toHaveText('Camila Administradora');
  expect(page.url()).not.toContain('#session=');

  // A token of "ve" is taken there and refused by the API of "co".
  const veAccess = decodeURIComponent(veToken.value);
  expect((await request.get(`${ve.url}${getSession.path}`, { headers: auth(veAccess) })).status()).toBe(200);
  expect((await request.get(`${co.url}${getSession.path}`, { headers: auth(veAccess) })).status()).toBe(401);
});
