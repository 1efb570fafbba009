import { TWO_FACTOR_STEPS } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { TwoFactorStep } from './second-factor';

/** How long the password stands for the second step. */
export const CHALLENGE_TTL_SECONDS = 300;

interface ChallengeClaims {
  sub: string;
  typ: 'two-factor';
  step: TwoFactorStep;
}

/**
 * The challenge token: a short JWT of its own type (`two-factor`), so it is never taken for an
 * access token (which must say `access`), and it opens nothing but the second step.
 */
export function challengeTokens(app: FastifyInstance) {
  return {
    sign: (userId: number, step: TwoFactorStep): string =>
      app.jwt.sign({ sub: String(userId), typ: 'two-factor', step } satisfies ChallengeClaims, {
        expiresIn: CHALLENGE_TTL_SECONDS,
      }),
    verify(token: string): { userId: number; step: TwoFactorStep } {
      let claims: ChallengeClaims;
      try {
        claims = app.jwt.verify<ChallengeClaims>(token);
      } catch {
        throw new AppError('INVALID_TOKEN');
      }
      const userId = Number(claims.sub);
      if (claims.typ !== 'two-factor' || !Number.isSafeInteger(userId) || !TWO_FACTOR_STEPS.includes(claims.step))
        throw new AppError('INVALID_TOKEN');
      return { userId, step: claims.step };
    },
  };
}
export type ChallengeTokens = ReturnType<typeof challengeTokens>;
