import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { ZIdParams, ZSearch, zListQueryOf, zPage, zQueryArray } from './list';
import { REGISTRY_ACCESS, ZPartner, ZPartnerInput, ZPartnerOption, ZPartnerUpdate, zPartnerIdQuery } from './network';
import { ZPartnerKind, ZPartnerStatus } from './roles';

/** Affiliates and distributors (spec: /api/v2/admin/distributor/…), scoped to the caller's subtree. */

const BASE = '/api/v2/admin/distributor';
const TAG = 'Red: afiliados y distribuidores';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const changeErrors = { ...errors, 409: ZErrorResponse, 422: ZErrorResponse };

export const PARTNER_SORTABLE = ['code', 'name', 'kind', 'status', 'depth', 'created_at'] as const;

/** The partner tree below the caller as a table: search (code, name, document), kind, status, parent. */
export const ZListDistributorsRequest = zListQueryOf(PARTNER_SORTABLE, {
  search: ZSearch,
  kind: ZPartnerKind.optional(),
  status: ZPartnerStatus.optional(),
  parent_id: zPartnerIdQuery('El asociado padre'),
});
export const ZListDistributorsResponse = zPage(ZPartner);

export const ZCreateDistributorRequest = ZPartnerInput;
export const ZUpdateDistributorRequest = ZPartnerUpdate;
export const ZDistributorResponse = ZPartner;

export const ZListPartnersRequest = z.object({
  kind: zQueryArray(ZPartnerKind).optional(),
  search: ZSearch,
});
export const ZListPartnersResponse = z.object({ data: z.array(ZPartnerOption) });

export const ZListFathersRequest = z.object({ kind: ZPartnerKind });
export const ZListFathersResponse = z.object({ data: z.array(ZPartnerOption) });

export const ZListDirectsRequest = z.object({ partner_id: zPartnerIdQuery('El asociado') });
export const ZListDirectsResponse = z.object({ parent: ZPartnerOption, data: z.array(ZPartnerOption) });

export const ZInvalidNamesRequest = z.object({
  name: z.string().trim().max(100, { error: 'El nombre no puede tener más de 100 caracteres.' }).optional(),
  code: z.string().trim().max(20).optional(),
  /** The partner being edited: its own name and code do not count. */
  exclude_id: zPartnerIdQuery('El asociado'),
});
/**
 * Whether the name or code is taken anywhere (names and codes are unique in the database), and
 * the similar names the caller may see (its own subtree only).
 */
export const ZInvalidNamesResponse = z.object({
  name_taken: z.boolean(),
  code_taken: z.boolean(),
  data: z.array(z.string()),
});

export const listDistributors = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Asociados de la red bajo el usuario (paginado, con filtros)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListDistributorsRequest },
  responses: { 200: ZListDistributorsResponse, ...errors },
});

export const createDistributor = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Crea un distribuidor bajo una banca o un distribuidor',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZCreateDistributorRequest },
  responses: { 201: ZDistributorResponse, ...changeErrors },
});

export const listPartners = defineEndpoint({
  method: 'GET',
  path: `${BASE}/partners`,
  summary: 'Asociados del subárbol del usuario (para selectores), por tipo',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListPartnersRequest },
  responses: { 200: ZListPartnersResponse, ...errors },
});

export const listFathers = defineEndpoint({
  method: 'GET',
  path: `${BASE}/fathers`,
  summary: 'Padres válidos (activos, al alcance) para un tipo de asociado',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListFathersRequest },
  responses: { 200: ZListFathersResponse, ...errors },
});

export const listDirects = defineEndpoint({
  method: 'GET',
  path: `${BASE}/directs`,
  summary: 'Hijos directos de un asociado (por defecto, del propio usuario)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListDirectsRequest },
  responses: { 200: ZListDirectsResponse, ...errors },
});

export const listInvalidNames = defineEndpoint({
  method: 'GET',
  path: `${BASE}/invalid-names`,
  summary: 'Dice si un nombre o código ya está tomado (mientras se escribe)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZInvalidNamesRequest },
  responses: { 200: ZInvalidNamesResponse, ...errors },
});

export const getDistributor = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'Un distribuidor',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZDistributorResponse, ...errors },
});

export const updateDistributor = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Modifica un distribuidor (un parent_id nuevo lo mueve con todo su subárbol)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams, body: ZUpdateDistributorRequest },
  responses: { 200: ZDistributorResponse, ...changeErrors },
});

export const deleteDistributor = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Desactiva un distribuidor (borrado lógico; no si tiene hijos activos o actividad)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZDistributorResponse, ...changeErrors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportDistributors = exportEndpointOf(listDistributors);
export const distributorEndpoints = [
  listDistributors,
  exportDistributors,
  createDistributor,
  listPartners,
  listFathers,
  listDirects,
  listInvalidNames,
  getDistributor,
  updateDistributor,
  deleteDistributor,
] as const;
