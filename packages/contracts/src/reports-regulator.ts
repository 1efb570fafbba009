import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_ERRORS, REPORT_PERIOD_FILTERS, reportEndpointsOf, zReportPage } from './report-page';

/**
 * The regulator's report (docs/REGULATOR_EXPORT.md): per business day and draw, what each taquilla
 * of the caller's network sold, annulled, won and was paid, by sale channel and currency, as a
 * versioned format with a manifest. It reads the sales rollups, like every other sales figure, so
 * its net sales are the general report's and the dashboards' for the same days and partners.
 */

/** The format's name and version: a new column or meaning is a new version, never a silent change. */
export const REGULATOR_FORMAT = 'regulador/v1';
/** Who may download it: the banca's administrator and supervisor (the compliance officers). */
export const REGULATOR_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA'] as const;
/** The longest period of one export, both ends included. */
export const MAX_REGULATOR_DAYS = 31;

export const REGULATOR_SORTABLE = ['business_date', 'taquilla_name', 'draw_time', 'sold', 'prize'] as const;

export const ZRegulatorQuery = zListQueryOf(REGULATOR_SORTABLE, {
  ...REPORT_PERIOD_FILTERS,
  /** Narrows to a partner's subtree (inside the caller's; outside it is 404). */
  partner_id: zTextId('El asociado').optional(),
  product_id: zTextId('El producto').optional(),
  currency: ZCurrency.optional(),
});
export type RegulatorQuery = z.input<typeof ZRegulatorQuery>;

/** The figures of a row, summed per currency in the totals. */
const REGULATOR_SUMS = {
  sold_plays: z.number().int(),
  sold: ZMinorUnits,
  annulled_plays: z.number().int(),
  annulled: ZMinorUnits,
  /** Sold − annulled: the net sales every report shows. */
  net: ZMinorUnits,
  prize_plays: z.number().int(),
  /** Prizes as awarded now, on tickets not annulled. */
  prize: ZMinorUnits,
  /** Prizes of tickets already paid. */
  paid: ZMinorUnits,
};

/** One draw of one day at one taquilla, one channel and one currency. */
export const ZRegulatorRow = z.object({
  business_date: z.string(),
  lottery_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  agency_id: z.number().int(),
  agency_code: z.string(),
  agency_name: z.string(),
  taquilla_id: z.number().int(),
  taquilla_code: z.string(),
  taquilla_name: z.string(),
  /** WEB or TERMINAL: the point of sale's browser or its bound terminal. */
  channel: z.string(),
  currency: ZCurrency,
  ...REGULATOR_SUMS,
});
export type RegulatorRow = z.infer<typeof ZRegulatorRow>;
export const ZRegulatorPage = zReportPage(ZRegulatorRow, REGULATOR_SUMS);
export type RegulatorPage = z.infer<typeof ZRegulatorPage>;
export type RegulatorTotals = RegulatorPage['totals'][number];

/** The format's columns, in the files' order: the key of the row, the title in the files, what it means. */
export const REGULATOR_COLUMNS: readonly { key: keyof RegulatorRow; title: string; description: string }[] = [
  { key: 'business_date', title: 'Fecha', description: 'Día de negocio de la venta (zona de la banca), AAAA-MM-DD.' },
  { key: 'lottery_name', title: 'Lotería', description: 'Lotería del sorteo.' },
  { key: 'product_name', title: 'Producto', description: 'Producto del sorteo.' },
  { key: 'draw_name', title: 'Sorteo', description: 'Nombre del sorteo.' },
  { key: 'draw_time', title: 'Hora', description: 'Hora del sorteo en la zona de su lotería, HH:MM.' },
  { key: 'agency_code', title: 'Código agencia', description: 'Código de la agencia.' },
  { key: 'agency_name', title: 'Agencia', description: 'Nombre de la agencia.' },
  { key: 'taquilla_code', title: 'Código taquilla', description: 'Código de la taquilla (punto de venta).' },
  { key: 'taquilla_name', title: 'Taquilla', description: 'Nombre de la taquilla.' },
  { key: 'channel', title: 'Canal', description: 'WEB (navegador de la taquilla) o TERMINAL (su terminal).' },
  { key: 'currency', title: 'Moneda', description: 'Moneda ISO 4217 de los importes de la fila.' },
  { key: 'sold_plays', title: 'Jugadas vendidas', description: 'Jugadas vendidas, anuladas o no.' },
  { key: 'sold', title: 'Vendido', description: 'Importe vendido, anulado o no.' },
  { key: 'annulled_plays', title: 'Jugadas anuladas', description: 'Jugadas de tickets anulados.' },
  { key: 'annulled', title: 'Anulado', description: 'Importe de las jugadas de tickets anulados.' },
  { key: 'net', title: 'Neto', description: 'Vendido − anulado: la venta neta de todos los reportes.' },
  { key: 'prize_plays', title: 'Jugadas premiadas', description: 'Jugadas ganadoras de tickets no anulados.' },
  { key: 'prize', title: 'Premios', description: 'Premios otorgados, tal como están adjudicados hoy.' },
  { key: 'paid', title: 'Pagado', description: 'Premios de tickets ya pagados.' },
];

/** The report and its file (XLSX, PDF or CSV). */
export const [listRegulatorReport, exportRegulatorReport] = reportEndpointsOf({
  path: '/api/v2/admin/reports/regulator',
  summary: 'Reporte al regulador: ventas, anulaciones y premios por día, sorteo, agencia y taquilla',
  access: rule(REGULATOR_ROLES),
  query: ZRegulatorQuery,
  page: ZRegulatorPage,
});

export const ZRegulatorManifestQuery = z.object({
  ...REPORT_PERIOD_FILTERS,
  partner_id: zTextId('El asociado').optional(),
  product_id: zTextId('El producto').optional(),
  currency: ZCurrency.optional(),
});
export type RegulatorManifestQuery = z.input<typeof ZRegulatorManifestQuery>;

/**
 * What travels with the files: the format, the period and the filters, the column dictionary,
 * how many rows and their totals per currency, and the day digests (ADR 057) of the period's days
 * already sealed, so a regulator can tie the figures to records that cannot be rewritten unseen.
 */
export const ZRegulatorManifest = z.object({
  format: z.literal(REGULATOR_FORMAT),
  generated_at: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  partner: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  filters: z.object({ product_id: z.number().int().nullable(), currency: ZCurrency.nullable() }),
  columns: z.array(z.object({ key: z.string(), title: z.string(), description: z.string() })),
  rows: z.number().int(),
  totals: z.array(z.object({ currency: ZCurrency, ...REGULATOR_SUMS })),
  day_digests: z.array(z.object({ day: z.string(), digest: z.string() })),
});
export type RegulatorManifest = z.infer<typeof ZRegulatorManifest>;

export const getRegulatorManifest = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/reports/regulator/manifest',
  summary: 'Manifiesto del reporte al regulador: formato, columnas, filas, totales y huellas diarias',
  tag: 'Reportes',
  access: rule(REGULATOR_ROLES),
  request: { query: ZRegulatorManifestQuery },
  responses: { 200: ZRegulatorManifest, ...REPORT_ERRORS },
});

export const regulatorReportEndpoints = [listRegulatorReport, exportRegulatorReport, getRegulatorManifest] as const;
