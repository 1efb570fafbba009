import { z } from 'zod';
import { rule } from './access';
import { ZOkResponse } from './auth';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { zListQueryOf, zPage, ZSearch } from './list';
import { ZPartnerKind, ZRole, ZUserStatus } from './roles';

/** Minimum length of a password set by an administrator. */
export const MIN_PASSWORD_LENGTH = 8;

export const ZUsername = z
  .string({ error: 'El usuario es obligatorio.' })
  .trim()
  .min(3, { error: 'El usuario debe tener al menos 3 caracteres.' })
  .max(64, { error: 'El usuario no puede tener más de 64 caracteres.' })
  .regex(/^[A-Za-z0-9._-]+$/, {
    error: 'El usuario solo admite letras sin acentos, números, punto, guion y guion bajo.',
  });

export const ZNewPassword = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(MIN_PASSWORD_LENGTH, { error: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.` })
  .max(256, { error: 'La contraseña no puede tener más de 256 caracteres.' });

const ZPersonName = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(1, { error: 'El nombre es obligatorio.' })
  .max(120, { error: 'El nombre no puede tener más de 120 caracteres.' });

/** Optional e-mail: an empty string means none. */
const ZOptionalEmail = z
  .string()
  .trim()
  .max(254, { error: 'El correo no puede tener más de 254 caracteres.' })
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: 'El correo no es válido.' })
  .nullable()
  .optional();

const ZPartnerRef = zTextId('El asociado', 'El asociado es obligatorio.');

const ZUserId = zTextId('El usuario', 'El usuario es obligatorio.');

/** A user as the registry shows it (never its password hash). */
export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: ZRole,
  partner: z.object({ id: z.number().int(), name: z.string(), kind: ZPartnerKind }),
  manage_childs: z.boolean(),
  awarding_results: z.boolean(),
  status: ZUserStatus,
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof ZUser>;

export const USER_SORTABLE = ['username', 'name', 'role', 'status', 'partner', 'created_at', 'last_login_at'] as const;

export const ZListUsersRequest = zListQueryOf(USER_SORTABLE, {
  /** Username or name. */
  search: ZSearch,
  role: ZRole.optional(),
  /** Users of this partner and of every partner below it. */
  partner_id: ZPartnerRef.optional(),
  status: ZUserStatus.optional(),
});
export type ListUsersRequest = z.infer<typeof ZListUsersRequest>;
export const ZListUsersResponse = zPage(ZUser);
export type ListUsersResponse = z.infer<typeof ZListUsersResponse>;

export const ZCreateUserRequest = z.object({
  username: ZUsername,
  password: ZNewPassword,
  name: ZPersonName,
  email: ZOptionalEmail,
  role: ZRole,
  partner_id: ZPartnerRef,
  manage_childs: z.boolean().default(false),
  awarding_results: z.boolean().default(false),
});
export type CreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZUserIdRequest = z.object({ id: ZUserId });
export type UserIdRequest = z.infer<typeof ZUserIdRequest>;

/** Only the fields sent change. */
export const ZUpdateUserRequest = z.object({
  id: ZUserId,
  name: ZPersonName.optional(),
  email: ZOptionalEmail,
  role: ZRole.optional(),
  partner_id: ZPartnerRef.optional(),
  manage_childs: z.boolean().optional(),
  awarding_results: z.boolean().optional(),
});
export type UpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/**
 * A new password for a user. For one's own account the current password is asked too: a stolen
 * session alone must not be able to lock its owner out.
 */
export const ZResetPasswordRequest = z.object({
  id: ZUserId,
  password: ZNewPassword,
  current_password: z.string().max(200, { error: 'La contraseña es demasiado larga.' }).optional(),
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZUserIdParams = z.object({ userId: ZUserId });

export const ZAwardingControlResponse = z.object({ data: z.array(ZUser) });
export type AwardingControlResponse = z.infer<typeof ZAwardingControlResponse>;

const USERS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['manage_childs'] });
/** Awarding permission: only someone who may award can grant or remove it. */
const AWARDING = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['awarding_results'] });
const read = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const write = { ...read, 409: ZErrorResponse, 422: ZErrorResponse };
const tag = 'Usuarios';

export const listUsers = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/list',
  summary: 'Usuarios del subárbol, paginados y filtrados por búsqueda, rol, asociado y estado',
  tag,
  access: USERS,
  request: { body: ZListUsersRequest },
  responses: { 200: ZListUsersResponse, ...read },
});

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/create',
  summary: 'Crea un usuario en un asociado del subárbol',
  tag,
  access: USERS,
  request: { body: ZCreateUserRequest },
  responses: { 200: ZUser, ...write },
});

export const getUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/get',
  summary: 'Un usuario del subárbol',
  tag,
  access: USERS,
  request: { body: ZUserIdRequest },
  responses: { 200: ZUser, ...read },
});

export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/update',
  summary: 'Modifica nombre, correo, rol, asociado o permisos de un usuario',
  tag,
  access: USERS,
  request: { body: ZUpdateUserRequest },
  responses: { 200: ZUser, ...write },
});

export const blockUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/block',
  summary: 'Bloquea un usuario: deja de poder actuar de inmediato y se cierran sus sesiones',
  tag,
  access: USERS,
  request: { body: ZUserIdRequest },
  responses: { 200: ZUser, ...write },
});

export const unblockUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/unblock',
  summary: 'Desbloquea un usuario',
  tag,
  access: USERS,
  request: { body: ZUserIdRequest },
  responses: { 200: ZUser, ...write },
});

export const resetUserPassword = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/users/reset-password',
  summary: 'Asigna una contraseña nueva a un usuario y cierra sus sesiones',
  tag,
  access: USERS,
  request: { body: ZResetPasswordRequest },
  responses: { 200: ZOkResponse, ...write },
});

export const listAwardingControl = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/awarding-control',
  summary: 'Usuarios del subárbol con permiso de premiación',
  tag,
  access: AWARDING,
  responses: { 200: ZAwardingControlResponse, ...read },
});

export const grantAwardingPermission = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/admin/awarding-control/:userId',
  summary: 'Otorga el permiso de premiación a un usuario',
  tag,
  access: AWARDING,
  request: { params: ZUserIdParams },
  responses: { 200: ZUser, ...write },
});

export const removeAwardingPermission = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/admin/awarding-control/:userId',
  summary: 'Retira el permiso de premiación a un usuario',
  tag,
  access: AWARDING,
  request: { params: ZUserIdParams },
  responses: { 200: ZUser, ...write },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportUsers = exportEndpointOf(listUsers);
export const userEndpoints = [
  listUsers,
  exportUsers,
  createUser,
  getUser,
  updateUser,
  blockUser,
  unblockUser,
  resetUserPassword,
  listAwardingControl,
  grantAwardingPermission,
  removeAwardingPermission,
] as const;
