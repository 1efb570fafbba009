import { z } from 'zod';
import { ADMINISTRATIVE_BASE, LEDGER_ACCESS } from './accounts';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf, zExportBodyOf } from './file-answer';
import { zId, zTextId } from './ids';
import { ZIdParams, zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency, ZMinorUnits, ZMinorUnitsSum, zMoneyInput } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * The ledger (ADR 044): account entries between two partners, each with two legs that sum to
 * zero. A leg raises the contributor's balance and lowers the beneficiary's; a balance is the sum
 * of a partner's legs. Screens: accounting-entries › accountBalance, accountEntries, movementReports.
 */

const TAG = 'Contabilidad';

/** Who writes manual entries (screens table: accountEntries is A, D, S). */
export const ENTRY_WRITER_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'] as const;
const WRITERS = rule(ENTRY_WRITER_ROLES);

export const ENTRY_ORIGIN_CODES = ['MANUAL', 'AUTOMATIC'] as const;
export const ZEntryOrigin = z.enum(ENTRY_ORIGIN_CODES, { error: 'El origen debe ser MANUAL o AUTOMATIC.' });
export type EntryOrigin = z.infer<typeof ZEntryOrigin>;
export const ENTRY_ORIGIN_LABELS: Record<EntryOrigin, string> = { MANUAL: 'Manual', AUTOMATIC: 'Automático' };

export const ENTRY_KIND_CODES = ['MANUAL', 'SETTLEMENT', 'PAYMENT', 'REVERSAL'] as const;
export const ZEntryKind = z.enum(ENTRY_KIND_CODES, { error: 'Tipo de asiento no válido.' });
export type EntryKind = z.infer<typeof ZEntryKind>;
export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  MANUAL: 'Asiento manual',
  SETTLEMENT: 'Liquidación diaria',
  PAYMENT: 'Pago confirmado',
  REVERSAL: 'Reverso',
};

/** One entry as the lists show it. */
export const ZAccountEntry = z.object({
  id: z.number().int(),
  business_date: z.string(),
  account_id: z.number().int(),
  account_name: z.string(),
  contributor_id: z.number().int(),
  contributor_name: z.string(),
  beneficiary_id: z.number().int(),
  beneficiary_name: z.string(),
  currency: ZCurrency,
  /** Always positive: what moves from the beneficiary's balance to the contributor's. */
  amount: ZMinorUnits,
  origin: ZEntryOrigin,
  kind: ZEntryKind,
  observation: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  reverses_entry_id: z.number().int().nullable(),
  reversed_by_entry_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
});
export type AccountEntry = z.infer<typeof ZAccountEntry>;

/** An entry seen from one partner's balance: its signed effect, the balance before and after. */
export const ZAccountEntryLine = ZAccountEntry.extend({
  partner_id: z.number().int(),
  /** Signed: positive raises the partner's balance. */
  movement: ZMinorUnits,
  previous_balance: ZMinorUnitsSum,
  balance: ZMinorUnitsSum,
});
export type AccountEntryLine = z.infer<typeof ZAccountEntryLine>;

const period = {
  /** Business dates, inclusive; today in the caller's zone when absent. */
  ...REPORT_PERIOD_FILTERS,
  account_id: zTextId('La cuenta').optional(),
  currency: ZCurrency.optional(),
  origin: ZEntryOrigin.optional(),
  kind: ZEntryKind.optional(),
};

export const ACCOUNT_ENTRY_SORTABLE = ['business_date'] as const;
export const ZListAccountEntriesQuery = zListQueryOf(ACCOUNT_ENTRY_SORTABLE, {
  /** Whose balance the lines are read against; the caller's partner when absent. */
  partner_id: zTextId('El asociado').optional(),
  ...period,
});
export type ListAccountEntriesQuery = z.input<typeof ZListAccountEntriesQuery>;

export const ZAccountEntriesSummaryQuery = z.object({
  partner_id: zTextId('El asociado').optional(),
  ...REPORT_PERIOD_FILTERS,
});

