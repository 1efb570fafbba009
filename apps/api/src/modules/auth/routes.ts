import { getSession, refreshSession as refreshContract, signIn as signInContract, signOut as signOutContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { toSessionUser } from '../../lib/principal';
import { signAccessToken } from '../../plugins/access';
import { registerEndpoint } from '../../plugins/endpoint';
import { ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES, FailureThrottle } from './login-throttle';
import { refreshSession } from './refresh-session';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { readBearer } from './tokens';

const AUTH_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export async function authRoutes(app: FastifyInstance) {
  const deps = {
    db: app.db,
    config: app.config,
    addressThrottle: new FailureThrottle(ADDRESS_FREE_FAILURES),
    unknownUserThrottle: new FailureThrottle(ACCOUNT_FREE_FAILURES),
    signAccessToken: (userId: number) => signAccessToken(app, userId),
  };

  registerEndpoint(
    app,
    signInContract,
    async (request) =>
      signIn(deps, request.body, {
        actor: actorOf(request),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 256) ?? null,
      }),
    { rateLimit: AUTH_RATE_LIMIT },
  );

  registerEndpoint(app, getSession, async (request) => toSessionUser(request.principal));

  registerEndpoint(app, refreshContract, async (request) => refreshSession(deps, readBearer(request), actorOf(request)), {
    rateLimit: AUTH_RATE_LIMIT,
  });

  registerEndpoint(app, signOutContract, async (request) => signOut(app.db, readBearer(request), actorOf(request)));
}
