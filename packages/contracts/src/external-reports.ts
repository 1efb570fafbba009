import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { EXTERNAL_SYSTEMS } from './lookups';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_PERIOD_FILTERS, zReportPage } from './report-page';

/**
 * External reports (balance-report › external-reports, DOMAIN §9): the figures of other sales
 * systems (the `external-systems` lookup), imported per business day, partner and currency from
 * a spreadsheet (XLSX or CSV) or a JSON call, listed with totals and shown beside our own sales
 * in the general report. One row per (day, partner, system, currency): importing it again
 * replaces it.
 */

/** Who reads and imports them: A and S, never in Panamá (spec §2 and §6). */
export const EXTERNAL_REPORT_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA'], { deniedCountries: ['PA'] });

export type ExternalSystemCode = (typeof EXTERNAL_SYSTEMS)[number]['code'];
const EXTERNAL_SYSTEM_CODES = EXTERNAL_SYSTEMS.map((system) => system.code) as unknown as readonly [
  ExternalSystemCode,
  ...ExternalSystemCode[],
];
export const ZExternalSystemCode = z.enum(EXTERNAL_SYSTEM_CODES, { error: 'Sistema externo no válido.' });

/** Rows one import may carry, and the largest file. */
export const EXTERNAL_IMPORT_MAX_ROWS = 5000;
export const EXTERNAL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field that carries the file. */
export const EXTERNAL_IMPORT_FIELD = 'file';

/**
 * A key of an external sales dictionary as it is stored: trimmed, its spaces replaced by
 * underscores (spec §3), `"Codigo asociado "` → `"Codigo_asociado"`.
 */
export function normaliseExternalKey(key: string): string {
  return key.trim().replace(/\s+/g, '_');
}

/** What a normalised key is recognised by: lower case, without accents (`Comisión` → `comision`). */
export function externalKeyOf(key: string): string {
  return normaliseExternalKey(key)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The columns an import recognises, by their recognised keys; any other key is kept as it came
 * (normalised) in the row's `details`. Dates are `AAAA-MM-DD` (a file may also write
 * `DD/MM/AAAA` or a date cell); the partner is an agency's or a taquilla's code; the currency
 * defaults to the partner's. Amounts: minor units (a whole number of céntimos) in a JSON call,
 * the amount as a person writes it in a file (`1.234,50`, `1234.50` or a number cell).
 */
export const EXTERNAL_SALE_COLUMNS = {
  business_date: ['business_date', 'fecha', 'dia'],
  partner_code: ['partner_code', 'codigo', 'codigo_asociado', 'asociado', 'agencia', 'taquilla'],
  currency: ['currency', 'moneda'],
  sales: ['sales', 'ventas', 'venta'],
  prizes: ['prizes', 'premios', 'premio'],
  commission: ['commission', 'comision', 'comisiones'],
  tickets: ['tickets', 'boletos'],
} as const;
export type ExternalSaleColumn = keyof typeof EXTERNAL_SALE_COLUMNS;

/** How each recognised column is named in a message. */
export const EXTERNAL_SALE_COLUMN_LABELS: Record<ExternalSaleColumn, string> = {
  business_date: 'fecha',
  partner_code: 'asociado',
  currency: 'moneda',
  sales: 'ventas',
  prizes: 'premios',
  commission: 'comisión',
  tickets: 'tickets',
};

export const EXTERNAL_REPORT_SORTABLE = [
  'business_date',
  'partner_name',
  'external_system',
  'sales',
  'prizes',
  'net',
  'imported_at',
] as const;

/** Business dates (today in the caller's zone when neither is given; at most 366 days), partner, system, currency. */
export const ZListExternalReportsQuery = zListQueryOf(EXTERNAL_REPORT_SORTABLE, {
  ...REPORT_PERIOD_FILTERS,
  partner_id: zTextId('El asociado').optional(),
  external_system: ZExternalSystemCode.optional(),
  currency: ZCurrency.optional(),
});
export type ListExternalReportsQuery = z.input<typeof ZListExternalReportsQuery>;

