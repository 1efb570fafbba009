import { canAccess, isPublic } from '@banca/contracts';
import jwt from '@fastify/jwt';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Bindings } from 'pino';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Principal } from '../lib/principal';
import { PrincipalCache } from '../modules/auth/principal-cache';
import { loadPrincipal } from '../modules/auth/repository';
import { readBearer } from '../modules/auth/tokens';
import { VerifiedTokens } from '../modules/auth/verified-tokens';

interface AccessClaims {
  sub: string;
  typ: 'access';
  /** Expiry, in seconds since the epoch (set by the signer). */
  exp?: number;
}

/** Verified access tokens kept in memory, about one per active terminal. */
const VERIFIED_TOKENS = 10_000;

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
    if (isApi && !route.config?.access) throw new Error(`La ruta ${route.method} ${route.url} no declara su regla de acceso.`);
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

  app.addHook('onRequest', async (request) => {
    const { access, bearer, principal: source } = request.routeOptions.config;
    if (!access || isPublic(access) || bearer !== 'access') return;
    const userId = verifiedUserId(app, request);
    if (source !== 'cached') return void admit(request, await loadPrincipal(app.db, userId));
    // Only a cached caller the rule admits is trusted; any other is read again before refusing.
    const cached = await app.principals.get(userId);
    if (cached && canAccess(cached, access)) return void admit(request, cached);
    await refreshPrincipal(app, request);
  });
});

/**
 * For a route with `principal: 'cached'` whose own check found the cached caller out of date:
 * reads the caller again and applies the route's access rule to what it finds.
 */
export async function refreshPrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const userId = verifiedUserId(app, request);
  app.principals.forget(userId);
  return admit(request, await app.principals.get(userId));
}

function admit(request: FastifyRequest, principal: Principal | null): Principal {
  if (!principal) throw new AppError('INVALID_TOKEN');
  // A caller read again is the same user: its log binding is already there.
  if (!request.principal) bindCaller(request, principal.id);
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

function verifiedUserId(app: FastifyInstance, request: FastifyRequest): number {
  const token = readBearer(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const known = app.verifiedTokens.userOf(token);
  if (known !== null) return known;
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(token);
  } catch {
    throw new AppError('INVALID_TOKEN');
  }
  const userId = Number(claims.sub);
  if (claims.typ !== 'access' || !Number.isSafeInteger(userId)) throw new AppError('INVALID_TOKEN');
  if (claims.exp !== undefined) app.verifiedTokens.remember(token, userId, claims.exp * 1000);
  return userId;
}

export function signAccessToken(app: FastifyInstance, userId: number): string {
  return app.jwt.sign({ sub: String(userId), typ: 'access' } satisfies AccessClaims);
}
