/**
 * THE report table (ADR 041): `<DataTable>` with grouped headers, money per currency and the
 * server's totals per currency; its export is the list's server export.
 */
export { ReportTable, type ReportTableProps, type ReportTotals } from './report-table';
export { countColumn, moneyColumn, type ReportColumn } from './report-columns';
