import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';
import { cashErrors, CASH_TAG, superior, ZCashMovementStatus, ZCashRegisterStatus } from './cash';
import { createReload } from './cash-settings';
import { listCashRegisters, ZCashRegisterLine, ZCashRegisterPage, ZCashRegisterQuery } from './cash-register';

/** The funds in force and the prizes ticket by ticket, as the bank and the chain watch them (ADR 045). */

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

export const CASH_PRIZE_STATES = ['PAGADO', 'PENDIENTE'] as const;
export const ZCashPrizeTicket = z.object({
  ticket_id: z.number().int(),
  ticket_serial: z.string(),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  currency: ZCurrency,
  business_date: z.string(),
  amount: z.string(),
  state: z.enum(CASH_PRIZE_STATES),
  paid_at: z.string().nullable(),
});
export type CashPrizeTicket = z.infer<typeof ZCashPrizeTicket>;
export const ZCashPrizeTicketPage = zReportPage(ZCashPrizeTicket, {
  paid_count: z.number().int(),
  paid: z.string(),
  pending_count: z.number().int(),
  pending: z.string(),
});
export type CashPrizeTicketPage = z.infer<typeof ZCashPrizeTicketPage>;

export const listCashPrizeTickets = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/prizes/list',
  summary: 'Premios pagados y pendientes, un ticket por fila, de las taquillas del asociado',
  tag: CASH_TAG,
  access: createReload.access,
  request: {
    query: zListQueryOf(['business_date', 'amount'] as const, {
      ...REPORT_PERIOD_FILTERS,
      taquilla_id: zTextId('La taquilla').optional(),
    }),
  },
  responses: { 200: ZCashPrizeTicketPage, ...cashErrors },
});
export const exportCashPrizeTickets = exportEndpointOf(listCashPrizeTickets);

/** The history of transactions summed: how many incomes and outcomes a superior approved or rejected, and for how much, per currency. */
export const ZTransactionSummaryRow = z.object({
  currency: ZCurrency,
  kind: z.enum(['INGRESO', 'EGRESO']),
  status: ZCashMovementStatus,
  movements: z.number().int(),
  amount: z.string(),
});
export type TransactionSummaryRow = z.infer<typeof ZTransactionSummaryRow>;

export const transactionHistorySummary = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/administrative/transactions/history-summary',
  summary: 'Resumen del historial de transacciones: ingresos y egresos aprobados y rechazados por moneda',
  tag: CASH_TAG,
  access: superior,
  request: {
    query: z.object({
      ...REPORT_PERIOD_FILTERS,
      partner_id: zTextId('El asociado').optional(),
    }),
  },
  responses: { 200: z.array(ZTransactionSummaryRow), ...cashErrors },
});

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

// Each list before its export: an export is found by its list's path.
export const cashWatchListEndpoints = [
  listFundsInForce,
  exportFundsInForce,
  listCashPrizeTickets,
  exportCashPrizeTickets,
] as const;
