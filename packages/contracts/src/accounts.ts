import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { ZIdParams, zListQueryOf, zPage, ZSearch } from './list';

/**
 * The chart of accounts (/admin/administrative/accounts): the accounts entries and payments are
 * booked to. System accounts (no owner) are the operator's; the others belong to a partner.
 */

export const ADMINISTRATIVE_BASE = '/api/v2/admin/administrative';
const TAG = 'Contabilidad';

/** Who works with accounts, balances, payments and methods (screens table: A, D, S, T). */
export const LEDGER_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA'] as const;
export const LEDGER_ACCESS = rule(LEDGER_ROLES);

export const ZAccount = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** The owner; null for a system account, which nobody edits. */
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  /** Whether the caller may change it (its owner lies in the caller's subtree). */
  editable: z.boolean(),
  created_at: z.string(),
});
export type Account = z.infer<typeof ZAccount>;

export const ACCOUNT_SORTABLE = ['code', 'name', 'created_at'] as const;
export const ZListAccountsQuery = zListQueryOf(ACCOUNT_SORTABLE, {
  search: ZSearch,
  active: z.enum(['true', 'false'], { error: 'El estado debe ser true o false.' }).optional(),
});
export type ListAccountsQuery = z.input<typeof ZListAccountsQuery>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, { error: `${label} es obligatorio.` })
    .max(max, { error: `${label} no puede tener más de ${max} caracteres.` });

export const ZSaveAccountRequest = z.object({
  code: text('El código', 20).regex(/^[A-Za-z0-9_.-]+$/, {
    error: 'El código solo lleva letras, dígitos, punto, guion y guion bajo.',
  }),
  name: text('El nombre', 80),
  description: z
    .string()
    .trim()
    .max(300, { error: 'La descripción no puede tener más de 300 caracteres.' })
    .default(''),
  active: z.boolean({ error: 'El estado debe ser verdadero o falso.' }).default(true),
});
export type SaveAccountRequest = z.input<typeof ZSaveAccountRequest>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const listAccounts = defineEndpoint({
  method: 'GET',
  path: `${ADMINISTRATIVE_BASE}/accounts`,
  summary: 'Plan de cuentas: las del sistema, las de la cadena del usuario y las de su subárbol',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZListAccountsQuery },
  responses: { 200: zPage(ZAccount), ...errors },
});

export const createAccount = defineEndpoint({
  method: 'POST',
  path: `${ADMINISTRATIVE_BASE}/accounts`,
  summary: 'Crea una cuenta del asociado del usuario',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZSaveAccountRequest },
  responses: { 200: ZAccount, ...errors, 409: ZErrorResponse },
});

export const updateAccount = defineEndpoint({
  method: 'PUT',
  path: `${ADMINISTRATIVE_BASE}/accounts/:id`,
  summary: 'Cambia una cuenta del subárbol del usuario',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { params: ZIdParams, body: ZSaveAccountRequest },
  responses: { 200: ZAccount, ...errors, 409: ZErrorResponse },
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: `${ADMINISTRATIVE_BASE}/accounts/:id`,
  summary: 'Borra una cuenta sin asientos ni pagos (una cuenta usada se desactiva)',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZAccount, ...errors, 409: ZErrorResponse },
});

export const exportAccounts = exportEndpointOf(listAccounts);

export const accountEndpoints = [listAccounts, exportAccounts, createAccount, updateAccount, deleteAccount] as const;
