// CPU time per process for the sale benchmark (bench/sell.mjs), read from /proc.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const CLOCK_TICKS_PER_MS = 100 / 1000; // USER_HZ on Linux

/**
 * Whether a PostgreSQL process works for `database`: its backends (titled
 * "postgres: user database host(port) state"), and the server's own background processes
 * (checkpointer, WAL writer…), which every database shares. Backends of other databases on the
 * same server are left out, so their work does not count as the benchmark's.
 */
function worksFor(database, pid) {
  const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  const backend = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(title);
  return !backend || !database || title.split(/\s+/).includes(database);
}

/**
 * CPU ticks used so far, per process: the servers' (one pid or several, with their workers),
 * PostgreSQL's (for `database` when given), and this load tool's. Linux only (/proc); elsewhere
 * the server parts read 0.
 */
export function cpuSnapshot(serverPids, database) {
  const servers = new Set([serverPids].flat());
  const server = new Map();
  const postgres = new Map();
  for (const entry of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        if (worksFor(database, entry)) postgres.set(entry, ticks);
      }
      else if (servers.has(Number(entry)) || servers.has(Number(fields[1]))) server.set(entry, ticks);
    } catch {
      /* the process ended meanwhile */
    }
  }
  const own = process.cpuUsage();
  return { server, postgres, load: (own.user + own.system) / 1000 };
}

/** CPU ms between two snapshots: processes born meanwhile count from zero, ended ones are lost. */
export function cpuSpent(before, after) {
  const spent = (part) => [...after[part]].reduce((sum, [pid, ticks]) => sum + ticks - (before[part].get(pid) ?? 0), 0) / CLOCK_TICKS_PER_MS;
  return { api: spent('server'), postgres: spent('postgres'), load: after.load - before.load };
}
