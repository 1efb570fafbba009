import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { totalsOf, useResumeList } from '../api/watch-lists';
import { resumeColumns } from '../components/watch-columns';

/** Administración de caja › Resumen: per day and agency, its registers by state and their figures. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useResumeList(dates.range);
  return (
    <>
      <PageHeader
        title="Resumen de caja"
        subtitle="Los arqueos de cada agencia por día: creados, enviados, aprobados y pendientes, lo esperado, lo contado y la diferencia."
      />
      <ReportTable
        label="Resumen de caja"
        columns={resumeColumns}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => `${row.business_date}-${row.agency_id}-${row.currency}`}
        toolbar={<DateRangeFilter dates={dates} label="Período" />}
        exportName="resumen-de-caja"
        emptyText="No hay arqueos en el período"
      />
    </>
  );
}
