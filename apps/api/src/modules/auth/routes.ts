import { getSession as getSessionContract, refreshSession, signIn, signOut as signOutContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf, publicContextOf } from '../../lib/use-case';
import { signAccessToken } from '../../plugins/access';
import { registerEndpoint } from '../../plugins/endpoint';
import { getSession } from './get-session';
import { makeRefreshSession } from './refresh-session';
import { makeSignIn } from './sign-in';
import { signOut } from './sign-out';
import { readBearer } from './tokens';
import { CHALLENGE_TTL_SECONDS, challengeTokens } from './two-factor/challenge-tokens';
import { twoFactorRoutes } from './two-factor/two-factor-routes';

const AUTH_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export async function authRoutes(app: FastifyInstance) {
  const { db } = app;
  const tokens = {
    config: app.config,
    signAccessToken: (userId: number, sessionId: string) => signAccessToken(app, userId, sessionId),
  };
  const challenges = challengeTokens(app);
  const signInWith = makeSignIn({
    ...tokens,
    challenges: {
      signed: (userId, step) => ({
        two_factor: step,
        challenge_token: challenges.sign(userId, step),
        expires_in: CHALLENGE_TTL_SECONDS,
      }),
    },
  });
  const refresh = makeRefreshSession(tokens);

  registerEndpoint(
    app,
    signIn,
    (request) =>
      signInWith(publicContextOf(request, db), {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 256) ?? null,
      }),
    { rateLimit: AUTH_RATE_LIMIT },
  );

  registerEndpoint(app, getSessionContract, (request) => getSession(contextOf(request, db)));

  registerEndpoint(app, refreshSession, (request) => refresh(publicContextOf(request, db), readBearer(request)), {
    rateLimit: AUTH_RATE_LIMIT,
  });

  twoFactorRoutes(app, tokens, challenges);

  registerEndpoint(app, signOutContract, (request) => signOut(publicContextOf(request, db), readBearer(request)));
}
