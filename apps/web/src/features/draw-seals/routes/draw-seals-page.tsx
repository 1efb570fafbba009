import type { DrawSealRow } from '@banca/contracts';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable, type ReportColumn } from '@/components/report-table';
import { ShortDigest } from '@/components/digest';
import { formatCount, formatDateTime, formatDay, formatMoney } from '@/lib/format';
import { drawSealTotalsOf, useDrawSealList } from '../api/list-draw-seals';
import { drawSealHref } from '../paths';

const money = (row: DrawSealRow, key: 'amount' | 'annulled_amount') =>
  row.totals.length ? row.totals.map((t) => formatMoney(t[key], t.currency)).join(' · ') : '—';

const COLUMNS: ReportColumn<DrawSealRow>[] = [
  { id: 'draw_date', header: 'Fecha', sortable: true, render: (row) => formatDay(row.draw_date) },
  {
    id: 'draw_name',
    header: 'Sorteo',
    render: (row) => (
      <Link component={RouterLink} to={drawSealHref(row.occurrence_id)}>
        {row.draw_name}
      </Link>
    ),
  },
  { id: 'lottery', header: 'Lotería', hideOnSmall: true, render: (row) => row.lottery.name },
  {
    id: 'sealed_at',
    header: 'Sellado',
    sortable: true,
    hideOnSmall: true,
    render: (row) => formatDateTime(row.sealed_at),
  },
  { id: 'tickets', header: 'Tickets', align: 'right', total: 'count', render: (row) => formatCount(row.tickets) },
  { id: 'amount', header: 'Vendido', align: 'right', total: 'money', render: (row) => money(row, 'amount') },
  {
    id: 'annulled_amount',
    header: 'Anulado',
    align: 'right',
    total: 'money',
    hideOnSmall: true,
    render: (row) => money(row, 'annulled_amount'),
  },
  { id: 'corrections', header: 'Correcciones', align: 'right', render: (row) => formatCount(row.corrections) },
  { id: 'digest', header: 'Huella', render: (row) => <ShortDigest digest={row.digest} /> },
];

/** Actas de cierre (ADR 060): the banca's sealed draws, each linking to its acta. */
export function Component() {
  const dates = useDateRange({ defaultPreset: 'today', pageParam: 'page' });
  const list = useDrawSealList(dates.range);
  return (
    <>
      <PageHeader
        title="Actas de cierre"
        subtitle="Al cerrar cada sorteo se sellan sus tickets: cantidades, montos por número, tipo de jugada y agencia, y una huella que el verificador independiente recalcula desde los tickets."
      />
      <ReportTable
        label="Actas de cierre"
        columns={COLUMNS}
        list={list}
        totals={drawSealTotalsOf(list)}
        rowKey={(row) => row.occurrence_id}
        exportName="actas-de-cierre"
        emptyText="No hay sorteos sellados en el período"
        toolbar={<DateRangeFilter dates={dates} />}
      />
    </>
  );
}
