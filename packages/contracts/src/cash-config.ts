import { z } from 'zod';
import { CASH_TAG, cashErrors, superior, ZNotNegativeAmount, ZPaymentMethod } from './cash';
import { defineEndpoint } from './endpoint';
import { zId, zTextId } from './ids';
import { PAYMENT_TYPES } from './lookups';
import { ZCurrency } from './money';

/** A taquilla's cash settings, read and set by a superior (ADR 045). */

/** A taquilla's cash settings; empty lists accept everything, a null threshold never asks for approval. */
export const ZCashConfig = z.object({
  taquilla_id: zId('La taquilla'),
  payment_methods: z.array(ZPaymentMethod).max(PAYMENT_TYPES.length, { error: 'Métodos repetidos.' }),
  currencies: z.array(ZCurrency).max(3, { error: 'Monedas repetidas.' }),
  expense_types: z.array(z.string().trim().min(1).max(40)).max(50, { error: 'Demasiados tipos de egreso.' }),
  income_approval_above: ZNotNegativeAmount.nullable(),
  outcome_approval_above: ZNotNegativeAmount.nullable(),
});
export type CashConfig = z.infer<typeof ZCashConfig>;
export const ZCashConfigAnswer = ZCashConfig.extend({
  taquilla_id: z.number().int(),
  expense_types: z.array(z.string()),
  /** The opening fund in force per currency. */
  funds: z.array(z.object({ currency: ZCurrency, amount: z.string() })),
});
export type CashConfigAnswer = z.infer<typeof ZCashConfigAnswer>;

export const getCashConfig = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/config',
  summary:
    'Configuración de caja de una taquilla: métodos, monedas, tipos de egreso, montos que requieren aprobación y fondos',
  tag: CASH_TAG,
  access: superior,
  request: { query: z.object({ taquilla_id: zTextId('La taquilla') }) },
  responses: { 200: ZCashConfigAnswer, ...cashErrors },
});

export const saveCashConfig = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/cash/config',
  summary: 'Guarda la configuración de caja de una taquilla inferior',
  tag: CASH_TAG,
  access: superior,
  request: { body: ZCashConfig },
  responses: { 200: ZCashConfigAnswer, ...cashErrors },
});

export const cashConfigEndpoints = [getCashConfig, saveCashConfig] as const;
