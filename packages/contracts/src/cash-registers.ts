import { z } from 'zod';
import {
  CASH_TAG,
  cashErrors,
  superior,
  ticketOffice,
  ZCashRegisterStatus,
  ZNotNegativeAmount,
  ZObservation,
  ZPaymentMethod,
  ZTaquillaChoice,
} from './cash';
import { listIncomes } from './cash-movements';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { ZListQuery, zListQueryOf } from './list';
import { PAYMENT_TYPES } from './lookups';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * The register (arqueo) of a taquilla, day and currency (ADR 045): opened, counted, sent, approved
 * or returned, its movements one by one, and the chain's lists of registers.
 */

/** One payment method of a register: each term of the formula, what was counted, the difference. */
export const ZCashRegisterLine = z.object({
  payment_method: z.string(),
  opening_fund: z.string(),
  sales: z.string(),
  annulments: z.string(),
  prizes: z.string(),
  incomes: z.string(),
  outcomes: z.string(),
  reloads: z.string(),
  expected: z.string(),
  counted: z.string().nullable(),
  /** counted − expected: negative is a faltante, positive a sobrante. */
  difference: z.string().nullable(),
});
export type CashRegisterLine = z.infer<typeof ZCashRegisterLine>;

export const ZCashRegister = z.object({
  id: z.number().int(),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  agency_name: z.string(),
  business_date: z.string(),
  /** 1 for the day's first register; 2, 3, … for the ones opened after an approval on the same day. */
  sequence: z.number().int(),
  currency: ZCurrency,
  status: ZCashRegisterStatus,
  observation: z.string().nullable(),
  sent_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  lines: z.array(ZCashRegisterLine),
  expected: z.string(),
  counted: z.string().nullable(),
  difference: z.string().nullable(),
  /** Incomes and outcomes of this taquilla and currency waiting for approval: not counted yet. */
  pending_movements: z.number().int(),
});
export type CashRegister = z.infer<typeof ZCashRegister>;

/**
 * THE words of a register's difference (counted − expected), the same in rows, totals, prints and
 * files: «Faltante Bs 80,00» below zero, «Sobrante …» above, the bare amount at zero. `money`
 * writes an amount (positive, minor units) in the register's currency.
 */
export function cashDifferenceText(difference: string | bigint | null, money: (amount: string) => string): string {
  if (difference === null) return '—';
  const value = BigInt(difference);
  if (value === 0n) return money('0');
  return `${value < 0n ? 'Faltante' : 'Sobrante'} ${money((value < 0n ? -value : value).toString())}`;
}

export const ZCashRegisterRef = z.object({ cash_register_id: zId('El arqueo') });

export const createCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/create',
  summary: 'Abre (o devuelve) el arqueo abierto de la taquilla en una moneda',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { body: z.object({ ...ZTaquillaChoice, currency: ZCurrency.optional() }) },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const getCashRegister = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/cash-register/drawed',
  summary: 'Un arqueo con cada término de la fórmula por método de pago',
  tag: CASH_TAG,
  access: listIncomes.access,
  request: { query: z.object({ cash_register_id: zTextId('El arqueo') }) },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const CASH_ITEM_KINDS = ['VENTA', 'ANULACION', 'PREMIO', 'INGRESO', 'EGRESO', 'RECARGA'] as const;
export const CASH_ITEM_LABELS: Record<(typeof CASH_ITEM_KINDS)[number], string> = {
  VENTA: 'Venta',
  ANULACION: 'Anulación',
  PREMIO: 'Premio pagado',
  INGRESO: 'Ingreso',
  EGRESO: 'Egreso',
  RECARGA: 'Recarga',
};
/** One movement counted in a register: every figure is explained movement by movement. */
export const ZCashRegisterItem = z.object({
  /** `VENTA-<ticket>`, `INGRESO-<movement>`, … */
  item_code: z.string(),
  kind: z.enum(CASH_ITEM_KINDS),
  payment_method: z.string(),
  /** Signed: what it adds to (or takes from) the expected amount. */
  amount: z.string(),
  business_date: z.string(),
  detail: z.string(),
});
export type CashRegisterItem = z.infer<typeof ZCashRegisterItem>;

/** A page of a register's movements; its totals (how many, and their signed sum) are over all of them. */
export const ZCashRegisterItemPage = zReportPage(ZCashRegisterItem, { items: z.number().int(), amount: z.string() });
export type CashRegisterItemPage = z.infer<typeof ZCashRegisterItemPage>;

