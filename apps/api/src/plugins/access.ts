import { canAccess, isPublic } from '@banca/contracts';
import jwt from '@fastify/jwt';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Bindings } from 'pino';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Principal } from '../lib/principal';
import { PrincipalCache } from '../modules/auth';
import { loadPrincipal } from '../modules/auth';
import { RevokedSessions } from '../modules/auth';
import { readBearer } from '../modules/auth';
import { VerifiedTokens } from '../modules/auth';

interface AccessClaims {
  sub: string;
  typ: 'access';
  /** The session (refresh-token family) the token was issued for: revoking it ends the token. */
  sid: string;
  /** The database the token was issued for (ADR 049): another database's API refuses it. */
  db?: string;
  /** Expiry, in seconds since the epoch (set by the signer). */
  exp?: number;
}

/** Verified access tokens kept in memory, about one per active terminal. */
const VERIFIED_TOKENS = 10_000;
/** How often each process reads the sessions revoked meanwhile (the bound on the cached path). */
const REVOKED_SESSIONS_INTERVAL_MS = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Enforces every endpoint's access rule before its handler: a valid access token of an
 * active user whose role, country and flags the rule allows. Fails closed.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });
  app.decorate('verifiedTokens', new VerifiedTokens(VERIFIED_TOKENS));

  // Fail closed at start-up: an API route without a declared rule is a programming error.
  app.addHook('onRoute', (route) => {
    const isApi = /^\/api\/v\d+\//.test(route.url);
    if (isApi && !route.config?.access)
      throw new Error(`La ruta ${route.method} ${route.url} no declara su regla de acceso.`);
    // Only the access token is checked against a rule: a rule on any other bearer would be ignored.
    if (route.config?.access && !isPublic(route.config.access) && route.config.bearer !== 'access') {
      throw new Error(`La ruta ${route.method} ${route.url} tiene una regla de acceso pero no usa el token de acceso.`);
    }
    // A public route carries no access token: its handler is typed without a caller (EndpointRequest).
    if (route.config?.access && isPublic(route.config.access) && route.config.bearer === 'access') {
      throw new Error(`La ruta ${route.method} ${route.url} es pública pero espera el token de acceso.`);
    }
  });

  app.decorate('principals', new PrincipalCache(app.db));
  const revoked = new RevokedSessions(app.db, app.config.accessTokenTtlSeconds * 1000 + 60_000);
  app.decorate('revokedSessions', revoked);
  let poller: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await revoked.refresh();
    poller = setInterval(() => {
      revoked
        .refresh()
        .catch((error: unknown) => app.log.error({ err: error }, 'No se pudieron leer las sesiones revocadas'));
    }, REVOKED_SESSIONS_INTERVAL_MS);
  });
  app.addHook('preClose', async () => {
    if (poller) clearInterval(poller);
  });

  app.addHook('onRequest', async (request) => {
    const { access, bearer, principal: source } = request.routeOptions.config;
    if (!access || isPublic(access) || bearer !== 'access') return;
    const { userId, sessionId } = verifiedClaims(app, request);
    // The database says whether the session lives on every route but the cached one, which asks memory.
    if (source !== 'cached') return void admit(request, await loadPrincipal(app.db, userId, sessionId), sessionId);
    if (revoked.has(sessionId)) throw new AppError('INVALID_TOKEN');
    // Only a cached caller the rule admits is trusted; any other is read again before refusing.
    const cached = await app.principals.get(userId);
    if (cached && canAccess(cached, access)) return void admit(request, cached, sessionId);
    await refreshPrincipal(app, request);
  });
});

/**
 * For a route with `principal: 'cached'` whose own check found the cached caller out of date:
 * reads the caller again and applies the route's access rule to what it finds.
 */
export async function refreshPrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const { userId, sessionId } = verifiedClaims(app, request);
  app.principals.forget(userId);
  return admit(request, await app.principals.get(userId), sessionId);
}

function admit(request: FastifyRequest, loaded: Principal | null, sessionId: string): Principal {
  if (!loaded) throw new AppError('INVALID_TOKEN');
  // A caller read again is the same user: its log binding is already there.
  if (!request.principal) bindCaller(request, loaded.id);
  // The cached caller is shared by the user's sessions: this request's session goes on a copy.
  const principal = { ...loaded, sessionId };
  request.principal = principal;
  if (!canAccess(principal, request.routeOptions.config.access!)) throw new AppError('FORBIDDEN');
  return principal;
}

/**
 * Names the caller in the request's logger. Fastify gives each request a logger of its own, so
 * the binding is added to it (pino's setBindings) instead of a child logger per request.
 */
function bindCaller(request: FastifyRequest, userId: number): void {
  const log = request.log as FastifyBaseLogger & { setBindings?: (bindings: Bindings) => void };
  if (log.setBindings) log.setBindings({ user_id: userId });
  else request.log = log.child({ user_id: userId });
}

function verifiedClaims(app: FastifyInstance, request: FastifyRequest): { userId: number; sessionId: string } {
  const token = readBearer(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const known = app.verifiedTokens.claimsOf(token);
  if (known !== null) return known;
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(token);
  } catch {
    throw new AppError('INVALID_TOKEN');
  }
  const userId = Number(claims.sub);
  if (
    claims.typ !== 'access' ||
    !isThisDatabase(app, claims.db) ||
    !Number.isSafeInteger(userId) ||
    typeof claims.sid !== 'string' ||
    !UUID.test(claims.sid)
  ) {
    throw new AppError('INVALID_TOKEN');
  }
  const verified = { userId, sessionId: claims.sid };
  if (claims.exp !== undefined) app.verifiedTokens.remember(token, verified, claims.exp * 1000);
  return verified;
}

/** An access token for the user's session (refresh-token family) `sessionId`, in `database` (this one by default). */
export function signAccessToken(
  app: FastifyInstance,
  userId: number,
  sessionId: string,
  database = app.config.dbName,
): string {
  return app.jwt.sign({ sub: String(userId), typ: 'access', sid: sessionId, db: database } satisfies AccessClaims);
}

/** A token names its database; one that names none is only taken while this is the operator's one database. */
const isThisDatabase = (app: FastifyInstance, database: string | undefined) =>
  database === undefined ? app.config.crossDb.length === 0 : database === app.config.dbName;