const MONEY = {
  sales: ZMinorUnits,
  prizes: ZMinorUnits,
  commission: ZMinorUnits,
  /** Sales − prizes − commission, as the external system reported them. */
  net: ZMinorUnits,
};

/** One imported figure: a day, a partner, a system, a currency. */
export const ZExternalSale = z.object({
  id: z.number().int(),
  business_date: z.string(),
  partner_id: z.number().int(),
  partner_code: z.string(),
  partner_name: z.string(),
  external_system: z.string(),
  external_system_name: z.string(),
  currency: ZCurrency,
  ...MONEY,
  tickets: z.number().int().nullable(),
  /** The row's other keys, normalised (spaces → `_`), as they came. */
  details: z.record(z.string(), z.string()),
  imported_by: z.string(),
  imported_at: z.string(),
});
export type ExternalSale = z.infer<typeof ZExternalSale>;

export const ZExternalReportsPage = zReportPage(ZExternalSale, { ...MONEY, tickets: z.number().int() }).extend({
  from_date: z.string(),
  to_date: z.string(),
});
export type ExternalReportsPage = z.infer<typeof ZExternalReportsPage>;

/** A JSON import: the system, and its rows as dictionaries (keys normalised; see EXTERNAL_SALE_COLUMNS). */
export const ZImportExternalReportsRequest = z.object({
  external_system: ZExternalSystemCode,
  rows: z
    .array(z.record(z.string().max(100, { error: 'Una clave no puede tener más de 100 caracteres.' }), z.unknown()), {
      error: 'Las filas deben ser una lista de objetos.',
    })
    .min(1, { error: 'No hay filas que importar.' })
    .max(EXTERNAL_IMPORT_MAX_ROWS, { error: `Se importan como máximo ${EXTERNAL_IMPORT_MAX_ROWS} filas a la vez.` }),
});
export type ImportExternalReportsRequest = z.input<typeof ZImportExternalReportsRequest>;

/** A file import names its system in the query; the file goes in the `file` multipart field. */
export const ZImportExternalReportsFileQuery = z.object({ external_system: ZExternalSystemCode });

export const ZImportExternalReportsResponse = z.object({
  external_system: z.string(),
  /** Rows written: new ones plus those that replaced an earlier import. */
  imported: z.number().int(),
  created: z.number().int(),
  replaced: z.number().int(),
});
export type ImportExternalReportsResponse = z.infer<typeof ZImportExternalReportsResponse>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const PATH = '/api/v2/admin/reports/external-reports';
const TAG = 'Reportes';

export const listExternalReports = defineEndpoint({
  method: 'GET',
  path: PATH,
  summary: 'Ventas de sistemas externos importadas, por día, asociado, sistema y moneda, con totales',
  tag: TAG,
  access: EXTERNAL_REPORT_ACCESS,
  request: { query: ZListExternalReportsQuery },
  responses: { 200: ZExternalReportsPage, ...errors },
});

export const exportExternalReports = exportEndpointOf(listExternalReports);

/** Rows with errors are answered 400 with the row and the field; then nothing is written. */
export const importExternalReports = defineEndpoint({
  method: 'POST',
  path: `${PATH}/import`,
  summary: 'Importa ventas de un sistema externo (JSON); una fila ya importada se reemplaza',
  tag: TAG,
  access: EXTERNAL_REPORT_ACCESS,
  request: { body: ZImportExternalReportsRequest },
  responses: { 200: ZImportExternalReportsResponse, ...errors, 409: ZErrorResponse },
});

/** Multipart: one XLSX or CSV file in `file`, its first row the column names. */
export const importExternalReportsFile = defineEndpoint({
  method: 'POST',
  path: `${PATH}/import-file`,
  summary: 'Importa ventas de un sistema externo desde un archivo XLSX o CSV',
  tag: TAG,
  access: EXTERNAL_REPORT_ACCESS,
  request: { query: ZImportExternalReportsFileQuery },
  responses: { 200: ZImportExternalReportsResponse, ...errors, 409: ZErrorResponse, 413: ZErrorResponse },
});

export const externalReportEndpoints = [
  listExternalReports,
  exportExternalReports,
  importExternalReports,
  importExternalReportsFile,
] as const;
