import { useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { reportOf, useDetailedPrizeList } from '../api/list-detailed-prizes';
import { PRIZE_COLUMNS } from '../components/prize-columns';
import { PrizeFilters } from '../components/prize-filters';
import { PrizeSummary } from '../components/prize-summary';

/** Reports › Premios detallados: every winning play of the period, its state and where it was paid. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useDetailedPrizeList(dates.range);
  const report = reportOf(list);
  return (
    <>
      <PageHeader
        title="Premios detallados"
        subtitle="Cada jugada premiada de los tickets vendidos en el período: por pagar, pagada o vencida, y dónde y cuándo se pagó."
      />
      <PrizeSummary totals={report?.totals} />
      <ReportTable
        label="Premios detallados"
        columns={PRIZE_COLUMNS}
        list={list}
        totals={report?.totals}
        rowKey={(row) => row.id}
        toolbar={<PrizeFilters list={list} dates={dates} />}
        exportName="premios-detallados"
        emptyText="No hay premios en el período"
      />
    </>
  );
}
