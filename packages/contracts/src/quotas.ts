import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { ZCurrency, ZMinorUnits, zMoneyInput } from './money';
import { ZPartnerKind } from './roles';

/**
 * Cupos (regular quotas) and topes (top quotas), DOMAIN §3. Amounts are minor units of the
 * partner's currency, as decimal strings. A cupo is set per partner for a product (all its
 * draws) or one draw, per bet type, and inherited downwards; the tope is the banca's ceiling.
 */

const id = (label: string) => zTextId(label, `${label} es obligatorio.`);

export const ZPartnerIdField = id('El asociado');
export const ZProductIdField = id('El producto');
export const ZBetTypeIdField = id('El tipo de jugada');
export const ZDrawIdField = id('El sorteo').nullable().default(null);

/** A cupo or tope amount: whole céntimos, zero or more. */
export const ZLimitAmount = zMoneyInput('El monto', { allowZero: true });

export const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });
export const ZPartnerRef = z.object({ id: z.number().int(), name: z.string(), kind: ZPartnerKind });
export const ZBetTypeRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** Where an effective cupo comes from. */
export const QUOTA_SOURCES = ['PROPIO', 'HEREDADO', 'SIN_CUPO'] as const;
export const ZQuotaSource = z.enum(QUOTA_SOURCES);
export type QuotaSource = z.infer<typeof ZQuotaSource>;
export const QUOTA_SOURCE_LABELS: Record<QuotaSource, string> = {
  PROPIO: 'Propio',
  HEREDADO: 'Heredado',
  SIN_CUPO: 'Sin cupo',
};

export const ZRegularQuota = z.object({
  id: z.number().int(),
  partner: ZPartnerRef,
  product: ZNamedRef,
  /** Null: every draw of the product. */
  draw: ZNamedRef.nullable(),
  bet_type: ZBetTypeRef,
  amount: ZMinorUnits,
  currency: ZCurrency,
  updated_at: z.string(),
});
export type RegularQuota = z.infer<typeof ZRegularQuota>;

export const REGULAR_QUOTA_SORTABLE = ['partner', 'product', 'bet_type', 'amount', 'updated_at'] as const;
export const ZListRegularQuotasRequest = zListQueryOf(REGULAR_QUOTA_SORTABLE, {
  /** Rows of this partner and of every partner below it. */
  partner_id: ZPartnerIdField.optional(),
  product_id: ZProductIdField.optional(),
  bet_type_id: ZBetTypeIdField.optional(),
});
export type ListRegularQuotasRequest = z.infer<typeof ZListRegularQuotasRequest>;
export const ZListRegularQuotasResponse = zPage(ZRegularQuota);
export type ListRegularQuotasResponse = z.infer<typeof ZListRegularQuotasResponse>;

/** One key of the effective table: its value, where it comes from and the tope over it. */
export const ZEffectiveQuota = z.object({
  product: ZNamedRef,
  draw: ZNamedRef.nullable(),
  bet_type: ZBetTypeRef,
  /** The cupo that applies; null when no partner of the chain sets one (only the tope limits). */
  amount: ZMinorUnits.nullable(),
  source: ZQuotaSource,
  /**
   * The partner whose row gives the value (itself, or the nearest ancestor that sets it); null
   * when none does, or when it lies above the caller's own partner (never named to it).
   */
  origin: ZPartnerRef.nullable(),
  /** The value comes from a row for one draw (not the product-wide row). */
  origin_draw_specific: z.boolean(),
  /** The partner's own row for exactly this key, if any (what the edit form changes). */
  own_amount: ZMinorUnits.nullable(),
  /** The banca's tope that limits this key; null if none. */
  tope: ZMinorUnits.nullable(),
});
export type EffectiveQuota = z.infer<typeof ZEffectiveQuota>;

export const ZPartnerIdParams = z.object({ partnerId: ZPartnerIdField });
export const ZEffectiveQuotasResponse = z.object({
  partner: ZPartnerRef.extend({ currency: ZCurrency }),
  data: z.array(ZEffectiveQuota),
});
export type EffectiveQuotasResponse = z.infer<typeof ZEffectiveQuotasResponse>;

/** One cupo to set; `amount: null` removes the partner's own row (it inherits again). */
export const ZQuotaInput = z.object({
  product_id: ZProductIdField,
  draw_id: ZDrawIdField,
  bet_type_id: ZBetTypeIdField,
  amount: ZLimitAmount.nullable(),
});
export type QuotaInput = z.input<typeof ZQuotaInput>;

const ZQuotaList = z
  .array(ZQuotaInput, { error: 'Los cupos son obligatorios.' })
  .min(1, { error: 'Indique al menos un cupo.' })
  .max(500, { error: 'No se pueden guardar más de 500 cupos a la vez.' });

export const ZSaveRegularQuotasRequest = z.object({ partner_id: ZPartnerIdField, quotas: ZQuotaList });
export type SaveRegularQuotasRequest = z.input<typeof ZSaveRegularQuotasRequest>;

