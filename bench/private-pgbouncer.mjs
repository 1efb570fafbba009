// PgBouncer of its own for a drill, in front of a private PostgreSQL (bench/private-postgres.mjs):
// the API's address that stays when the server behind it changes. `banca` is pooled per
// transaction (the API's DATABASE_URL); `banca_escucha` per session, for the bell's LISTEN
// (LISTEN_DATABASE_URL). `repoint(port)` sends both to another server and reloads, as an operator
// does after promoting a standby. As root it runs as `postgres` (it refuses root).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './private-postgres.mjs';

const BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
  (candidate) => spawnSync(candidate, ['--version']).status === 0,
);

export class PrivatePgbouncer {
  /** Starts it in front of the PostgreSQL on 127.0.0.1:`serverPort` and waits until it answers. */
  static async start(serverPort) {
    if (!BINARY) throw new Error('PgBouncer no está instalado (apt-get install pgbouncer)');
    const folder = mkdtempSync(join(tmpdir(), 'banca-pgbouncer-'));
    chmodSync(folder, 0o755);
    const pooler = new PrivatePgbouncer(folder, await freePort());
    pooler.write(serverPort);
    const asRoot = process.getuid?.() === 0;
    pooler.child = spawn(BINARY, [...(asRoot ? ['-u', 'postgres'] : []), pooler.ini], { stdio: 'ignore' });
    await pooler.waitUntilAnswering();
    return pooler;
  }

  constructor(folder, port) {
    this.folder = folder;
    this.port = port;
    this.ini = join(folder, 'pgbouncer.ini');
  }

  /** `postgres://postgres@127.0.0.1:<port>/<database>` through the pooler. */
  url(database = 'banca') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  write(serverPort) {
    const users = join(this.folder, 'users.txt');
    writeFileSync(users, '"postgres" ""\n');
    const server = `host=127.0.0.1 port=${serverPort} dbname=banca`;
    writeFileSync(
      this.ini,
      [
        '[databases]',
        `banca = ${server}`,
        `banca_escucha = ${server} pool_mode=session`,
        `postgres = host=127.0.0.1 port=${serverPort} dbname=postgres`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.port}`,
        'unix_socket_dir =',
        'pool_mode = transaction',
        'auth_type = trust',
        'admin_users = postgres',
        `auth_file = ${users}`,
        'default_pool_size = 20',
        'max_client_conn = 500',
        'server_check_delay = 0',
        'server_connect_timeout = 2',
        'server_login_retry = 1',
        'ignore_startup_parameters = extra_float_digits',
        '',
      ].join('\n'),
    );
  }

  /** Sends every database to the server on `serverPort`: the file rewritten, then SIGHUP (reload). */
  repoint(serverPort) {
    this.write(serverPort);
    this.child.kill('SIGHUP');
  }

  async waitUntilAnswering() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new pg.Client({ connectionString: this.url('postgres'), connectionTimeoutMillis: 1_000 });
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch (error) {
        if (this.child.exitCode !== null || Date.now() > deadline) {
          this.stop();
          throw new Error(`PgBouncer no respondió: ${error.message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await client.end().catch(() => undefined);
      }
    }
  }

  stop() {
    if (this.child?.exitCode === null) this.child.kill('SIGKILL');
    rmSync(this.folder, { recursive: true, force: true });
  }
}
