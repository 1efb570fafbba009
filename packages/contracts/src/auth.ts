import { z } from 'zod';
import { ANY_ROLE, PUBLIC } from './access';
import { ZCountry } from './countries';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { ZCurrency } from './money';
import { ZPartnerKind, ZRole } from './roles';

/** A user's name and password, as a person types them to sign in (here or in another database). */
export const CREDENTIALS = {
  username: z
    .string({ error: 'El usuario es obligatorio.' })
    .trim()
    .min(1, { error: 'El usuario es obligatorio.' })
    .max(64, { error: 'El usuario no puede tener más de 64 caracteres.' }),
  password: z
    .string({ error: 'La contraseña es obligatoria.' })
    .min(1, { error: 'La contraseña es obligatoria.' })
    .max(256, { error: 'La contraseña no puede tener más de 256 caracteres.' }),
};

export const ZSignInRequest = z.object(CREDENTIALS);
export type SignInRequest = z.infer<typeof ZSignInRequest>;

/** The signed-in user as every screen sees it. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: ZRole,
  country_iso2: ZCountry,
  currency: ZCurrency,
  manage_childs: z.boolean(),
  awarding_results: z.boolean(),
  partner: z.object({ id: z.number().int(), name: z.string(), kind: ZPartnerKind }),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

export const ZSignInResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  user: ZSessionUser,
});
export type SignInResponse = z.infer<typeof ZSignInResponse>;

/**
 * The password was right but the account signs in with a second factor: `CODE` asks for the
 * authenticator's code (or a recovery code), `ENROL` for enrolling first (the banca requires it).
 * The challenge token stands for the password for a few minutes, for these two steps only.
 */
export const TWO_FACTOR_STEPS = ['CODE', 'ENROL'] as const;
export const ZTwoFactorChallenge = z.object({
  two_factor: z.enum(TWO_FACTOR_STEPS),
  challenge_token: z.string(),
  /** Seconds the challenge token lives. */
  expires_in: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** What sign-in answers: the session, or the second factor's challenge. */
export const ZSignInAnswer = z.union([ZSignInResponse, ZTwoFactorChallenge]);
export type SignInAnswer = z.infer<typeof ZSignInAnswer>;
export const isTwoFactorChallenge = (answer: SignInAnswer): answer is TwoFactorChallenge => 'two_factor' in answer;

export const ZRefreshResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type RefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/session',
  summary: 'Inicia sesión con usuario y contraseña',
  tag: 'Autenticación',
  access: PUBLIC,
  bearer: 'none',
  request: { body: ZSignInRequest },
  responses: { 200: ZSignInAnswer, ...errors },
});

export const getSession = defineEndpoint({
  method: 'GET',
  path: '/api/v2/auth/session',
  summary: 'Usuario de la sesión actual',
  tag: 'Autenticación',
  access: ANY_ROLE,
  responses: { 200: ZSessionUser, 401: ZErrorResponse },
});

export const refreshSession = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/refresh',
  summary: 'Renueva el token de acceso con el token de refresco (rota el de refresco)',
  tag: 'Autenticación',
  access: PUBLIC,
  bearer: 'refresh',
  responses: { 200: ZRefreshResponse, 401: ZErrorResponse },
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/api/v2/auth/logout',
  summary: 'Cierra la sesión y revoca su familia de tokens de refresco',
  tag: 'Autenticación',
  access: PUBLIC,
  bearer: 'refresh',
  responses: { 200: ZOkResponse, 401: ZErrorResponse },
});

export const authEndpoints = [signIn, getSession, refreshSession, signOut] as const;
