import { z } from 'zod';
import { PUBLIC, rule } from './access';
import { ZOkResponse, ZSignInResponse } from './auth';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';

/** The roles that sign in with a second factor (TOTP, RFC 6238). */
export const TWO_FACTOR_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'] as const;

/** A code of the authenticator (6 digits) or a recovery code (`xxxx-xxxx`). */
export const ZTwoFactorCode = z
  .string({ error: 'El código es obligatorio.' })
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z2-7]{4}-?[a-z2-7]{4})$/, {
    error: 'El código debe tener 6 dígitos, o ser un código de recuperación (xxxx-xxxx).',
  });

const ZChallengeToken = z
  .string({ error: 'Falta el token del segundo paso.' })
  .min(1, { error: 'Falta el token del segundo paso.' })
  .max(2048, { error: 'El token del segundo paso no es válido.' });

export const ZTwoFactorCodeRequest = z.object({ code: ZTwoFactorCode });
export type TwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

export const ZTwoFactorChallengeRequest = z.object({ challenge_token: ZChallengeToken });
export const ZVerifyTwoFactorRequest = z.object({ challenge_token: ZChallengeToken, code: ZTwoFactorCode });
export type VerifyTwoFactorRequest = z.infer<typeof ZVerifyTwoFactorRequest>;

/** A new secret to enrol: the authenticator reads `otpauth_url` from a QR code, or `secret` typed by hand. */
export const ZTwoFactorSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** Shown once, at enrolment: each signs in once in place of a code. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The session, and the recovery codes when this step enrolled the account. */
export const ZVerifyTwoFactorResponse = ZSignInResponse.extend({ recovery_codes: z.array(z.string()).optional() });
export type VerifyTwoFactorResponse = z.infer<typeof ZVerifyTwoFactorResponse>;

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The banca requires it of this user's role. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** The banca's rule: its ADMIN_BANCA, SUPERV_BANCA and DISTRIBUIDOR users must use a second factor. */
export const ZTwoFactorPolicy = z.object({ required: z.boolean({ error: 'Indique si es obligatorio.' }) });
export type TwoFactorPolicy = z.infer<typeof ZTwoFactorPolicy>;

const TAG = 'Autenticación';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse };
const SELF = rule(TWO_FACTOR_ROLES);

export const getTwoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/api/v2/auth/two-factor',
  summary: 'Estado de la verificación en dos pasos del usuario',
  tag: TAG,
  access: SELF,
  responses: { 200: ZTwoFactorStatus, 401: ZErrorResponse, 403: ZErrorResponse },
});

export const setupTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/two-factor/setup',
  summary: 'Genera un secreto nuevo para inscribir la verificación en dos pasos',
  tag: TAG,
  access: SELF,
  responses: { 200: ZTwoFactorSetup, ...errors },
});

export const activateTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/two-factor/activate',
  summary: 'Activa la verificación en dos pasos con un código del autenticador',
  tag: TAG,
  access: SELF,
  request: { body: ZTwoFactorCodeRequest },
  responses: { 200: ZRecoveryCodes, ...errors },
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/two-factor/disable',
  summary: 'Desactiva la verificación en dos pasos (pide un código)',
  tag: TAG,
  access: SELF,
  request: { body: ZTwoFactorCodeRequest },
  responses: { 200: ZOkResponse, ...errors },
});

/** The sign-in's second step: public (no session yet, the challenge token in the body). */
const CHALLENGE = { method: 'POST', tag: TAG, access: PUBLIC, bearer: 'none' } as const;
const challengeErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };

export const setupTwoFactorChallenge = defineEndpoint({
  ...CHALLENGE,
  path: '/api/v2/auth/two-factor/challenge/setup',
  summary: 'Inscripción durante el inicio de sesión, cuando la banca la exige',
  request: { body: ZTwoFactorChallengeRequest },
  responses: { 200: ZTwoFactorSetup, ...challengeErrors },
});

export const verifyTwoFactorChallenge = defineEndpoint({
  ...CHALLENGE,
  path: '/api/v2/auth/two-factor/challenge/verify',
  summary: 'Segundo paso del inicio de sesión: el código abre la sesión',
  request: { body: ZVerifyTwoFactorRequest },
  responses: { 200: ZVerifyTwoFactorResponse, ...challengeErrors },
});

export const getTwoFactorPolicy = defineEndpoint({
  method: 'GET',
  path: '/api/v2/auth/two-factor/policy',
  summary: 'Si la banca exige la verificación en dos pasos',
  tag: TAG,
  access: rule('ADMIN_BANCA'),
  responses: { 200: ZTwoFactorPolicy, 401: ZErrorResponse, 403: ZErrorResponse },
});

export const updateTwoFactorPolicy = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/auth/two-factor/policy',
  summary: 'Exige (o no) la verificación en dos pasos en la banca',
  tag: TAG,
  access: rule('ADMIN_BANCA'),
  request: { body: ZTwoFactorPolicy },
  responses: { 200: ZTwoFactorPolicy, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
});

export const twoFactorEndpoints = [
  getTwoFactorStatus,
  setupTwoFactor,
  activateTwoFactor,
  disableTwoFactor,
  setupTwoFactorChallenge,
  verifyTwoFactorChallenge,
  getTwoFactorPolicy,
  updateTwoFactorPolicy,
] as const;
