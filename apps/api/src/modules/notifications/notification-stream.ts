import { canAccess, RISK_BOARD_ACCESS } from '@banca/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chainOf } from '../../lib/chain';
import type { Principal } from '../../lib/principal';
import { OpenCounter, tooMany } from '../../lib/usage-limits';
import { readBearer } from '../auth';
import type { NotificationHub } from './notification-hub';

/** A comment this often keeps proxies from closing a quiet stream, and checks the session still lives. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the browser opens it again, signing in afresh. */
export const STREAM_MAX_MS = 5 * 60_000;

/**
 * Server-Sent Events of the caller's unread count: `event: count` at once and on every change,
 * in any API process (the hub hears NOTIFY); for a caller who may read the risk board, also
 * `event: risk` each time the risk watch saw its banca sell (its board reads again). The stream ends when the server closes, after
 * STREAM_MAX_MS, or at a heartbeat once the session is revoked or the user blocked.
 */
export function openStream(
  app: FastifyInstance,
  hub: NotificationHub,
  open: Set<() => void>,
  request: FastifyRequest & { principal: Principal },
  reply: FastifyReply,
): FastifyReply {
  const userId = request.principal.id;
  const release = holdStream(app, userId);
  const token = readBearer(request);
  const sessionId = token ? app.verifiedTokens.claimsOf(token)?.sessionId : undefined;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');

  const unsubscribe = hub.subscribe(userId, (unread) => {
    raw.write(`event: count\ndata: ${JSON.stringify({ unread })}\n\n`);
  });
  const unfollowRisk = canAccess(request.principal, RISK_BOARD_ACCESS)
    ? hub.followRisk(chainOf(request.principal.partner.path)[0]!, () => raw.write('event: risk\ndata: {}\n\n'))
    : () => undefined;
  const stillSignedIn = async () =>
    !(sessionId && app.revokedSessions.has(sessionId)) && (await app.principals.get(userId)) !== null;
  const heartbeat = setInterval(() => {
    stillSignedIn()
      .then((ok) => (ok ? raw.write(': ping\n\n') : end()))
      .catch(() => end());
  }, HEARTBEAT_MS);
  const lifetime = setTimeout(() => end(), STREAM_MAX_MS);

  let ended = false;
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    unfollowRisk();
    release();
    open.delete(end);
    raw.end();
  }
  open.add(end);
  request.raw.on('close', end);
  return reply;
}

/** The open streams of each app (one per process), counted against PUSH_STREAMS_PER_USER and PUSH_STREAMS_PER_PROCESS. */
const openStreams = new WeakMap<object, OpenCounter>();

/**
 * Holds one stream of the user, or refuses with a Spanish 429: a user opens one per tab, and an
 * endless loop of tabs (or a script) must not hold the process's connections.
 */
function holdStream(app: FastifyInstance, userId: number): () => void {
  const limits = app.config.pushStreams;
  let counter = openStreams.get(app.config);
  if (!counter) openStreams.set(app.config, (counter = new OpenCounter(limits.perUser, limits.perProcess)));
  const held = counter.enter(String(userId));
  if (held === 'KEY')
    throw tooMany(
      `Ya tiene ${limits.perUser} pestañas recibiendo avisos. Cierre alguna e intente de nuevo.`,
      Math.ceil(HEARTBEAT_MS / 1000),
    );
  if (held === 'ALL')
    throw tooMany(
      'El servidor atiende demasiados avisos en este momento. Intente de nuevo en unos minutos.',
      Math.ceil(STREAM_MAX_MS / 1000),
    );
  return held;
}
