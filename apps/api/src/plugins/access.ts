import { canAccess, isPublic } from '@banca/contracts';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Principal } from '../lib/principal';
import { PrincipalCache } from '../modules/auth/principal-cache';
import { loadPrincipal } from '../modules/auth/repository';
import { readBearer } from '../modules/auth/tokens';

interface AccessClaims {
  sub: string;
  typ: 'access';
}

/**
 * Enforces every endpoint's access rule before its handler: a valid access token of an
 * active user whose role, country and flags the rule allows. Fails closed.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtlSeconds },
    // Verified tokens are remembered (up to their expiry): the signature is not checked again
    // on every sale. Who the token names is still checked (see PrincipalCache).
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  // Fail closed at start-up: an API route without a declared rule is a programming error.
  app.addHook('onRoute', (route) => {
    const isApi = /^\/api\/v\d+\//.test(route.url);
    if (isApi && !route.config?.access) throw new Error(`La ruta ${route.method} ${route.url} no declara su regla de acceso.`);
    // Only the access token is checked against a rule: a rule on any other bearer would be ignored.
    if (route.config?.access && !isPublic(route.config.access) && route.config.bearer !== 'access') {
      throw new Error(`La ruta ${route.method} ${route.url} tiene una regla de acceso pero no usa el token de acceso.`);
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
  if (!request.principal) request.log = request.log.child({ user_id: principal.id });
  request.principal = principal;
  if (!canAccess(principal, request.routeOptions.config.access!)) throw new AppError('FORBIDDEN');
  return principal;
}

function verifiedUserId(app: FastifyInstance, request: FastifyRequest): number {
  const token = readBearer(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(token);
  } catch {
    throw new AppError('INVALID_TOKEN');
  }
  const userId = Number(claims.sub);
  if (claims.typ !== 'access' || !Number.isSafeInteger(userId)) throw new AppError('INVALID_TOKEN');
  return userId;
}

export function signAccessToken(app: FastifyInstance, userId: number): string {
  return app.jwt.sign({ sub: String(userId), typ: 'access' } satisfies AccessClaims);
}