/** Who a global save reaches: the partner's direct children, or every partner of a kind below it. */
export const GLOBAL_TARGETS = ['CHILDREN', 'DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA'] as const;
export const ZGlobalTarget = z.enum(GLOBAL_TARGETS, {
  error: 'El alcance debe ser CHILDREN, DISTRIBUIDOR, AGENCIA o TAQUILLA.',
});
export type GlobalTarget = z.infer<typeof ZGlobalTarget>;
export const GLOBAL_TARGET_LABELS: Record<GlobalTarget, string> = {
  CHILDREN: 'Hijos directos',
  DISTRIBUIDOR: 'Todos los distribuidores',
  AGENCIA: 'Todas las agencias',
  TAQUILLA: 'Todas las taquillas',
};

export const ZSaveRegularQuotasGlobalRequest = z.object({
  partner_id: ZPartnerIdField,
  target: ZGlobalTarget,
  quotas: ZQuotaList,
});
export type SaveRegularQuotasGlobalRequest = z.input<typeof ZSaveRegularQuotasGlobalRequest>;

export const ZSaveLimitsResponse = z.object({
  /** Partners reached. */
  partners: z.number().int(),
  /** Rows created, changed or removed. */
  changed_rows: z.number().int(),
});
export type SaveLimitsResponse = z.infer<typeof ZSaveLimitsResponse>;

export const ZTopQuota = z.object({
  /** Null: no tope set yet for this key. */
  id: z.number().int().nullable(),
  product: ZNamedRef,
  draw: ZNamedRef.nullable(),
  bet_type: ZBetTypeRef,
  amount: ZMinorUnits.nullable(),
  updated_at: z.string().nullable(),
});
export type TopQuota = z.infer<typeof ZTopQuota>;

export const ZTopQuotasResponse = z.object({
  banca: ZPartnerRef.extend({ currency: ZCurrency }),
  data: z.array(ZTopQuota),
});
export type TopQuotasResponse = z.infer<typeof ZTopQuotasResponse>;

/** One tope; `amount: null` removes it. Lowering it below an existing cupo is refused. */
export const ZUpdateTopQuotaRequest = ZQuotaInput;
export type UpdateTopQuotaRequest = z.input<typeof ZUpdateTopQuotaRequest>;

/** The same product-wide tope for every product and bet type that match (all when omitted). */
export const ZUpdateTopQuotasGlobalRequest = z.object({
  amount: ZLimitAmount,
  product_id: ZProductIdField.optional(),
  bet_type_id: ZBetTypeIdField.optional(),
});
export type UpdateTopQuotasGlobalRequest = z.input<typeof ZUpdateTopQuotasGlobalRequest>;

const REGISTRY = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['manage_childs'] });
const BANKING = rule('ADMIN_BANCA', { requires: ['manage_childs'] });
const read = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const write = { ...read, 409: ZErrorResponse, 422: ZErrorResponse };
const tag = 'Cupos y topes';

export const listRegularQuotas = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/registry/regular-quota',
  summary: 'Cupos fijados en el subárbol, paginados y filtrados',
  tag,
  access: REGISTRY,
  request: { body: ZListRegularQuotasRequest },
  responses: { 200: ZListRegularQuotasResponse, ...read },
});

export const getEffectiveQuotas = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/registry/regular-quota/:partnerId',
  summary: 'Cupos efectivos de un asociado: propios o heredados del ancestro más cercano, con su origen y su tope',
  tag,
  access: REGISTRY,
  request: { params: ZPartnerIdParams },
  responses: { 200: ZEffectiveQuotasResponse, ...read },
});

export const saveRegularQuotas = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/registry/regular-quota/save',
  summary: 'Fija (o quita) cupos propios de un asociado; ninguno puede superar el tope',
  tag,
  access: REGISTRY,
  request: { body: ZSaveRegularQuotasRequest },
  responses: { 200: ZSaveLimitsResponse, ...write },
});

export const saveRegularQuotasGlobal = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/registry/regular-quota/global',
  summary: 'Fija los mismos cupos a todos los hijos de un asociado o a todos los de un tipo por debajo',
  tag,
  access: REGISTRY,
  request: { body: ZSaveRegularQuotasGlobalRequest },
  responses: { 200: ZSaveLimitsResponse, ...write },
});

export const listTopQuotas = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/registry/top-quota',
  summary: 'Topes de la banca por producto, sorteo y tipo de jugada',
  tag,
  access: BANKING,
  responses: { 200: ZTopQuotasResponse, ...read },
});

export const updateTopQuota = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/admin/registry/top-quota',
  summary: 'Fija o quita un tope; no puede quedar por debajo de un cupo existente',
  tag,
  access: BANKING,
  request: { body: ZUpdateTopQuotaRequest },
  responses: { 200: ZTopQuota, ...write },
});

export const updateTopQuotasGlobal = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/admin/registry/top-quota/global',
  summary: 'Fija el mismo tope a todos los productos y tipos de jugada indicados',
  tag,
  access: BANKING,
  request: { body: ZUpdateTopQuotasGlobalRequest },
  responses: { 200: ZSaveLimitsResponse, ...write },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportRegularQuotas = exportEndpointOf(listRegularQuotas);
export const quotaEndpoints = [
  listRegularQuotas,
  exportRegularQuotas,
  getEffectiveQuotas,
  saveRegularQuotas,
  saveRegularQuotasGlobal,
  listTopQuotas,
  updateTopQuota,
  updateTopQuotasGlobal,
] as const;
