import type { Currency } from '@banca/contracts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable, hiddenOnSmall, type DataTableProps } from '@/components/data-table';
import { formatMoney } from '@/lib/format';
import { countText, type ReportColumn } from './report-columns';

/** One totals entry of a report's answer (`zReportPage`): its currency and the sums by column id. */
export type ReportTotals = { readonly currency: Currency } & Readonly<Record<string, unknown>>;

export interface ReportTableProps<Row> extends Omit<DataTableProps<Row>, 'columns' | 'footer'> {
  readonly columns: readonly ReportColumn<Row>[];
  /** The server's totals over every row of the filters, one entry per currency. */
  readonly totals: readonly ReportTotals[] | undefined;
}

/**
 * THE report table: the list table (paging, sorting, filters in the URL, states, export) with
 * grouped headers (`group` on columns), money in each row's currency, and a totals row per
 * currency under the rows, as the server summed them.
 */
export function ReportTable<Row>({ totals, ...props }: ReportTableProps<Row>) {
  const { columns } = props;
  const footer = totals?.length
    ? totals.map((entry) => (
        <TableRow key={entry.currency} aria-label={totalLabel(entry, totals.length)}>
          {columns.map((column, i) => (
            <TableCell
              key={column.id}
              align={column.align}
              sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit', ...hiddenOnSmall(column) }}
            >
              {i === 0 ? totalLabel(entry, totals.length) : totalText(column, entry)}
            </TableCell>
          ))}
        </TableRow>
      ))
    : undefined;
  return <DataTable {...props} footer={footer} />;
}

function totalLabel(entry: ReportTotals, count: number): string {
  return count > 1 ? `Total ${entry.currency}` : 'Total';
}

function totalText<Row>(column: ReportColumn<Row>, entry: ReportTotals): string {
  const value = entry[column.id];
  if (column.total === 'money' && (typeof value === 'string' || typeof value === 'bigint')) {
    return column.formatTotal ? column.formatTotal(String(value), entry.currency) : formatMoney(value, entry.currency);
  }
  if (column.total === 'count') return countText(value);
  return '';
}
