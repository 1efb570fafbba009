import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf, publicContextOf } from '../../../lib/use-case';
import { registerEndpoint } from '../../../plugins/endpoint';
import type { SessionDeps } from '../open-session';
import type { ChallengeTokens } from './challenge-tokens';
import { makeActivateTwoFactor } from './activate-two-factor';
import { makeDisableTwoFactor } from './disable-two-factor';
import { getTwoFactorPolicy } from './get-two-factor-policy';
import { getTwoFactorStatus } from './get-two-factor-status';
import { secretBox } from './secret-box';
import { makeSetupTwoFactor } from './setup-two-factor';
import { makeSetupTwoFactorChallenge } from './setup-two-factor-challenge';
import { updateTwoFactorPolicy } from './update-two-factor-policy';
import { makeVerifyTwoFactorChallenge } from './verify-two-factor-challenge';

const RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export function twoFactorRoutes(app: FastifyInstance, session: SessionDeps, challenges: ChallengeTokens) {
  const { db } = app;
  const deps = { ...session, challenges, box: secretBox(app.config.twoFactorKeys, app.config.jwtSecret) };
  const verify = makeVerifyTwoFactorChallenge(deps);
  const setupChallenge = makeSetupTwoFactorChallenge(deps);
  const setup = makeSetupTwoFactor(deps);
  const activate = makeActivateTwoFactor(deps);
  const disable = makeDisableTwoFactor(deps);
  const limited = { rateLimit: RATE_LIMIT };

  registerEndpoint(app, contracts.getTwoFactorStatus, (request) => getTwoFactorStatus(contextOf(request, db)));
  registerEndpoint(app, contracts.setupTwoFactor, (request) => setup(contextOf(request, db)), limited);
  registerEndpoint(
    app,
    contracts.activateTwoFactor,
    (request) => activate(contextOf(request, db), request.body),
    limited,
  );
  registerEndpoint(
    app,
    contracts.disableTwoFactor,
    (request) => disable(contextOf(request, db), request.body),
    limited,
  );
  registerEndpoint(
    app,
    contracts.setupTwoFactorChallenge,
    (request) => setupChallenge(publicContextOf(request, db), request.body),
    limited,
  );
  registerEndpoint(
    app,
    contracts.verifyTwoFactorChallenge,
    (request) =>
      verify(publicContextOf(request, db), {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 256) ?? null,
      }),
    limited,
  );
  registerEndpoint(app, contracts.getTwoFactorPolicy, (request) => getTwoFactorPolicy(contextOf(request, db)));
  registerEndpoint(app, contracts.updateTwoFactorPolicy, (request) =>
    updateTwoFactorPolicy(contextOf(request, db), request.body),
  );
}
