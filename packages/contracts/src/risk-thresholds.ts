import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zId } from './ids';
import { ZIdParams, zListQueryOf, zPage } from './list';
import { ZCurrency, ZMinorUnits, zMoneyInput } from './money';

/**
 * Risk thresholds (ADR 058): per banca, and optionally per lottery or product, what happens when
 * the sales of a number reach a share of its limit (cupo or tope) or what it would pay passes an
 * amount. Crossing a NOTIFY rule tells the banca's administrators and the distributors of the
 * partner whose limit it is; crossing a BLOCK rule blocks the number as a person would.
 */

const BASE = '/api/v2/admin/risk-thresholds';
const TAG = 'Umbrales de riesgo';

/** Who reads the rules of their banca (A, S) and who changes them (A). */
const READ_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA']);
const WRITE_ACCESS = rule('ADMIN_BANCA');

export const RISK_THRESHOLD_KINDS = ['NOTIFY_PERCENT', 'BLOCK_PERCENT', 'BLOCK_LIABILITY', 'HOLD_LIABILITY'] as const;
export const ZRiskThresholdKind = z.enum(RISK_THRESHOLD_KINDS, { error: 'El tipo de umbral no es válido.' });
export type RiskThresholdKind = z.infer<typeof ZRiskThresholdKind>;
export const RISK_THRESHOLD_KIND_LABELS: Record<RiskThresholdKind, string> = {
  NOTIFY_PERCENT: 'Avisar al porcentaje del límite',
  BLOCK_PERCENT: 'Bloquear al porcentaje del límite',
  BLOCK_LIABILITY: 'Bloquear si el pago posible supera un monto',
  HOLD_LIABILITY: 'Pago posible que la banca retiene (lista de descarga)',
};

/** The percentage kinds: their value is a share of the number's limit. */
export const isPercentThreshold = (kind: RiskThresholdKind) => kind !== 'BLOCK_LIABILITY' && kind !== 'HOLD_LIABILITY';

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZRiskThreshold = z.object({
  id: z.number().int(),
  kind: ZRiskThresholdKind,
  /** 1–100 for the percentage kinds, else null. */
  percent: z.number().int().nullable(),
  /**
   * For BLOCK_LIABILITY: the payout (sold × multiplier) it must exceed; for HOLD_LIABILITY: the
   * payout the banca keeps per number, the rest goes on the lay-off list. Minor units of `currency`.
   */
  amount: ZMinorUnits.nullable(),
  currency: ZCurrency.nullable(),
  /** Only this lottery's or product's numbers; both null: every product of the banca. */
  lottery: ZNamed.nullable(),
  product: ZNamed.nullable(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type RiskThreshold = z.infer<typeof ZRiskThreshold>;

export const RISK_THRESHOLD_SORTABLE = ['kind', 'percent', 'updated_at'] as const;
export const ZListRiskThresholdsQuery = zListQueryOf(RISK_THRESHOLD_SORTABLE, {});
export type ListRiskThresholdsQuery = z.input<typeof ZListRiskThresholdsQuery>;

const zPercent = z
  .number({ error: 'El porcentaje debe ser un número.' })
  .int({ error: 'El porcentaje debe ser un número entero.' })
  .min(1, { error: 'El porcentaje debe estar entre 1 y 100.' })
  .max(100, { error: 'El porcentaje debe estar entre 1 y 100.' });

/**
 * A rule as the form sends it: a percentage for the percentage kinds, an amount with its currency
 * for BLOCK_LIABILITY and HOLD_LIABILITY; a lottery or a product (not both) to narrow it.
 */
export const ZSaveRiskThresholdRequest = z
  .object({
    kind: ZRiskThresholdKind,
    percent: zPercent.nullable().optional(),
    amount: zMoneyInput('El monto').nullable().optional(),
    currency: ZCurrency.nullable().optional(),
    lottery_id: zId('La lotería').nullable().optional(),
    product_id: zId('El producto').nullable().optional(),
    active: z.boolean({ error: 'Activo debe ser verdadero o falso.' }).default(true),
  })
  .superRefine((body, ctx) => {
    if (isPercentThreshold(body.kind)) {
      if (body.percent == null) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Indique el porcentaje.' });
      if (body.amount != null)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Este tipo de umbral no lleva monto.' });
    } else {
      if (body.amount == null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Indique el monto.' });
      if (body.currency == null) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'Indique la moneda.' });
      if (body.percent != null)
        ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Este tipo de umbral no lleva porcentaje.' });
    }
    if (body.lottery_id != null && body.product_id != null) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Indique una lotería o un producto, no ambos.' });
    }
  });
export type SaveRiskThresholdRequest = z.input<typeof ZSaveRiskThresholdRequest>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const listRiskThresholds = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Umbrales de riesgo de la banca del usuario',
  tag: TAG,
  access: READ_ACCESS,
  request: { query: ZListRiskThresholdsQuery },
  responses: { 200: zPage(ZRiskThreshold), ...errors },
});

export const createRiskThreshold = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Agrega un umbral de riesgo a la banca',
  tag: TAG,
  access: WRITE_ACCESS,
  request: { body: ZSaveRiskThresholdRequest },
  responses: { 200: ZRiskThreshold, 409: ZErrorResponse, ...errors },
});

export const updateRiskThreshold = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Cambia, activa o desactiva un umbral de riesgo',
  tag: TAG,
  access: WRITE_ACCESS,
  request: { params: ZIdParams, body: ZSaveRiskThresholdRequest },
  responses: { 200: ZRiskThreshold, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
});

export const riskThresholdEndpoints = [listRiskThresholds, createRiskThreshold, updateRiskThreshold] as const;
