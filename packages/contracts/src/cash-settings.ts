import { z } from 'zod';
import { rule } from './access';
import {
  CASH_DENIED_COUNTRIES,
  CASH_TAG,
  cashErrors,
  superior,
  ZCashMovement,
  ZCashMovementPage,
  ZCashMovementQuery,
  ZDescription,
  ZNotNegativeAmount,
  ZPaymentMethod,
  ZPositiveAmount,
} from './cash';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { zId, zTextId } from './ids';
import { zListQueryOf, zPage } from './list';
import { PAYMENT_TYPES } from './lookups';
import { ZCurrency } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/** A taquilla's cash settings and fund, set by a superior, and the money the chain sends it (ADR 045). */

export const saveCashFund = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/cash-fund/save',
  summary: 'Fija el fondo de caja de una taquilla en una moneda (rige desde su próximo arqueo)',
  tag: CASH_TAG,
  access: superior,
  request: { body: z.object({ taquilla_id: zId('La taquilla'), currency: ZCurrency, amount: ZNotNegativeAmount, observation: ZDescription.optional() }) },
  responses: { 200: z.object({ taquilla_id: z.number().int(), currency: ZCurrency, amount: z.string() }), ...cashErrors },
});

export const ZReloadInput = z.object({
  currency: ZCurrency,
  payment_method: ZPaymentMethod.default('EFECTIVO'),
  amount: ZPositiveAmount,
  description: ZDescription.default(''),
});

export const createReload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/reloads',
  summary: 'Envía una recarga de dinero a una taquilla',
  tag: CASH_TAG,
  access: rule(['ADMIN_BANCA', 'SUPERV_BANCA'], { deniedCountries: CASH_DENIED_COUNTRIES }),
  request: { body: ZReloadInput.extend({ taquilla_id: zId('La taquilla') }) },
  responses: { 200: ZCashMovement, ...cashErrors },
});

/** The chain's money sent to many taquillas at once: every active taquilla under `partner_id`, one batch. */
export const createGlobalReload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/cash/reloads/global',
  summary: 'Envía la misma recarga a todas las taquillas activas bajo un asociado',
  tag: CASH_TAG,
  access: createReload.access,
  request: { body: ZReloadInput.extend({ partner_id: zId('El asociado') }) },
  responses: { 200: z.object({ batch_id: z.string(), reloads: z.number().int() }), ...cashErrors },
});

export const listReloads = defineEndpoint({
  method: 'GET',
  path: '/api/v2/cash/reloads',
  summary: 'Recargas enviadas a las taquillas del asociado',
  tag: CASH_TAG,
  access: createReload.access,
  request: { query: ZCashMovementQuery },
  responses: { 200: ZCashMovementPage, ...cashErrors },
});
export const exportReloads = exportEndpointOf(listReloads);


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
  summary: 'Configuración de caja de una taquilla: métodos, monedas, tipos de egreso, montos que requieren aprobación y fondos',
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
  summary: 'Resumen de arqueos por día y agencia: creados, devueltos, enviados, aprobados, pendientes, totales y diferencias',
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

// Each list before the creation on its path: an export is found by its list's path.
export const cashSettingsEndpoints = [
  getCashConfig,
  saveCashConfig,
  saveCashFund,
  listReloads,
  exportReloads,
  createReload,
  createGlobalReload,
  listCashAudit,
  exportCashAudit,
  listCashFunds,
  exportCashFunds,
  cashResume,
  exportCashResume,
  cashPrizes,
  exportCashPrizes,
] as const;