/** A partner's balance over a period, per currency. */
export const ZAccountEntriesSummary = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  currencies: z.array(
    z.object({
      currency: ZCurrency,
      previous_balance: ZMinorUnitsSum,
      credits: ZMinorUnitsSum,
      debits: ZMinorUnitsSum,
      balance: ZMinorUnitsSum,
      entries: z.number().int(),
    }),
  ),
});
export type AccountEntriesSummary = z.infer<typeof ZAccountEntriesSummary>;

/** An amount above zero; a malformed one gets only the format's message. */
export const zPositiveMinorUnits = (label = 'El monto') => zMoneyInput(label);

const observation = z
  .string({ error: 'La observación debe ser texto.' })
  .trim()
  .max(500, { error: 'La observación no puede tener más de 500 caracteres.' });

export const ZCreateAccountEntryRequest = z.object({
  /** The business day it belongs to; today in the caller's zone when absent. */
  business_date: ZIsoDate.optional(),
  account_id: zId('La cuenta'),
  contributor_id: zId('El asociado aportante'),
  beneficiary_id: zId('El asociado beneficiario'),
  currency: ZCurrency,
  amount: zPositiveMinorUnits(),
  observation: observation.min(1, { error: 'La observación es obligatoria.' }),
});
export type CreateAccountEntryRequest = z.input<typeof ZCreateAccountEntryRequest>;

export const ZReverseAccountEntryRequest = z.object({
  observation: observation.min(1, { error: 'La observación es obligatoria.' }),
});

export const MOVEMENT_SORTABLE = ['business_date', 'amount'] as const;
export const ZMovementReportQuery = zListQueryOf(MOVEMENT_SORTABLE, {
  /** Entries where this partner (or one below it) is a party; the caller's subtree when absent. */
  partner_id: zTextId('El asociado').optional(),
  ...period,
});
export type MovementReportQuery = z.input<typeof ZMovementReportQuery>;

export const ZMovementReportPage = zReportPage(ZAccountEntry, { entries: z.number().int(), amount: ZMinorUnitsSum });
export type MovementReportPage = z.infer<typeof ZMovementReportPage>;

export const ZAccountBalanceRequest = z.object({
  date: ZIsoDate.optional(),
  /** Drill-down: the partner whose direct associates are listed; the caller's when absent. */
  partner_id: zTextId('El asociado').optional(),
});
export type AccountBalanceRequest = z.input<typeof ZAccountBalanceRequest>;

/** A balance's figures on a day, in one currency: an associate's line and the report's totals. */
const BALANCE_FIGURES = {
  previous_balance: ZMinorUnitsSum,
  /** The day's settlement. */
  day_movements: ZMinorUnitsSum,
  current_balance: ZMinorUnitsSum,
  /** The day's other entries: payments, manual entries, reversals. */
  other_movements: ZMinorUnitsSum,
  total: ZMinorUnitsSum,
};

/** One associate's balance on a day, in one currency. */
export const ZAccountBalanceLine = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  partner_kind: z.string(),
  /** The line of the partner the report is about (not one of its associates). */
  own: z.boolean(),
  /** It has associates below it (the screen drills down). */
  has_children: z.boolean(),
  currency: ZCurrency,
  ...BALANCE_FIGURES,
  /** Units of the currency per dollar on that day; null when no rate was recorded. */
  rate: z.string().nullable(),
  /** The total in dollar cents at that rate; null when the rate is missing. */
  total_usd: ZMinorUnitsSum.nullable(),
});
export type AccountBalanceLine = z.infer<typeof ZAccountBalanceLine>;

export const ZAccountBalanceReport = z.object({
  date: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  lines: z.array(ZAccountBalanceLine),
  totals: z.array(z.object({ currency: ZCurrency, ...BALANCE_FIGURES })),
});
export type AccountBalanceReport = z.infer<typeof ZAccountBalanceReport>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const listAccountEntries = defineEndpoint({
  method: 'GET',
  path: `${ADMINISTRATIVE_BASE}/account-entries`,
  summary: 'Asientos de un asociado con el saldo anterior y el saldo tras cada uno',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZListAccountEntriesQuery },
  responses: { 200: zPage(ZAccountEntryLine), ...errors },
});

/** The account statement (estado de cuenta) of an associate and period, as a file. */
export const exportAccountEntries = exportEndpointOf(listAccountEntries, 'Estado de cuenta de un asociado');

