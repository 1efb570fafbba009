import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { noInput, registerPublicUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { signAccessToken } from '../../plugins/access';
import { getSession } from './get-session';
import { makeRefreshSession } from './refresh-session';
import { makeSignIn } from './sign-in';
import { signOut } from './sign-out';
import { readBearer } from './tokens';
import { CHALLENGE_TTL_SECONDS, challengeTokens } from './two-factor/challenge-tokens';
import { twoFactorRoutes } from './two-factor/two-factor-routes';

const AUTH_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export async function authRoutes(app: FastifyInstance) {
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

  registerPublicUseCase(
    app,
    contracts.signIn,
    signInWith,
    (request) => ({ ...request.body, ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 256) ?? null }),
    { rateLimit: AUTH_RATE_LIMIT },
  );

  registerUseCase(app, contracts.getSession, getSession, noInput);

  registerPublicUseCase(app, contracts.refreshSession, refresh, (request) => readBearer(request), {
    rateLimit: AUTH_RATE_LIMIT,
  });

  twoFactorRoutes(app, tokens, challenges);

  registerPublicUseCase(app, contracts.signOut, signOut, (request) => readBearer(request));
}
