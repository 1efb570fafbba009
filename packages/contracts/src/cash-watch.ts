import { z } from 'zod';
import { CASH_TAG, cashErrors } from './cash';
import { listIncomes } from './cash-movements';
import { createReload } from './cash-reloads';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * How the bank and the chain watch the cash (ADR 045): every change audited, the registers resumed
 * per day and agency, the prizes paid and owed (per taquilla and ticket by ticket), and the
 * taquillas that keep cash.
 */

/** The bank watches every cash change: who, when, what, before and after (A, S; never PA). */
export const ZCashAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  taquilla_name: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type CashAuditEntry = z.infer<typeof ZCashAuditEntry>;

export const listCashAudit = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/audit',
  summary: 'Auditoría de cada cambio de caja (arqueos, movimientos, fondos, configuración)',
  tag: CASH_TAG,
  access: createReload.access,
  request: {
    query: zListQueryOf(['at'] as const, {
      ...REPORT_PERIOD_FILTERS,
      partner_id: zTextId('El asociado').optional(),
    }),
  },
  responses: { 200: zPage(ZCashAuditEntry), ...cashErrors },
});
export const exportCashAudit = exportEndpointOf(listCashAudit);

/** Registers by state and their figures: of a day and agency in a row, of every row in a totals entry. */
const RESUME_FIGURES = {
  registers: z.number().int(),
  created: z.number().int(),
  /** Sent back by the agency with an observation (RETURNED, «Devuelto»): counted apart from the created ones. */
  returned: z.number().int(),
  sent: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  expected: z.string(),
  counted: z.string(),
  difference: z.string(),
};
export const ZCashResumeRow = z.object({
  business_date: z.string(),
  agency_id: z.number().int(),
  agency_name: z.string(),
  currency: ZCurrency,
  ...RESUME_FIGURES,
});
export type CashResumeRow = z.infer<typeof ZCashResumeRow>;
export const ZCashResumePage = zReportPage(ZCashResumeRow, RESUME_FIGURES);
export type CashResumePage = z.infer<typeof ZCashResumePage>;

/** Per day and agency: registers by state and their figures (one currency each), totals per currency. */
export const cashResume = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/cash-register/resume',
  summary:
    'Resumen de arqueos por día y agencia: creados, devueltos, enviados, aprobados, pendientes, totales y diferencias',
  tag: CASH_TAG,
  access: createReload.access,
  request: { query: zListQueryOf(['business_date'] as const, REPORT_PERIOD_FILTERS) },
  responses: { 200: ZCashResumePage, ...cashErrors },
});
export const exportCashResume = exportEndpointOf(cashResume);

/** Prizes paid and still owed: of a taquilla in a row, of every row in a totals entry. */
const PRIZE_FIGURES = {
  paid_count: z.number().int(),
  paid: z.string(),
  pending_count: z.number().int(),
  pending: z.string(),
};
export const ZCashPrizeRow = z.object({
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  currency: ZCurrency,
  ...PRIZE_FIGURES,
});
export type CashPrizeRow = z.infer<typeof ZCashPrizeRow>;
export const ZCashPrizePage = zReportPage(ZCashPrizeRow, PRIZE_FIGURES);
export type CashPrizePage = z.infer<typeof ZCashPrizePage>;

/** Prizes paid at each taquilla in the period, and those still owed to its tickets. */
export const cashPrizes = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/prizes/summary',
  summary: 'Premios pagados y pendientes por taquilla',
  tag: CASH_TAG,
  access: createReload.access,
  request: { query: zListQueryOf(['taquilla_name'] as const, REPORT_PERIOD_FILTERS) },
  responses: { 200: ZCashPrizePage, ...cashErrors },
});
export const exportCashPrizes = exportEndpointOf(cashPrizes);

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

/** The taquillas of the caller's subtree that keep cash: pickers of the cash screens. */
export const listCashTaquillas = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/taquillas',
  summary: 'Taquillas activas del asociado, para elegir de cuál se ve o se lleva la caja',
  tag: CASH_TAG,
  access: listIncomes.access,
  responses: { 200: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })), ...cashErrors },
});

// Each list before its export: an export is found by its list's path.
export const cashWatchEndpoints = [
  listCashAudit,
  exportCashAudit,
  cashResume,
  exportCashResume,
  cashPrizes,
  exportCashPrizes,
  listCashPrizeTickets,
  exportCashPrizeTickets,
  listCashTaquillas,
] as const;
