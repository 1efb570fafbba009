import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_ERRORS, REPORT_PERIOD_FILTERS, reportEndpointsOf, zReportPage } from './report-page';
import { PARTNER_FIELDS, ZNamedPartner } from './roles';

/**
 * The general sales report (balance-report › general-sales, spec §7 `reports/general`): per
 * partner at a chosen level of the caller's network and per currency, the sales net of
 * annulments, the annulled, the prizes, the commission, the participation and the net, read
 * from the sales rollups, with the external systems' sales of the same partners beside them.
 */

/** Who reads it: the screens table's report roles (A, S, D, T), each within its own subtree. */
export const GENERAL_REPORT_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA'] as const;

/** The longest period one call reads or rebuilds, in days (both ends included). */
export const GENERAL_REPORT_MAX_DAYS = 366;

/**
 * Which partners the rows are: without a level, the focus's direct children (a taquilla in focus
 * stands for itself); `AGENCIA` groups by agency, `TAQUILLA` by taquilla, below the focus.
 */
export const GENERAL_REPORT_LEVELS = ['AGENCIA', 'TAQUILLA'] as const;
export const ZGeneralReportLevel = z.enum(GENERAL_REPORT_LEVELS, { error: 'El nivel debe ser AGENCIA o TAQUILLA.' });
export type GeneralReportLevel = z.infer<typeof ZGeneralReportLevel>;
export const GENERAL_REPORT_LEVEL_LABELS: Record<GeneralReportLevel, string> = {
  AGENCIA: 'Agencias',
  TAQUILLA: 'Taquillas',
};

/** The money a row carries, in its order (the rows sort by each but the external prizes). */
const SORTABLE_MONEY = ['sales', 'annulled', 'prizes', 'commission', 'participation', 'net', 'external_sales'] as const;
export const GENERAL_REPORT_MONEY = [...SORTABLE_MONEY, 'external_prizes'] as const;

export const GENERAL_REPORT_SORTABLE = ['partner_name', 'partner_code', ...SORTABLE_MONEY] as const;

/**
 * Filters: business dates (both included; today in the caller's `x-timezone` when neither is
 * given, a missing end is the other; at most 366 days), the focus partner (inside the caller's
 * subtree, else 404; the caller's own partner by default), the level, a product, a currency.
 */
export const ZGeneralReportQuery = zListQueryOf(GENERAL_REPORT_SORTABLE, {
  ...REPORT_PERIOD_FILTERS,
  partner_id: zTextId('El asociado').optional(),
  level: ZGeneralReportLevel.optional(),
  product_id: zTextId('El producto').optional(),
  currency: ZCurrency.optional(),
});
export type GeneralReportQuery = z.input<typeof ZGeneralReportQuery>;

/** The money columns of a row and of each totals entry (minor units of the row's currency). */
const MONEY = {
  /** Sold minus annulled. */
  sales: ZMinorUnits,
  annulled: ZMinorUnits,
  /** Prizes of the plays not annulled, as awarded now. */
  prizes: ZMinorUnits,
  /** The sum of the selling agencies' priced cells, or of a taquilla's exact shares of them (ADR 051). */
  commission: ZMinorUnits,
  /** The sum of the cells' participation: of (sales − prizes − commission) when positive (ADR 051). */
  participation: ZMinorUnits,
  /** Sales − prizes − commission. */
  net: ZMinorUnits,
  /** What the external systems sold (imported in external-reports); never added to ours. */
  external_sales: ZMinorUnits,
  external_prizes: ZMinorUnits,
};

/** One partner in one currency. */
export const ZGeneralReportRow = z.object({
  ...PARTNER_FIELDS,
  currency: ZCurrency,
  ...MONEY,
  /** Whether the external systems reported anything for this partner in the period. */
  has_external: z.boolean(),
});
export type GeneralReportRow = z.infer<typeof ZGeneralReportRow>;

/** A partner named in the answer: the focus, and the way down to it from the caller's partner. */
export const ZGeneralReportPartner = ZNamedPartner;
export type GeneralReportPartner = z.infer<typeof ZGeneralReportPartner>;

export const ZGeneralReportPage = zReportPage(ZGeneralReportRow, MONEY).extend({
  /** The period read (the defaults filled in). */
  from_date: z.string(),
  to_date: z.string(),
  focus: ZGeneralReportPartner,
  /** From the caller's partner down to the focus, both included (for a drill-down's way back). */
  trail: z.array(ZGeneralReportPartner),
});
export type GeneralReportPage = z.infer<typeof ZGeneralReportPage>;

/** The report, and the report as a file (XLSX, PDF or CSV) with the report's filters. */
export const [listGeneralReport, exportGeneralReport] = reportEndpointsOf({
  path: '/api/v2/admin/reports/general',
  summary: 'Ventas generales por asociado y moneda: ventas, anulado, premios, comisión, participación y neto',
  access: rule(GENERAL_REPORT_ROLES),
  query: ZGeneralReportQuery,
  page: ZGeneralReportPage,
});

/** Business dates to rebuild, both included, at most 366 days. */
export const ZRecalculateGeneralReportRequest = z.object({
  from_date: ZIsoDate,
  to_date: ZIsoDate,
});
export type RecalculateGeneralReportRequest = z.input<typeof ZRecalculateGeneralReportRequest>;

/** Rollup rows of the caller's banca in the period, per table. */
export const ZRollupRowCounts = z.object({
  sales: z.number().int(),
  daily: z.number().int(),
  numbers: z.number().int(),
  tickets: z.number().int(),
});

export const ZRecalculateGeneralReportResponse = z.object({
  from_date: z.string(),
  to_date: z.string(),
  days: z.number().int(),
  rows_before: ZRollupRowCounts,
  rows_after: ZRollupRowCounts,
  /** Whether any figure differed from what the tickets give (false when run again). */
  changed: z.boolean(),
});
export type RecalculateGeneralReportResponse = z.infer<typeof ZRecalculateGeneralReportResponse>;

export const recalculateGeneralReport = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/reports/general/recalculate',
  summary: 'Recalcula los acumulados de ventas de la banca en un período, desde los tickets',
  tag: 'Reportes',
  access: rule('ADMIN_BANCA'),
  request: { body: ZRecalculateGeneralReportRequest },
  responses: { 200: ZRecalculateGeneralReportResponse, ...REPORT_ERRORS, 409: ZErrorResponse },
});

export const generalReportEndpoints = [listGeneralReport, exportGeneralReport, recalculateGeneralReport] as const;
