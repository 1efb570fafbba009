import { useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { useSession } from '@/features/auth';
import { identifiedWinnersReportOf, useIdentifiedWinnersList } from '../api/list-identified-winners';
import { IDENTIFIED_WINNER_COLUMNS } from '../components/identified-winner-columns';
import { IdentifiedWinnerFilters } from '../components/identified-winner-filters';

/** Reports › Ganadores identificados: the prizes paid to identified winners, for the compliance officer. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useIdentifiedWinnersList(dates.range);
  const report = identifiedWinnersReportOf(list);
  const currency = useSession().user?.currency ?? 'BS';
  return (
    <>
      <PageHeader
        title="Ganadores identificados"
        subtitle="Premios pagados desde el monto en que la banca identifica al ganador: cédula, nombre y teléfono, por fecha de pago."
      />
      <ReportTable
        label="Ganadores identificados"
        columns={IDENTIFIED_WINNER_COLUMNS}
        list={list}
        totals={report?.totals}
        rowKey={(row) => row.id}
        toolbar={<IdentifiedWinnerFilters list={list} dates={dates} currency={currency} />}
        exportName="ganadores-identificados"
        emptyText="No hay ganadores identificados en el período"
      />
    </>
  );
}
