import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client';
import { EVERYONE, NOTIFICATION_CHANNEL, RISK_PREFIX } from './notification-repository';

/** Users whose notifications changed, or everyone (a payload too long to name them). */
export type Signal = readonly number[] | typeof EVERYONE;

export interface SignalHandlers {
  onSignal(signal: Signal): void;
  /** The bancas whose open draws' risk moved (their risk boards read again). */
  onRisk?(bancaIds: readonly number[]): void;
  /** Listening (true) or not (false): the hub polls while it is not. */
  onLive(live: boolean): void;
  onError(error: unknown): void;
}

/** Something that hears NOTIFY on the notifications channel until stopped. */
export interface SignalListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const signalOf = (payload: string): Signal =>
  payload === EVERYONE ? EVERYONE : payload.split(',').map(Number).filter(Number.isSafeInteger);

/** One NOTIFY of the channel to its handler: the bancas of a risk signal, else the users of a bell's. */
function dispatch(payload: string, handlers: SignalHandlers): void {
  if (!payload.startsWith(RISK_PREFIX)) return handlers.onSignal(signalOf(payload));
  const bancaIds = payload.slice(RISK_PREFIX.length).split(',').map(Number).filter(Number.isSafeInteger);
  handlers.onRisk?.(bancaIds);
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/** The listening connections' `application_name`, as `pg_stat_activity` shows them. */
export const LISTENER_NAME = 'banca-notificaciones';

/**
 * PostgreSQL: LISTEN on a connection of its own (outside the pool: it never returns there). A lost
 * connection (a restart, a failover, a terminated backend) is reopened with growing delays, and
 * the hub polls meanwhile.
 */
export function postgresListener(url: string, handlers: SignalHandlers): SignalListener {
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let delay = RECONNECT_MIN_MS;

  const lost = (failed: pg.Client, error?: unknown) => {
    if (client !== failed) return;
    client = null;
    failed.removeAllListeners();
    failed.on('error', () => undefined);
    void failed.end().catch(() => undefined);
    if (error) handlers.onError(error);
    handlers.onLive(false);
    if (!stopped) timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    timer = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_NAME,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) dispatch(message.payload ?? '', handlers);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      if (client !== next) return;
      delay = RECONNECT_MIN_MS;
      handlers.onLive(true);
    } catch (error) {
      lost(next, error);
    }
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}

/** The embedded database: one process, so its own LISTEN hears every change. */
export function embeddedListener(client: PGlite, handlers: SignalHandlers): SignalListener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      unlisten = await client.listen(NOTIFICATION_CHANNEL, (payload) => dispatch(payload, handlers));
      handlers.onLive(true);
    },
    async stop() {
      await unlisten?.().catch(() => undefined);
      unlisten = null;
    },
  };
}

/** The listener of this database; none when it cannot listen (the hub then polls). */
export function listenerOf(database: Database, url: string | null, handlers: SignalHandlers): SignalListener | null {
  if (database.kind === 'postgres' && url) return postgresListener(url, handlers);
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  return database.kind === 'embedded' && typeof client?.listen === 'function'
    ? embeddedListener(client, handlers)
    : null;
}
