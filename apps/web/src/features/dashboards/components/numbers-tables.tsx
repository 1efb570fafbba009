import type { ColdNumber, TopNumber } from '@banca/contracts';
import { countColumn, moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatDate } from '@/lib/format';
import { KpiTable } from './kpi-table';

const TOP_NUMBER_COLUMNS: ReportColumn<TopNumber>[] = [
  { id: 'product', header: 'Producto', render: (row) => row.product.name },
  { id: 'bet_type', header: 'Jugada', render: (row) => row.bet_type.name },
  { id: 'number', header: 'Número' },
  moneyColumn<TopNumber>({ id: 'amount', header: 'Monto', currency: (row) => row.currency }),
  countColumn<TopNumber>({ id: 'plays', header: 'Jugadas' }),
];

/** The first `perProduct` rows of each product and currency (the server sends them ranked). */
export function firstOfEach(rows: readonly TopNumber[], perProduct: number): TopNumber[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const key = `${row.product.id}|${row.currency}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count <= perProduct;
  });
}

/** The numbers played most, per product. */
export function TopNumbersTable({
  rows,
  loading,
  perProduct = 5,
}: {
  rows: readonly TopNumber[] | undefined;
  loading: boolean;
  perProduct?: number;
}) {
  return (
    <KpiTable
      label="Números más jugados"
      columns={TOP_NUMBER_COLUMNS}
      rows={rows && firstOfEach(rows, perProduct)}
      rowKey={(row) => `${row.product.id}|${row.bet_type.id}|${row.number}|${row.currency}`}
      loading={loading}
    />
  );
}

const COLD_COLUMNS: ReportColumn<ColdNumber>[] = [
  { id: 'product', header: 'Producto', render: (row) => row.product.name },
  { id: 'number', header: 'Número' },
  { id: 'last_out', header: 'Última vez', render: (row) => (row.last_out ? formatDate(row.last_out) : 'Nunca') },
  {
    id: 'days_without',
    header: 'Días sin salir',
    align: 'right',
    render: (row) => (row.days_without === null ? '—' : String(row.days_without)),
  },
];

/** The numbers longest without coming out, per product (from the results). */
export function ColdestNumbersTable({ rows, loading }: { rows: readonly ColdNumber[] | undefined; loading: boolean }) {
  return (
    <KpiTable
      label="Números fríos"
      columns={COLD_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.product.id}|${row.number}`}
      loading={loading}
      emptyText="No hay resultados todavía"
    />
  );
}
