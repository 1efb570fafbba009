import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { useAuditList } from '../api/watch-lists';
import { TaquillaFilter } from '../components/taquilla-filter';
import { auditColumns } from '../components/watch-columns';

/** Administración de caja › Auditoría: every cash change of the taquillas, who made it, before and after. */
export function Component() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useAuditList(dates.range);
  return (
    <>
      <PageHeader
        title="Auditoría de caja"
        subtitle="Cada cambio de caja: arqueos, ingresos, egresos, recargas, fondos y configuración; quién lo hizo y qué cambió."
      />
      <ReportTable
        label="Auditoría de caja"
        columns={auditColumns}
        list={list}
        totals={undefined}
        rowKey={(row) => row.id}
        toolbar={
          <>
            <DateRangeFilter dates={dates} label="Período" />
            <TaquillaFilter list={list} />
          </>
        }
        exportName="auditoria-de-caja"
        emptyText="No hay cambios de caja en el período"
      />
    </>
  );
}