export const getAccountEntriesSummary = defineEndpoint({
  method: 'GET',
  path: `${ADMINISTRATIVE_BASE}/account-entries/summary`,
  summary: 'Resumen del saldo de un asociado en un período, por moneda',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZAccountEntriesSummaryQuery },
  responses: { 200: ZAccountEntriesSummary, ...errors },
});

export const createAccountEntry = defineEndpoint({
  method: 'POST',
  path: `${ADMINISTRATIVE_BASE}/account-entries`,
  summary: 'Registra un asiento manual entre dos asociados del subárbol',
  tag: TAG,
  access: WRITERS,
  request: { body: ZCreateAccountEntryRequest },
  responses: { 200: ZAccountEntry, ...errors, 409: ZErrorResponse },
});

export const reverseAccountEntry = defineEndpoint({
  method: 'POST',
  path: `${ADMINISTRATIVE_BASE}/account-entries/:id/reverse`,
  summary: 'Revierte un asiento manual con un asiento enlazado de sentido contrario',
  tag: TAG,
  access: WRITERS,
  request: { params: ZIdParams, body: ZReverseAccountEntryRequest },
  responses: { 200: ZAccountEntry, ...errors, 409: ZErrorResponse },
});

export const listMovements = defineEndpoint({
  method: 'GET',
  path: `${ADMINISTRATIVE_BASE}/movement-report`,
  summary: 'Movimientos manuales y automáticos del subárbol, por asociado, cuenta y fechas',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZMovementReportQuery },
  responses: { 200: ZMovementReportPage, ...errors },
});

export const exportMovements = exportEndpointOf(listMovements);

export const getAccountBalance = defineEndpoint({
  method: 'POST',
  path: `${ADMINISTRATIVE_BASE}/account-balance/report`,
  summary: 'Balance de un día: cada asociado directo, su saldo anterior, movimientos y total',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZAccountBalanceRequest },
  responses: { 200: ZAccountBalanceReport, ...errors },
});

export const exportAccountBalance = {
  ...exportEndpointOf(getAccountBalance, 'Exporta el balance de un día'),
  path: `${ADMINISTRATIVE_BASE}/account-balance/export`,
  request: { body: zExportBodyOf(ZAccountBalanceRequest) },
} as const;

export const ZSettleDayRequest = z.object({
  date: ZIsoDate,
  /** Settles this partner's subtree (inside the caller's); the caller's subtree when absent. */
  partner_id: zTextId('El asociado').optional(),
});

/** One partner's settlement of the day in one currency, and what the run posted for it. */
export const ZSettlementLine = z.object({
  partner_id: z.number().int(),
  partner_name: z.string(),
  currency: ZCurrency,
  sales: ZMinorUnits,
  prizes: ZMinorUnits,
  commission: ZMinorUnits,
  participation: ZMinorUnits,
  /** sales − prizes − commission − participation: what the partner owes (negative: is owed). */
  net: ZMinorUnits,
  /** What earlier runs had already posted for it (its legs; −net once settled). */
  posted: ZMinorUnitsSum,
  /** What this run posted; zero when nothing changed since the last run. */
  difference: ZMinorUnits,
  entry_id: z.number().int().nullable(),
});
export type SettlementLine = z.infer<typeof ZSettlementLine>;
export const ZSettleDayResponse = z.object({ date: z.string(), lines: z.array(ZSettlementLine) });
export type SettleDayResponse = z.infer<typeof ZSettleDayResponse>;

export const settleDay = defineEndpoint({
  method: 'POST',
  path: `${ADMINISTRATIVE_BASE}/account-balance/settle`,
  summary: 'Liquida un día: asienta la diferencia entre lo vendido y lo ya liquidado de cada asociado',
  tag: TAG,
  access: WRITERS,
  request: { body: ZSettleDayRequest },
  responses: { 200: ZSettleDayResponse, ...errors },
});

export const ledgerEndpoints = [
  settleDay,
  listAccountEntries,
  exportAccountEntries,
  getAccountEntriesSummary,
  createAccountEntry,
  reverseAccountEntry,
  listMovements,
  exportMovements,
  getAccountBalance,
  exportAccountBalance,
] as const;
