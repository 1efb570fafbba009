import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { ZSearch, zListQueryOf, zPage } from './list';
import { REGISTRY_ACCESS, ZBetsSettingsFields, ZBetsSettingsRow, withBetsRules, zPartnerRef } from './network';

/** Bets configuration per agency (DOMAIN §3), with the banca's default behind it. */

const BASE = '/api/v2/admin/registry/bets-config';
const TAG = 'Red: configuración de jugadas';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/**
 * Where an agency's effective settings come from: its own row, its banca's default, or (a banca
 * that has none yet) the system's defaults.
 */
export const BETS_CONFIG_SOURCES = ['AGENCIA', 'BANCA', 'SISTEMA'] as const;
export const ZBetsConfigSource = z.enum(BETS_CONFIG_SOURCES, { error: 'El origen debe ser AGENCIA, BANCA o SISTEMA.' });
export const BETS_CONFIG_SOURCE_LABELS = { AGENCIA: 'Propia', BANCA: 'De la banca', SISTEMA: 'Del sistema' } as const;

/** An agency's effective bets settings. */
export const ZAgencyBetsConfig = ZBetsSettingsRow.extend({
  agency_id: z.number().int(),
  agency_code: z.string(),
  agency_name: z.string(),
  currency: z.string(),
  source: ZBetsConfigSource,
  updated_at: z.string().nullable(),
});
export type AgencyBetsConfig = z.infer<typeof ZAgencyBetsConfig>;

export const BETS_CONFIG_SORTABLE = ['agency_code', 'agency_name', 'source'] as const;
export const ZListBetsConfigsRequest = zListQueryOf(BETS_CONFIG_SORTABLE, {
  search: ZSearch,
  source: ZBetsConfigSource.optional(),
});
export const ZListBetsConfigsResponse = zPage(ZAgencyBetsConfig);

export const ZSaveBetsConfigRequest = withBetsRules(
  ZBetsSettingsFields.extend({ agency_id: zPartnerRef('La agencia') }),
);
export const ZBetsConfigParams = z.object({ agency_id: zPartnerRef('La agencia') });

/** Same settings for every agency of the caller's subtree, or for the listed ones. */
export const ZSaveGlobalBetsConfigRequest = withBetsRules(
  ZBetsSettingsFields.extend({
    agency_ids: z
      .array(zPartnerRef('La agencia'), { error: 'Las agencias deben ser una lista.' })
      .min(1, { error: 'Indique al menos una agencia.' })
      .max(5000, { error: 'Indique como máximo 5000 agencias.' })
      .optional(),
  }),
);
export const ZSaveGlobalBetsConfigResponse = z.object({ updated: z.number().int() });

export const listBetsConfigs = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Configuración de jugadas efectiva de cada agencia bajo el usuario',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { query: ZListBetsConfigsRequest },
  responses: { 200: ZListBetsConfigsResponse, ...errors },
});

export const saveBetsConfig = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Guarda la configuración de jugadas propia de una agencia',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZSaveBetsConfigRequest },
  responses: { 200: ZAgencyBetsConfig, ...errors, 422: ZErrorResponse },
});

export const saveGlobalBetsConfig = defineEndpoint({
  method: 'POST',
  path: `${BASE}/global`,
  summary: 'Aplica la misma configuración de jugadas a todas las agencias (o a las indicadas)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { body: ZSaveGlobalBetsConfigRequest },
  responses: { 200: ZSaveGlobalBetsConfigResponse, ...errors, 422: ZErrorResponse },
});

export const getBetsConfig = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:agency_id`,
  summary: 'Configuración de jugadas efectiva de una agencia (la suya o la de la banca)',
  tag: TAG,
  access: REGISTRY_ACCESS,
  request: { params: ZBetsConfigParams },
  responses: { 200: ZAgencyBetsConfig, ...errors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportBetsConfigs = exportEndpointOf(listBetsConfigs);
export const betsConfigEndpoints = [
  listBetsConfigs,
  exportBetsConfigs,
  saveBetsConfig,
  saveGlobalBetsConfig,
  getBetsConfig,
] as const;
