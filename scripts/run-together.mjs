/**
 * Runs npm scripts side by side (`node scripts/run-together.mjs typecheck lint`): each on its own
 * core, its output kept whole and printed when it ends, and exits non-zero when any of them fails.
 * The type check and the lint are each one process on one core; on a two-core machine together
 * they take the time of the longer one.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n> ${script}: ${code === 0 ? 'bien' : `falló (código ${code})`} en ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
