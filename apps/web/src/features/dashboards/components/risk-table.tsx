import type { TopRiskRow } from '@banca/contracts';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { dayjs, formatPercent } from '@/lib/format';
import { KpiTable } from './kpi-table';

const COLUMNS: ReportColumn<TopRiskRow>[] = [
  {
    id: 'draw',
    header: 'Sorteo',
    render: (row) => `${row.draw} · ${dayjs(row.draw_at).format('hh:mm a')}`,
  },
  { id: 'number', header: 'Número', render: (row) => `${row.number} (${row.bet_type.name})` },
  { id: 'partner', header: 'Límite fijado por', render: (row) => row.partner.name, hideOnSmall: true },
  moneyColumn<TopRiskRow>({ id: 'sold', header: 'Vendido', currency: (row) => row.currency }),
  moneyColumn<TopRiskRow>({ id: 'payout', header: 'Paga si sale', currency: (row) => row.currency }),
  { id: 'cupo_used_pct', header: '% del cupo', align: 'right', render: (row) => formatPercent(row.cupo_used_pct) },
  { id: 'tope_used_pct', header: '% del tope', align: 'right', render: (row) => formatPercent(row.tope_used_pct) },
];

/**
 * The live risk board: numbers of the draws still open, by what they pay if they come out, with
 * how much of the cupo and tope of the partner that sets them is used.
 */
export function TopRiskTable({
  rows,
  loading,
  limit = 10,
}: {
  rows: readonly TopRiskRow[] | undefined;
  loading: boolean;
  limit?: number;
}) {
  return (
    <KpiTable
      label="Riesgo en vivo"
      columns={COLUMNS}
      rows={rows?.slice(0, limit)}
      rowKey={(row) => `${row.occurrence_id}|${row.bet_type.id}|${row.number}|${row.partner.id}`}
      loading={loading}
      emptyText="No hay números en riesgo en los sorteos abiertos"
    />
  );
}
