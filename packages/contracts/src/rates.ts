import { z } from 'zod';
import { ADMINISTRATIVE_BASE } from './accounts';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS } from './report-page';

/**
 * Exchange rates (/admin/administrative/rate): per partner, rate type (spec: nombre and codigo,
 * e.g. BCV, paralelo) and day, the units of the partner's currency a dollar buys. The balance's
 * dollar totals read them (ADR 044).
 */

const TAG = 'Tasas de cambio';
/** Screens table: A and V, not Panamá (it works in dollars). */
export const RATE_ACCESS = rule(['ADMIN_BANCA', 'VEND_TAQUILLA'], { deniedCountries: ['PA'] });

export const ZRateType = z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string() });
export type RateType = z.infer<typeof ZRateType>;

/** A rate: up to 12 integer digits and 6 decimals, above zero, with a point. */
export const ZRateValue = z
  .string({ error: 'La tasa es obligatoria.' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'La tasa es un número con punto decimal y hasta 6 decimales.' })
  .refine((value) => /[1-9]/.test(value), { error: 'La tasa debe ser mayor que cero.' });

export const ZRate = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  rate_type_id: z.number().int(),
  rate_type_codigo: z.string(),
  rate_type_nombre: z.string(),
  business_date: z.string(),
  currency: ZCurrency,
  rate: z.string(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type Rate = z.infer<typeof ZRate>;

export const RATE_SORTABLE = ['business_date', 'partner_name'] as const;
export const ZListRatesQuery = zListQueryOf(RATE_SORTABLE, {
  partner_id: zTextId('El asociado').optional(),
  rate_type_id: zTextId('El tipo de tasa').optional(),
  ...REPORT_PERIOD_FILTERS,
});
export type ListRatesQuery = z.input<typeof ZListRatesQuery>;

export const ZSaveRateRequest = z.object({
  rate_type_id: zId('El tipo de tasa'),
  /** The day; today in the caller's zone when absent. */
  business_date: ZIsoDate.optional(),
  /** Whose rate: the caller's own partner when absent (a seller records only its taquilla's). */
  partner_id: zId('El asociado').optional(),
  rate: ZRateValue,
});
export type SaveRateRequest = z.input<typeof ZSaveRateRequest>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const BASE = `${ADMINISTRATIVE_BASE}/rate`;

export const listRateTypes = defineEndpoint({
  method: 'GET',
  path: `${BASE}/types`,
  summary: 'Tipos de tasa de cambio (nombre y código)',
  tag: TAG,
  access: RATE_ACCESS,
  responses: { 200: z.array(ZRateType), ...errors },
});

export const listRates = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Historial de tasas de cambio del asociado y su red',
  tag: TAG,
  access: RATE_ACCESS,
  request: { query: ZListRatesQuery },
  responses: { 200: zPage(ZRate), ...errors },
});
export const exportRates = exportEndpointOf(listRates);

export const saveRate = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Registra (o corrige) la tasa de un día de un asociado',
  tag: TAG,
  access: RATE_ACCESS,
  request: { body: ZSaveRateRequest },
  responses: { 200: ZRate, ...errors, 422: ZErrorResponse },
});

export const rateEndpoints = [listRateTypes, listRates, exportRates, saveRate] as const;
