import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zListQueryOf, zPage } from './list';
import { ZCurrency, ZMinorUnits, zMoneyInput } from './money';
import {
  ZBetTypeIdField,
  ZBetTypeRef,
  ZGlobalTarget,
  ZNamedRef,
  ZPartnerIdField,
  ZPartnerRef,
  ZProductIdField,
  ZSaveLimitsResponse,
} from './quotas';

/**
 * Commissions (DOMAIN §6) per partner and product (optionally one bet type): a percentage of
 * sales; participation: a percentage of (sales − prizes − commission) when positive; an
 * optional extra percentage and a maximum. Percentages travel as decimal strings with two
 * decimals ("12.50") and are stored as NUMERIC: never binary floats.
 */

export const COMMISSION_TYPES = ['VENTA'] as const;
export const ZCommissionType = z.enum(COMMISSION_TYPES, { error: 'El tipo de comisión debe ser VENTA.' });
export type CommissionType = z.infer<typeof ZCommissionType>;
export const COMMISSION_TYPE_LABELS: Record<CommissionType, string> = { VENTA: 'Venta' };

export const PARTICIPATION_TYPES = ['NINGUNA', 'UTILIDAD'] as const;
export const ZParticipationType = z.enum(PARTICIPATION_TYPES, {
  error: 'El tipo de participación debe ser NINGUNA o UTILIDAD.',
});
export type ParticipationType = z.infer<typeof ZParticipationType>;
export const PARTICIPATION_TYPE_LABELS: Record<ParticipationType, string> = {
  NINGUNA: 'Ninguna',
  UTILIDAD: 'Utilidad',
};

/**
 * `12.5`, `"12.5"` or `"12,5"` → `"12.50"`: 0 to 100, at most two decimals; a JSON number is
 * read as its decimal text, and a decimal comma (as typed in Spanish) as a point.
 */
export function zPercent(label: string) {
  const message = `${label} debe ser un número entre 0 y 100 con hasta 2 decimales.`;
  return z.preprocess(
    (value) =>
      typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'string' && /^\s*\d+,\d*\s*$/.test(value)
          ? value.replace(',', '.')
          : value,
    z
      .string({ error: `${label} es obligatorio.` })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: message, abort: true })
      .refine((value) => Number(value) <= 100, { error: message })
      .transform((value) => {
        const [whole = '0', fraction = ''] = value.split('.');
        return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
      }),
  );
}

const ZPercentText = z.string().regex(/^\d{1,3}\.\d{2}$/);

export const ZCommission = z.object({
  id: z.number().int(),
  partner: ZPartnerRef,
  product: ZNamedRef,
  /** Null: every bet type of the product. */
  bet_type: ZBetTypeRef.nullable(),
  commission_type: ZCommissionType,
  commission_pct: ZPercentText,
  participation_type: ZParticipationType,
  participation_pct: ZPercentText,
  /** Added to commission_pct before rounding (ADR 051). */
  extra_pct: ZPercentText,
  /**
   * Most the commission may reach in a settlement, minor units of the partner's currency; null: no
   * maximum. It caps each day's cell of one product and bet type (ADR 051).
   */
  max_amount: ZMinorUnits.nullable(),
  currency: ZCurrency,
  updated_at: z.string(),
});
export type Commission = z.infer<typeof ZCommission>;

/** A row of a partner's commission sheet: a saved commission, or (id null) a product not set yet. */
export const ZCommissionEntry = ZCommission.omit({ partner: true, currency: true }).extend({
  id: z.number().int().nullable(),
  commission_pct: ZPercentText.nullable(),
  participation_pct: ZPercentText.nullable(),
  extra_pct: ZPercentText.nullable(),
  updated_at: z.string().nullable(),
});
export type CommissionEntry = z.infer<typeof ZCommissionEntry>;

export const ZPartnerCommissionsResponse = z.object({
  partner: ZPartnerRef.extend({ currency: ZCurrency }),
  data: z.array(ZCommissionEntry),
});
export type PartnerCommissionsResponse = z.infer<typeof ZPartnerCommissionsResponse>;

export const ZTypeOption = z.object({ code: z.string(), name: z.string() });
export const ZTypeOptionsResponse = z.object({ data: z.array(ZTypeOption) });
export type TypeOptionsResponse = z.infer<typeof ZTypeOptionsResponse>;

export const COMMISSION_SORTABLE = ['partner', 'product', 'commission_pct', 'updated_at'] as const;
export const ZListCommissionsRequest = zListQueryOf(COMMISSION_SORTABLE, {
  /** Rows of this partner and of every partner below it. */
  partner_id: ZPartnerIdField.optional(),
  product_id: ZProductIdField.optional(),
});
export type ListCommissionsRequest = z.infer<typeof ZListCommissionsRequest>;
export const ZListCommissionsResponse = zPage(ZCommission);
export type ListCommissionsResponse = z.infer<typeof ZListCommissionsResponse>;

/** The values of one commission, for one product (and optionally one bet type). */
export const ZCommissionValues = z
  .object({
    product_id: ZProductIdField,
    bet_type_id: ZBetTypeIdField.nullable().default(null),
    commission_type: ZCommissionType.default('VENTA'),
    commission_pct: zPercent('La comisión'),
    participation_type: ZParticipationType.default('NINGUNA'),
    participation_pct: zPercent('La participación').default('0.00'),
    extra_pct: zPercent('El porcentaje extra').default('0.00'),
    max_amount: zMoneyInput('El monto máximo de la comisión', { allowZero: true }).nullable().default(null),
  })
  .refine((c) => c.participation_type !== 'NINGUNA' || Number(c.participation_pct) === 0, {
    error: 'Sin participación, el porcentaje de participación debe ser 0.',
    path: ['participation_pct'],
  });