export const listCashRegisterItems = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/cash-register/expenses',
  summary: 'Los movimientos que cuenta un arqueo, uno por uno, por páginas',
  tag: CASH_TAG,
  access: listIncomes.access,
  request: { query: ZListQuery.omit({ sort: true }).extend({ cash_register_id: zTextId('El arqueo') }) },
  responses: { 200: ZCashRegisterItemPage, ...cashErrors },
});

export const ZCashCount = z.object({ payment_method: ZPaymentMethod, counted: ZNotNegativeAmount });
export const updateCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/update',
  summary: 'Guarda lo contado por método de pago',
  tag: CASH_TAG,
  access: ticketOffice,
  request: {
    body: ZCashRegisterRef.extend({
      counts: z
        .array(ZCashCount, { error: 'Indique lo contado.' })
        .max(PAYMENT_TYPES.length, { error: 'Un conteo por método.' }),
    }),
  },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const sendCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/send',
  summary: 'Envía el arqueo a la agencia para su aprobación',
  tag: CASH_TAG,
  access: ticketOffice,
  request: { body: ZCashRegisterRef },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const recalculateCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/recalculate',
  summary: 'Cuenta en el arqueo abierto las ventas y anulaciones que aún no contaba',
  tag: CASH_TAG,
  access: listIncomes.access,
  request: { body: ZCashRegisterRef },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const approveCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/approve',
  summary: 'Aprueba (cierra) un arqueo enviado de una taquilla inferior',
  tag: CASH_TAG,
  access: superior,
  request: { body: ZCashRegisterRef },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const resetCashRegister = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/cash-register/reset',
  summary: 'Devuelve un arqueo enviado a la taquilla con una observación',
  tag: CASH_TAG,
  access: superior,
  request: { body: ZCashRegisterRef.extend({ observation: ZObservation }) },
  responses: { 200: ZCashRegister, ...cashErrors },
});

export const CASH_REGISTER_SORTABLE = ['business_date', 'taquilla_name', 'status'] as const;
export const ZCashRegisterQuery = zListQueryOf(CASH_REGISTER_SORTABLE, {
  ...REPORT_PERIOD_FILTERS,
  partner_id: zTextId('El asociado').optional(),
  status: ZCashRegisterStatus.optional(),
  currency: ZCurrency.optional(),
});
export type CashRegisterQuery = z.input<typeof ZCashRegisterQuery>;
/** Totals per currency over every register of the filters. */
export const ZCashRegisterPage = zReportPage(ZCashRegister, {
  registers: z.number().int(),
  expected: z.string(),
  counted: z.string(),
  difference: z.string(),
});
export type CashRegisterPage = z.infer<typeof ZCashRegisterPage>;

export const listCashRegisters = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/cash-register/list',
  summary: 'Arqueos de las taquillas del asociado, con sus cifras',
  tag: CASH_TAG,
  access: listIncomes.access,
  request: { query: ZCashRegisterQuery },
  responses: { 200: ZCashRegisterPage, ...cashErrors },
});

export const exportCashRegisters = exportEndpointOf(listCashRegisters);

/** The registers' list summed per state and currency, a register's lines, and the list as a page (spec: admin cash-register). */
export const ZCashRegisterStateSummary = z.object({
  currency: ZCurrency,
  status: ZCashRegisterStatus,
  registers: z.number().int(),
  expected: z.string(),
  counted: z.string(),
  difference: z.string(),
});
export type CashRegisterStateSummary = z.infer<typeof ZCashRegisterStateSummary>;

export const cashRegisterSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/cash-register/summary',
  summary: 'Arqueos por estado y moneda: cuántos, esperado, contado y diferencia',
  tag: CASH_TAG,
  access: listCashRegisters.access,
  request: { query: ZCashRegisterQuery },
  responses: { 200: z.array(ZCashRegisterStateSummary), ...cashErrors },
});

export const cashRegisterSubrows = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/cash-register/subrows',
  summary: 'Las líneas de un arqueo, una por método de pago',
  tag: CASH_TAG,
  access: listCashRegisters.access,
  request: { query: z.object({ cash_register_id: zTextId('El arqueo') }) },
  responses: { 200: z.array(ZCashRegisterLine), ...cashErrors },
});

export const cashRegisterDatatable = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/cash-register/datatable',
  summary: 'Los arqueos de las taquillas del asociado, por páginas',
  tag: CASH_TAG,
  access: listCashRegisters.access,
  request: { query: ZCashRegisterQuery },
  responses: { 200: ZCashRegisterPage, ...cashErrors },
});

export const cashRegisterEndpoints = [
  exportCashRegisters,
  createCashRegister,
  getCashRegister,
  listCashRegisterItems,
  updateCashRegister,
  sendCashRegister,
  recalculateCashRegister,
  approveCashRegister,
  resetCashRegister,
  listCashRegisters,
] as const;
