import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { ZIdParams, ZSearch, zListQueryOf, zPage } from './list';
import { REGISTRY_ACCESS, ZPartner, ZPartnerInput, ZPartnerUpdate, zPartnerIdQuery } from './network';
import { ZPartnerStatus, ZRole } from './roles';

/** Ticket offices (taquillas) and their terminals, scoped to the caller's subtree. */

const BASE = '/api/v2/admin/registry/ticket-office';
const TAG = 'Red: taquillas';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const changeErrors = { ...errors, 409: ZErrorResponse, 422: ZErrorResponse };

export const TERMINAL_STATUSES = ['BOUND', 'RELEASED'] as const;
export const ZTerminalStatus = z.enum(TERMINAL_STATUSES, {
  error: 'El estado del terminal debe ser BOUND o RELEASED.',
});
export const TERMINAL_STATUS_LABELS = { BOUND: 'Vinculado', RELEASED: 'Liberado', NONE: 'Sin terminal' } as const;

/** The device bound to a taquilla (the latest one, if it was released). */
export const ZTerminal = z.object({
  id: z.number().int(),
  device_id: z.string(),
  status: ZTerminalStatus,
  software_version: z.string().nullable(),
  /** It runs an older version than the newest one published for its channel (what it last reported). */
  software_behind: z.boolean().optional(),
  last_connection_at: z.string().nullable(),
  last_disconnection_at: z.string().nullable(),
  bound_at: z.string(),
  released_at: z.string().nullable(),
});

export const ZTicketOffice = ZPartner.extend({
  agency: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  users: z.array(
    z.object({ id: z.number().int(), username: z.string(), name: z.string(), role: ZRole, status: z.string() }),
  ),
  terminal: ZTerminal.nullable(),
});
export type TicketOffice = z.infer<typeof ZTicketOffice>;

export const TICKET_OFFICE_SORTABLE = [
  'code',
  'name',
  'status',
  'agency_name',
  'last_connection_at',
  'software_version',
] as const;
export const ZListTicketOfficesRequest = zListQueryOf(TICKET_OFFICE_SORTABLE, {
  search: ZSearch,
  status: ZPartnerStatus.optional(),
  agency_id: zPartnerIdQuery('La agencia'),
  /** NONE: never had a terminal. */
  terminal_status: z.enum(['BOUND', 'RELEASED', 'NONE'], { error: 'El estado del terminal no es válido.' }).optional(),
  is_polla_seller: z
    .enum(['true', 'false'], { error: 'El filtro de polla debe ser true o false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export const ZListTicketOfficesResponse = zPage(ZTicketOffice);

/** A taquilla hangs under an agency (parent_id). */
export const ZCreateTicketOfficeRequest = ZPartnerInput.extend({ is_polla_seller: z.boolean().default(false) });
export const ZUpdateTicketOfficeRequest = ZPartnerUpdate.extend({ is_polla_seller: z.boolean().default(false) });
export const ZTicketOfficeResponse = ZTicketOffice;

export const listTicketOffices = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Taquillas bajo el usuario, con agencia, usuarios y terminal (paginado)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListTicketOfficesRequest },
  responses: { 200: ZListTicketOfficesResponse, ...errors },
});

export const createTicketOffice = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Crea una taquilla bajo una agencia',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZCreateTicketOfficeRequest },
  responses: { 201: ZTicketOfficeResponse, ...changeErrors },
});

export const getTicketOffice = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'Una taquilla',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZTicketOfficeResponse, ...errors },
});

export const updateTicketOffice = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Modifica una taquilla (un parent_id nuevo la mueve a otra agencia)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams, body: ZUpdateTicketOfficeRequest },
  responses: { 200: ZTicketOfficeResponse, ...changeErrors },
});

const action = (verb: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/${verb}`,
    summary,
    tag: TAG,
    access: REGISTRY_ACCESS,
    request: { params: ZIdParams },
    responses: { 200: ZTicketOfficeResponse, ...changeErrors },
  });

export const activateTicketOffice = action('activate', 'Activa una taquilla');
export const deactivateTicketOffice = action('deactivate', 'Desactiva una taquilla (no si tiene actividad)');
export const releaseTicketOffice = action('release', 'Libera el terminal de la taquilla (queda RELEASED)');
export const disconnectTicketOffice = action('disconnect', 'Marca la desconexión del terminal de la taquilla');

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportTicketOffices = exportEndpointOf(listTicketOffices);
export const ticketOfficeEndpoints = [
  listTicketOffices,
  exportTicketOffices,
  createTicketOffice,
  getTicketOffice,
  updateTicketOffice,
  activateTicketOffice,
  deactivateTicketOffice,
  releaseTicketOffice,
  disconnectTicketOffice,
] as const;