export type CommissionValues = z.input<typeof ZCommissionValues>;

export const ZCommissionInput = ZCommissionValues.safeExtend({ partner_id: ZPartnerIdField });
export type CommissionInput = z.input<typeof ZCommissionInput>;

export const ZSaveCommissionsRequest = z.object({
  commissions: z
    .array(ZCommissionInput, { error: 'Las comisiones son obligatorias.' })
    .min(1, { error: 'Indique al menos una comisión.' })
    .max(500, { error: 'No se pueden guardar más de 500 comisiones a la vez.' }),
});
export type SaveCommissionsRequest = z.input<typeof ZSaveCommissionsRequest>;

export const ZSaveCommissionsGlobalRequest = z.object({
  partner_id: ZPartnerIdField,
  target: ZGlobalTarget,
  commissions: z
    .array(ZCommissionValues, { error: 'Las comisiones son obligatorias.' })
    .min(1, { error: 'Indique al menos una comisión.' })
    .max(100, { error: 'No se pueden aplicar más de 100 comisiones a la vez.' }),
});
export type SaveCommissionsGlobalRequest = z.input<typeof ZSaveCommissionsGlobalRequest>;

/**
 * The count the screen showed. A "matched row" is one (target partner, commission) whose row
 * would be created or would change value; rows already equal do not count.
 */
export const ZSaveCommissionsGlobalQuery = z.object({
  expected_matched_rows: z.coerce
    .number({ error: 'expected_matched_rows es obligatorio: el número de filas que la pantalla mostró.' })
    .int({ error: 'expected_matched_rows debe ser un número entero.' })
    .min(0, { error: 'expected_matched_rows no puede ser negativo.' }),
});

export const ZCommissionsGlobalPreviewResponse = z.object({
  partners: z.number().int(),
  matched_rows: z.number().int(),
});
export type CommissionsGlobalPreviewResponse = z.infer<typeof ZCommissionsGlobalPreviewResponse>;

export const ZSaveCommissionsGlobalResponse = ZSaveLimitsResponse.extend({ matched_rows: z.number().int() });
export type SaveCommissionsGlobalResponse = z.infer<typeof ZSaveCommissionsGlobalResponse>;

export const ZAgencyPartnerIdParams = z.object({ agencyPartnerId: ZPartnerIdField });

const REGISTRY = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['manage_childs'] });
const read = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const write = { ...read, 409: ZErrorResponse, 422: ZErrorResponse };
const tag = 'Comisiones';
const BASE = '/api/v2/admin/registry/commissions';

export const listCommissionTypes = defineEndpoint({
  method: 'GET',
  path: `${BASE}/type-commission`,
  summary: 'Tipos de comisión',
  tag,
  access: REGISTRY,
  responses: { 200: ZTypeOptionsResponse, ...read },
});

export const listParticipationTypes = defineEndpoint({
  method: 'GET',
  path: `${BASE}/type-participation`,
  summary: 'Tipos de participación',
  tag,
  access: REGISTRY,
  responses: { 200: ZTypeOptionsResponse, ...read },
});

export const listCommissions = defineEndpoint({
  method: 'POST',
  path: `${BASE}/list`,
  summary: 'Comisiones fijadas en el subárbol, paginadas y filtradas',
  tag,
  access: REGISTRY,
  request: { body: ZListCommissionsRequest },
  responses: { 200: ZListCommissionsResponse, ...read },
});

export const getPartnerCommissions = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:agencyPartnerId`,
  summary: 'Hoja de comisiones de un asociado: cada producto, fijado o no',
  tag,
  access: REGISTRY,
  request: { params: ZAgencyPartnerIdParams },
  responses: { 200: ZPartnerCommissionsResponse, ...read },
});

export const saveCommissions = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/save`,
  summary: 'Guarda una lista de comisiones de asociados del subárbol',
  tag,
  access: REGISTRY,
  request: { body: ZSaveCommissionsRequest },
  responses: { 200: ZSaveLimitsResponse, ...write },
});

export const previewCommissionsGlobal = defineEndpoint({
  method: 'POST',
  path: `${BASE}/global/preview`,
  summary: 'Cuántas filas cambiaría un guardado global (el número que se envía luego como expected_matched_rows)',
  tag,
  access: REGISTRY,
  request: { body: ZSaveCommissionsGlobalRequest },
  responses: { 200: ZCommissionsGlobalPreviewResponse, ...read, 422: ZErrorResponse },
});

/** Applies to all matching partners only if the rows that would change are exactly `expected_matched_rows` (else 409, nothing saved). */
export const saveCommissionsGlobal = defineEndpoint({
  method: 'POST',
  path: `${BASE}/global`,
  summary: 'Aplica comisiones a todos los hijos (o a todos los de un tipo); 409 si la pantalla está desactualizada',
  tag,
  access: REGISTRY,
  request: { body: ZSaveCommissionsGlobalRequest, query: ZSaveCommissionsGlobalQuery },
  responses: { 200: ZSaveCommissionsGlobalResponse, ...write },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportCommissions = exportEndpointOf(listCommissions);
export const commissionEndpoints = [
  listCommissionTypes,
  listParticipationTypes,
  listCommissions,
  exportCommissions,
  getPartnerCommissions,
  saveCommissions,
  previewCommissionsGlobal,
  saveCommissionsGlobal,
] as const;
