import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../lib/principal';
import { readBearer } from '../auth';
import type { NotificationHub } from './notification-hub';

/** A comment this often keeps proxies from closing a quiet stream, and checks the session still lives. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the browser opens it again, signing in afresh. */
export const STREAM_MAX_MS = 5 * 60_000;

/**
 * Server-Sent Events of the caller's unread count: `event: count` at once and on every change,
 * in any API process (the hub hears NOTIFY). The stream ends when the server closes, after
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
    open.delete(end);
    raw.end();
  }
  open.add(end);
  request.raw.on('close', end);
  return reply;
}
