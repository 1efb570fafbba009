import { PageHeader } from '@/components/page-header';
import { ReportTable } from '@/components/report-table';
import { useFundList } from '../api/watch-lists';
import { TaquillaFilter } from '../components/taquilla-filter';
import { fundColumns } from '../components/watch-columns';

/** Administración de caja › Fondos: every opening fund set for the taquillas, the one in force marked. */
export function Component() {
  const list = useFundList();
  return (
    <>
      <PageHeader
        title="Fondos de caja"
        subtitle="El fondo con que abre cada taquilla en cada moneda y su historial: el vigente rige desde su próximo arqueo."
      />
      <ReportTable
        label="Fondos de caja"
        columns={fundColumns}
        list={list}
        totals={undefined}
        rowKey={(row) => row.id}
        toolbar={<TaquillaFilter list={list} />}
        exportName="fondos-de-caja"
        emptyText="No hay fondos de caja fijados"
      />
    </>
  );
}
