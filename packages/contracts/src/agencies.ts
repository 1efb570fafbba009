import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { ZIdParams, ZSearch, zListQueryOf, zPage } from './list';
import {
  REGISTRY_ACCESS,
  ZBetsSettings,
  ZPartner,
  ZPartnerCode,
  ZPartnerInput,
  ZPartnerName,
  ZPartnerOption,
  ZPartnerUpdate,
  zPartnerIdQuery,
  zPartnerRef,
} from './network';
import { ZPartnerStatus } from './roles';

/** Agencies (spec: /api/v2/admin/registry/agencies/…), scoped to the caller's subtree. */

const BASE = '/api/v2/admin/registry/agencies';
const TAG = 'Red: agencias';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const changeErrors = { ...errors, 409: ZErrorResponse, 422: ZErrorResponse };

/** An agency with what its list shows. */
export const ZAgency = ZPartner.extend({
  ticket_offices_count: z.number().int(),
  /** True when the agency has its own bets settings (otherwise the banca's default applies). */
  has_bets_config: z.boolean(),
  payments_responsible_partner_id: z.number().int(),
});
export type Agency = z.infer<typeof ZAgency>;

export const AGENCY_SORTABLE = ['code', 'name', 'status', 'parent_name', 'state', 'created_at'] as const;
export const ZListAgenciesRequest = zListQueryOf(AGENCY_SORTABLE, {
  search: ZSearch,
  status: ZPartnerStatus.optional(),
  parent_id: zPartnerIdQuery('El asociado padre'),
});
export const ZListAgenciesResponse = zPage(ZAgency);

export const ZListAgenciesNoPaginatedRequest = z.object({ search: ZSearch, status: ZPartnerStatus.optional() });
export const ZListAgenciesNoPaginatedResponse = z.object({ data: z.array(ZPartnerOption) });

/** The step form: general data, location and contact, optionally its own bets settings. */
export const ZCreateAgencyRequest = ZPartnerInput.extend({
  /** Own bets settings; without them the banca's default applies. */
  bets: ZBetsSettings.optional(),
  /** Who the agency settles with; default its parent. */
  payments_responsible_partner_id: zPartnerRef('El responsable de pagos').nullish(),
});
export const ZUpdateAgencyRequest = ZPartnerUpdate;
export const ZAgencyResponse = ZAgency;

/** A new agency with another agency's settings (bets, agency config, commissions, cupos). */
export const ZCloneAgencyRequest = z.object({
  source_id: zPartnerRef('La agencia de origen'),
  code: ZPartnerCode,
  name: ZPartnerName,
  /** Under another parent; default the source's. */
  parent_id: zPartnerRef('El asociado padre').optional(),
});
export const ZCloneAgencyResponse = ZAgency.extend({
  copied: z.object({
    bets_config: z.boolean(),
    agency_config: z.boolean(),
    commissions: z.number().int(),
    regular_quotas: z.number().int(),
  }),
});

/** Spec §3 "Agency config": id and payments_responsible_partner_id. */
export const ZAgencyConfig = z.object({
  id: z.number().int(),
  /** The partner the agency settles with (its parent when not set). */
  payments_responsible_partner_id: z.number().int(),
  /** Null when that partner lies outside the caller's reach. */
  payments_responsible: ZPartnerOption.nullable(),
  /** True when nothing is set and the parent applies. */
  is_default: z.boolean(),
  /** The partners that may be chosen: the agency itself and its ancestors within reach. */
  candidates: z.array(ZPartnerOption),
});
export const ZUpdateAgencyConfigRequest = z.object({
  id: zPartnerRef('La agencia'),
  /** An ancestor of the agency or the agency itself; null goes back to the default (its parent). */
  payments_responsible_partner_id: zPartnerRef('El responsable de pagos').nullable(),
});

export const listAgencies = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Agencias bajo el usuario (paginado)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListAgenciesRequest },
  responses: { 200: ZListAgenciesResponse, ...errors },
});

export const searchAgencies = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list`,
  summary: 'Agencias bajo el usuario (paginado, con filtros)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListAgenciesRequest },
  responses: { 200: ZListAgenciesResponse, ...errors },
});

export const listAgenciesNoPaginated = defineEndpoint({
  method: 'GET',
  path: `${BASE}/list-no-paginated`,
  summary: 'Todas las agencias bajo el usuario (para selectores)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListAgenciesNoPaginatedRequest },
  responses: { 200: ZListAgenciesNoPaginatedResponse, ...errors },
});

export const createAgency = defineEndpoint({
  method: 'POST',
  path: `${BASE}/create`,
  summary: 'Crea una agencia (con su configuración de jugadas si se indica)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZCreateAgencyRequest },
  responses: { 201: ZAgencyResponse, ...changeErrors },
});

export const cloneAgency = defineEndpoint({
  method: 'POST',
  path: `${BASE}/clone`,
  summary: 'Crea una agencia copiando la configuración, comisiones y cupos de otra',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZCloneAgencyRequest },
  responses: { 201: ZCloneAgencyResponse, ...changeErrors },
});

export const getAgencyConfig = defineEndpoint({
  method: 'GET',
  path: `${BASE}/config/:id`,
  summary: 'Configuración de una agencia (responsable de pagos)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZAgencyConfig, ...errors },
});

export const updateAgencyConfig = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/config`,
  summary: 'Cambia el responsable de pagos de una agencia',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZUpdateAgencyConfigRequest },
  responses: { 200: ZAgencyConfig, ...changeErrors },
});

export const getAgency = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'Una agencia',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZAgencyResponse, ...errors },
});

export const updateAgency = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Modifica una agencia (un parent_id nuevo la mueve con sus taquillas)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams, body: ZUpdateAgencyRequest },
  responses: { 200: ZAgencyResponse, ...changeErrors },
});

export const deleteAgency = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Desactiva una agencia (borrado lógico; no si tiene taquillas activas o actividad)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZAgencyResponse, ...changeErrors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportAgencies = exportEndpointOf(searchAgencies);
export const agencyEndpoints = [
  listAgencies,
  searchAgencies,
  exportAgencies,
  listAgenciesNoPaginated,
  createAgency,
  cloneAgency,
  getAgencyConfig,
  updateAgencyConfig,
  getAgency,
  updateAgency,
  deleteAgency,
] as const;
