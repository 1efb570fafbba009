import type { Currency } from '@banca/contracts';
import { fieldOf, type DataTableColumn } from '@/components/data-table';
import { formatCount, formatMoney } from '@/lib/format';

/** A report's column: a list column that may also be summed in the totals row. */
export interface ReportColumn<Row> extends DataTableColumn<Row> {
  /** How the totals row shows this column's sum (its key in each totals entry is the column's id). */
  readonly total?: 'money' | 'count';
  /** How a money total is written when the column writes its figures its own way (e.g. «Faltante Bs 80,00»). */
  readonly formatTotal?: (value: string, currency: Currency) => string;
}


export function countText(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? formatCount(number) : '—';
}

/**
 * An amount in minor units, shown in the row's own currency (`Bs 1.234,56`, `$ 10,00`): a
 * report of several currencies never shows a bare number.
 */
export function moneyColumn<Row>(
  options: Omit<ReportColumn<Row>, 'render' | 'align' | 'total'> & { readonly currency: (row: Row) => Currency },
): ReportColumn<Row> {
  const { currency, ...column } = options;
  return {
    ...column,
    align: 'right',
    total: 'money',
    render: (row) => {
      const value = fieldOf(row, column.id);
      return typeof value === 'string' || typeof value === 'bigint' ? formatMoney(value, currency(row)) : '—';
    },
  };
}

/** A count (tickets, plays), summed in the totals row. */
export function countColumn<Row>(options: Omit<ReportColumn<Row>, 'render' | 'align' | 'total'>): ReportColumn<Row> {
  return { ...options, align: 'right', total: 'count', render: (row) => countText(fieldOf(row, options.id)) };
}
