import { z } from 'zod';
import { CASH_TAG, cashErrors, superior, ZCashMovementStatus, ZObservation } from './cash';
import { CASH_MOVEMENT_SORTABLE, ZCashMovement, ZCashMovementPage } from './cash-movements';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS } from './report-page';

/**
 * Transactions: incomes and outcomes above the taquilla's approval amount wait for a superior, who
 * approves or rejects them (ADR 045); the history lists and sums the handled ones.
 */

export const ZTransactionQuery = zListQueryOf(CASH_MOVEMENT_SORTABLE, {
  /** pending: waiting; history: approved or rejected. */
  tab: z.enum(['pending', 'history'], { error: 'Pestaña no válida.' }).default('pending'),
  ...REPORT_PERIOD_FILTERS,
  partner_id: zTextId('El asociado').optional(),
});
export type TransactionQuery = z.input<typeof ZTransactionQuery>;

export const listTransactions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/administrative/transactions/list',
  summary: 'Ingresos y egresos que esperan (o recibieron) la aprobación de un superior',
  tag: CASH_TAG,
  access: superior,
  request: { query: ZTransactionQuery },
  responses: { 200: ZCashMovementPage, ...cashErrors },
});

export const TRANSACTION_ACTIONS = ['APPROVE', 'REJECT'] as const;
const handle = {
  action: z.enum(TRANSACTION_ACTIONS, { error: 'La acción debe ser aprobar o rechazar.' }),
  observation: ZObservation.optional(),
};

export const handleIncome = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/administrative/transactions/income/handle',
  summary: 'Aprueba o rechaza un ingreso pendiente',
  tag: CASH_TAG,
  access: superior,
  request: { body: z.object({ income_id: zId('El ingreso'), ...handle }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const handleExpense = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/administrative/transactions/expense/handle',
  summary: 'Aprueba o rechaza un egreso pendiente',
  tag: CASH_TAG,
  access: superior,
  request: { body: z.object({ expense_id: zId('El egreso'), ...handle }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

export const exportTransactions = exportEndpointOf(listTransactions);

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

export const cashTransactionEndpoints = [exportTransactions, listTransactions, handleIncome, handleExpense] as const;
