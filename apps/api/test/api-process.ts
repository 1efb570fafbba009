import { signIn, type SignInResponse } from '@banca/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './session';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An API server running as a process of its own, on a database a test already prepared. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `src/server.ts` in a new Node process (as `npm run serve` does) on `databaseUrl`, with
 * the given secret so that processes sharing it accept each other's tokens (and `env`'s other
 * settings), and waits until `/ready` answers. Addresses come from X-Forwarded-For (TRUST_PROXY), as behind a balancer.
 */
export async function startApiProcess(
  databaseUrl: string,
  jwtSecret: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  // A port found free may be taken by another test before the process listens on it: a process
  // that ends before it is ready is started again, up to twice, on a port the system gives.
  for (let attempt = 0; ; attempt++) {
    const started = await launch(databaseUrl, jwtSecret, attempt ? await portFromTheSystem() : port, env);
    if (started !== 'ended' || attempt === 2) {
      if (started === 'ended') throw new Error('El proceso de la API terminó antes de estar listo');
      return started;
    }
  }
}

/** A port no one listens on now, as the system hands it out. */
function portFromTheSystem(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the process on `port` and waits until `/ready` answers; `ended` when it exits first. */
async function launch(
  databaseUrl: string,
  jwtSecret: string,
  port: number,
  env: Record<string, string>,
): Promise<ApiProcess | 'ended'> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      // Derived from the shared secret: every process must open the second factors the others sealed.
      TWO_FACTOR_KEY: createHash('sha256').update(`two-factor-key:${jwtSecret}`).digest('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'never',
      WEB_DIST: 'none',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      DB_POOL_MAX: '5',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) return 'ended';
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('El proceso de la API no estuvo listo en 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a demo user in on an API process (from `address`, as a balancer forwards it). */
export async function signInOn(on: ApiProcess, username: string, address = '10.30.0.1') {
  const answer = await fetch(`${on.url}${signIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return (await answer.json()) as SignInResponse;
}
