import { canAccess, isPublic } from '@banca/contracts';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
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
    verify: { algorithms: ['HS256'] },
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

  app.addHook('onRequest', async (request) => {
    const { access, bearer } = request.routeOptions.config;
    if (!access || isPublic(access) || bearer !== 'access') return;
    const principal = await authenticate(app, request);
    if (!canAccess(principal, access)) throw new AppError('FORBIDDEN');
  });
});

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
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
  const principal = await loadPrincipal(app.db, userId);
  if (!principal) throw new AppError('INVALID_TOKEN');
  request.principal = principal;
  request.log = request.log.child({ user_id: principal.id });
  return principal;
}

export function signAccessToken(app: FastifyInstance, userId: number): string {
  return app.jwt.sign({ sub: String(userId), typ: 'access' } satisfies AccessClaims);
}
