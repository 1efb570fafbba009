// A PostgreSQL cluster of its own for a benchmark that must not touch the machine's shared one:
// initdb into a temporary folder, its own port and socket folder, trust authentication on
// 127.0.0.1. Run as root, the cluster belongs to the `postgres` OS user (runuser), as PostgreSQL
// refuses to run as root. Used by bench/pg-crash.mjs, which kills it with SIGKILL mid-burst, and by
// the failover and restore drills, which add a standby and restore backups.
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const OWNER = 'postgres';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process is alive (a zombie waiting for its parent to reap it is not). */
function alive(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
}

/** The processes working in `folder`: a postmaster and all its backends and helpers run in their data folder. */
function processesIn(folder) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === folder && alive(entry)) found.push(Number(entry));
    } catch {
      /* ended meanwhile, or not ours to read */
    }
  }
  return found;
}

export class PrivatePostgres {
  /** Creates the folder and runs initdb; `start()` starts the server. */
  static async create() {
    const cluster = await PrivatePostgres.#folder();
    cluster.initdb();
    return cluster;
  }

  /**
   * A hot standby of `primary`, streaming from it: a base backup (`pg_basebackup -R`, which writes
   * the standby's connection to the primary); `start()` starts it.
   */
  static async standbyOf(primary) {
    const cluster = await PrivatePostgres.#folder();
    primary.baseBackup(cluster.data, ['-R', '-X', 'stream']);
    return cluster;
  }

  /** A folder and a port for a cluster whose data comes from elsewhere (a restored backup). */
  static async emptyFolder() {
    return new PrivatePostgres(mkdtempSync(join(tmpdir(), 'banca-pg-')), await freePort());
  }

