import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { totalsOf, usePrizeList } from '../api/watch-lists';
import { prizeColumns } from '../components/watch-columns';

/** Administración de caja › Premios: paid at each taquilla in the period, and still owed to its tickets. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = usePrizeList(dates.range);
  return (
    <>
      <PageHeader
        title="Premios por taquilla"
        subtitle="Los premios que cada taquilla pagó en el período y los de sus tickets que aún se deben."
      />
      <ReportTable
        label="Premios por taquilla"
        columns={prizeColumns}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => `${row.taquilla_id}-${row.currency}`}
        toolbar={<DateRangeFilter dates={dates} label="Período" />}
        exportName="premios-de-caja"
        emptyText="No hay premios pagados ni pendientes en el período"
      />
    </>
  );
}
