import { z } from 'zod';
import { ANY_ROLE } from './access';
import { CREDENTIALS, ZSignInResponse } from './auth';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';

const ZDbName = z
  .string({ error: 'La base de datos es obligatoria.' })
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/, { error: 'La base de datos no es válida.' });

/** The account of the same person in another database of the operator, proved by its password there. */
export const ZRegisterDbRequest = z.object({ db_name: ZDbName, ...CREDENTIALS });
export type RegisterDbRequest = z.infer<typeof ZRegisterDbRequest>;

export const ZChangeDbRequest = z.object({ db_name: ZDbName });
export type ChangeDbRequest = z.infer<typeof ZChangeDbRequest>;

/** The databases the user can be in: this one (current) and the ones linked to it. */
export const ZCrossDbConnection = z.object({ db_name: z.string(), current: z.boolean() });
export const ZCrossDbConnections = z.array(ZCrossDbConnection);
export type CrossDbConnection = z.infer<typeof ZCrossDbConnection>;

export const ZCrossDbStatus = z.object({
  enabled: z.boolean(),
  /** This database. */
  db_name: z.string(),
  /** The operator's other databases, to link an account in. */
  databases: z.array(z.string()),
});
export type CrossDbStatus = z.infer<typeof ZCrossDbStatus>;

/** A session in the other database: its tokens work only there, at its own address. */
export const ZChangeDbResponse = ZSignInResponse.extend({
  db_name: z.string(),
  /** Where that database's application is served; null when it is this same address. */
  web_url: z.string().nullable(),
});
export type ChangeDbResponse = z.infer<typeof ZChangeDbResponse>;

const TAG = 'Autenticación';
const BASE = '/api/v2/auth/cross-db';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const registerDb = defineEndpoint({
  method: 'POST',
  path: `${BASE}/register-db`,
  summary: 'Enlaza la cuenta del usuario en otra base de datos (con su contraseña de allá)',
  tag: TAG,
  access: ANY_ROLE,
  request: { body: ZRegisterDbRequest },
  responses: { 200: ZCrossDbConnections, ...errors, 404: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse },
});

export const changeDb = defineEndpoint({
  method: 'POST',
  path: `${BASE}/change-db`,
  summary: 'Abre una sesión en una base de datos enlazada, sin volver a iniciar sesión',
  tag: TAG,
  access: ANY_ROLE,
  request: { body: ZChangeDbRequest },
  responses: { 200: ZChangeDbResponse, ...errors, 404: ZErrorResponse, 422: ZErrorResponse },
});

export const listDbConnections = defineEndpoint({
  method: 'POST',
  path: `${BASE}/conns`,
  summary: 'Bases de datos del usuario: la actual y las enlazadas',
  tag: TAG,
  access: ANY_ROLE,
  responses: { 200: ZCrossDbConnections, ...errors },
});

export const getCrossDbStatus = defineEndpoint({
  method: 'GET',
  path: `${BASE}/enabled-cross-db`,
  summary: 'Si el operador tiene varias bases de datos (el cambio de base está activo)',
  tag: TAG,
  access: ANY_ROLE,
  responses: { 200: ZCrossDbStatus, ...errors },
});

export const crossDbEndpoints = [registerDb, changeDb, listDbConnections, getCrossDbStatus] as const;
