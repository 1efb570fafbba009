import type { Config } from '../../config';
import { OpenCounter, tooMany, waitInWords, WindowCounter } from '../usage-limits';

/** The exports of each app (one per process): being written, and started in the last minute, per user. */
const counters = new WeakMap<Config, { running: OpenCounter; started: WindowCounter }>();

/**
 * Holds one export of the user while its file is written, or refuses with a Spanish 429: a file
 * streams rows from a cursor for as long as the client reads, so one user's many exports at once
 * (or a loop of them) would hold the database's connections and the process's time.
 */
export function holdExport(config: Config, userId: number): () => void {
  const limits = config.exports;
  let counter = counters.get(config);
  if (!counter) {
    counter = {
      running: new OpenCounter(limits.atOncePerUser),
      started: new WindowCounter(limits.perMinutePerUser, 60_000),
    };
    counters.set(config, counter);
  }
  const held = counter.running.enter(String(userId));
  if (typeof held !== 'function')
    throw tooMany(
      limits.atOncePerUser === 1
        ? 'Ya tiene una exportación en curso. Espere a que termine e intente de nuevo.'
        : `Ya tiene ${limits.atOncePerUser} exportaciones en curso. Espere a que termine alguna e intente de nuevo.`,
      5,
    );
  const wait = counter.started.take(String(userId));
  if (wait > 0) {
    held();
    throw tooMany(
      `Hizo ${limits.perMinutePerUser} exportaciones en el último minuto. Intente de nuevo en ${waitInWords(wait)}.`,
      wait,
    );
  }
  return held;
}