  static async #folder() {
    return PrivatePostgres.emptyFolder();
  }

  constructor(dir, port) {
    this.dir = dir;
    this.data = join(dir, 'data');
    this.port = port;
    this.asRoot = process.getuid?.() === 0;
    if (this.asRoot) {
      const owner = spawnSync('id', ['-u', OWNER], { encoding: 'utf8' });
      const group = spawnSync('id', ['-g', OWNER], { encoding: 'utf8' });
      if (owner.status !== 0) throw new Error(`Como root, el clúster privado necesita el usuario ${OWNER} del sistema`);
      chownSync(dir, Number(owner.stdout), Number(group.stdout));
    }
  }

  /** A folder of the cluster's own, beside its data, that its owner can write (a WAL archive, a backup). */
  folder(name) {
    const path = join(this.dir, name);
    mkdirSync(path, { mode: 0o700 });
    if (this.asRoot) this.#chown(path);
    return path;
  }

  /** The data folder, copied in by someone else, made the owner's and private, as PostgreSQL wants it. */
  takeOwnership() {
    chmodSync(this.data, 0o700);
    if (this.asRoot) spawnSync('chown', ['-R', `${OWNER}:${OWNER}`, this.data]);
  }

  /** Settings added to the data folder's postgresql.auto.conf (read at start). */
  appendSettings(lines) {
    appendFileSync(join(this.data, 'postgresql.auto.conf'), `${lines.join('\n')}\n`);
  }

  /** At the next start the server recovers from restore_command up to its target (recovery.signal). */
  signalRecovery() {
    writeFileSync(join(this.data, 'recovery.signal'), '');
    if (this.asRoot) this.#chown(join(this.data, 'recovery.signal'));
  }

  #chown(path) {
    const id = (flag) => Number(spawnSync('id', [flag, OWNER], { encoding: 'utf8' }).stdout);
    chownSync(path, id('-u'), id('-g'));
  }

  /** One of PostgreSQL's programs running on as the cluster's owner (pg_receivewal); its output goes to the cluster's log. */
  spawn(program, args) {
    const log = openSync(join(this.dir, `${program}.log`), 'a');
    const [command, argv] = this.command(program, args);
    const child = spawn(command, argv, { cwd: this.dir, stdio: ['ignore', log, log] });
    closeSync(log);
    return child;
  }

  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** The command that runs one of PostgreSQL's programs as the cluster's owner. */
  command(program, args) {
    return this.asRoot ? ['runuser', ['-u', OWNER, '--', join(BIN, program), ...args]] : [join(BIN, program), args];
  }

  /** Runs one of PostgreSQL's programs as the cluster's owner; throws with its output when it fails. */
  run(program, args) {
    const [command, argv] = this.command(program, args);
    const result = spawnSync(command, argv, { cwd: this.dir, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${program} terminó con código ${result.status}: ${result.stderr || result.stdout || result.error}`,
      );
    }
    return result.stdout;
  }

  initdb() {
    this.run('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ]);
  }

  /**
   * Starts the server (after a crash, this is PostgreSQL's crash recovery) and waits until it
   * accepts connections. The postmaster runs as a child of this process (not detached, as pg_ctl
   * would leave it), so that once killed it is reaped at once: a dead postmaster nobody reaps
   * still owns its pid, and the next start refuses the data folder.
   */
  async start(settings = {}) {
    const log = openSync(join(this.dir, 'postgres.log'), 'a');
    const options = ['-D', this.data, '-p', String(this.port), '-k', this.dir, '-c', 'listen_addresses=127.0.0.1'];
    for (const [name, value] of Object.entries(settings)) options.push('-c', `${name}=${value}`);
    const [command, argv] = this.command('postgres', options);
    const server = spawn(command, argv, { cwd: this.dir, stdio: ['ignore', log, log] });
    closeSync(log);
    const deadline = Date.now() + 120_000;
    while (spawnSync(join(BIN, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(this.port)]).status !== 0) {
      if (server.exitCode !== null || Date.now() > deadline) {
        const tail = readFileSync(join(this.dir, 'postgres.log'), 'utf8').trim().split('\n').slice(-12).join('\n');
        throw new Error(`PostgreSQL no arrancó:\n${tail}`);
      }
      await sleep(100);
    }
  }

  /** A base backup of this running cluster into `folder` (`pg_basebackup`, a fast checkpoint), with `options`. */
  baseBackup(folder, options) {
    const from = ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres'];
    this.run('pg_basebackup', [...from, '-D', folder, '-c', 'fast', ...options]);
  }

  /** Ends the standby's recovery: from now on it is a primary that takes writes. */
  promote() {
    this.run('pg_ctl', ['-D', this.data, '-w', '-t', '60', 'promote']);
  }

  /** The postmaster's process id, from its pid file. */
  postmasterPid() {
    return Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  /**
   * kill -9: `postmaster` kills the postmaster alone, whose backends then end by themselves (a
   * backend finishes the statement it is running first); `all` kills the postmaster and every one
   * of its processes at the same instant, as when the machine's PostgreSQL dies as a whole.
   * Waits until none of them is left (a backend still running after 30 s is killed too), so that
   * the next start finds the shared memory free. Answers what it killed and waited for.
   */
  async crash(mode) {
    const postmaster = this.postmasterPid();
    const processes = processesIn(this.data);
    process.kill(postmaster, 'SIGKILL');
    if (mode === 'all') for (const pid of processes) if (pid !== postmaster) process.kill(pid, 'SIGKILL');
    const started = Date.now();
    let killedLate = 0;
    // Any process still in the data folder holds the shared memory, also one forked as the kill came.
    for (let left = processesIn(this.data); left.length > 0; left = processesIn(this.data)) {
      if (Date.now() - started > 30_000) {
        killedLate += left.length;
        for (const pid of left) process.kill(pid, 'SIGKILL');
      }
      await sleep(20);
    }
    return { processes: processes.length, goneAfterMs: Date.now() - started, killedLate };
  }

  /** Stops whatever is left of the server at once and deletes the folder. Safe to call twice. */
  destroy() {
    if (!existsSync(this.dir)) return;
    if (existsSync(join(this.data, 'postmaster.pid'))) {
      try {
        this.run('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* not running */
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
