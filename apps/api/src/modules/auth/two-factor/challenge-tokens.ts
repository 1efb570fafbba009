import { randomUUID } from 'node:crypto';
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
  /** The challenge's own id: the session it opens spends it (two_factor_spent_challenges). */
  jti: string;
  exp?: number;
}

/**
 * The challenge token: a short JWT of its own type (`two-factor`), so it is never taken for an
 * access token (which must say `access`), and it opens nothing but the second step.
 */
export function challengeTokens(app: FastifyInstance) {
  return {
    sign: (userId: number, step: TwoFactorStep): string =>
      app.jwt.sign({ sub: String(userId), typ: 'two-factor', step, jti: randomUUID() } satisfies ChallengeClaims, {
        expiresIn: CHALLENGE_TTL_SECONDS,
      }),
    verify(token: string): { userId: number; step: TwoFactorStep; jti: string; expiresAt: Date } {
      let claims: ChallengeClaims;
      try {
        claims = app.jwt.verify<ChallengeClaims>(token);
      } catch {
        throw new AppError('INVALID_TOKEN');
      }
      const userId = Number(claims.sub);
      if (
        claims.typ !== 'two-factor' ||
        !Number.isSafeInteger(userId) ||
        !TWO_FACTOR_STEPS.includes(claims.step) ||
        typeof claims.jti !== 'string' ||
        typeof claims.exp !== 'number'
      )
        throw new AppError('INVALID_TOKEN');
      return { userId, step: claims.step, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
    },
  };
}
export type ChallengeTokens = ReturnType<typeof challengeTokens>;
