import { z } from 'zod';
import { CASH_TAG, cashErrors, superior, ZDescription, ZNotNegativeAmount } from './cash';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { ZCurrency } from './money';
import { zReportPage } from './report-page';

/**
 * A taquilla's opening fund per currency, set by a superior (ADR 045): the registers it opens from
 * then on start with it. Listed as every fund set (the history) and as the one in force.
 */

export const saveCashFund = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/cash-fund/save',
  summary: 'Fija el fondo de caja de una taquilla en una moneda (rige desde su próximo arqueo)',
  tag: CASH_TAG,
  access: superior,
  request: {
    body: z.object({
      taquilla_id: zId('La taquilla'),
      currency: ZCurrency,
      amount: ZNotNegativeAmount,
      observation: ZDescription.optional(),
    }),
  },
  responses: {
    200: z.object({ taquilla_id: z.number().int(), currency: ZCurrency, amount: z.string() }),
    ...cashErrors,
  },
});

/** The opening fund in force of each taquilla and currency of the caller's subtree, with its history. */
export const ZCashFundEntry = z.object({
  id: z.number().int(),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  currency: ZCurrency,
  amount: z.string(),
  observation: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  in_force: z.boolean(),
});
export type CashFundEntry = z.infer<typeof ZCashFundEntry>;

export const listCashFunds = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/cash-fund/history',
  summary: 'Historial de fondos de caja de las taquillas del asociado',
  tag: CASH_TAG,
  access: superior,
  request: { query: zListQueryOf(['created_at'] as const, { partner_id: zTextId('El asociado').optional() }) },
  responses: {
    200: zPage(ZCashFundEntry),
    ...cashErrors,
  },
});
export const exportCashFunds = exportEndpointOf(listCashFunds);

export const ZCashFundInForce = z.object({
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  currency: ZCurrency,
  amount: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type CashFundInForce = z.infer<typeof ZCashFundInForce>;
export const ZCashFundInForcePage = zReportPage(ZCashFundInForce, { amount: z.string() });
export type CashFundInForcePage = z.infer<typeof ZCashFundInForcePage>;

export const listFundsInForce = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/cash-fund/list',
  summary: 'Fondo de caja vigente de cada taquilla y moneda del asociado',
  tag: CASH_TAG,
  access: superior,
  request: { query: zListQueryOf(['taquilla_name'] as const, { partner_id: zTextId('El asociado').optional() }) },
  responses: { 200: ZCashFundInForcePage, ...cashErrors },
});
export const exportFundsInForce = exportEndpointOf(listFundsInForce);

// Each list before its export: an export is found by its list's path.
export const cashFundEndpoints = [
  saveCashFund,
  listCashFunds,
  exportCashFunds,
  listFundsInForce,
  exportFundsInForce,
] as const;
