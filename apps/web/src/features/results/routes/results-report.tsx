import type { OccurrenceResult } from '@banca/contracts';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useLotteryResults } from '../api/list-lottery-results';
import { DayFilters } from '../components/day-filters';
import { occurrenceColumns } from '../components/occurrence-columns';

const columns = occurrenceColumns<OccurrenceResult>();

/** Reports › Resultados: the results of a day's draws, by lottery. */
export function Component() {
  const list = useLotteryResults();
  return (
    <>
      <PageHeader title="Resultados" subtitle="Resultados de los sorteos del día, con su animalito." />
      <DataTable
        label="Resultados de los sorteos"
        columns={columns}
        list={list}
        rowKey={(row) => row.occurrence_id}
        toolbar={<DayFilters list={list} />}
        exportName="resultados"
        emptyText="No hay sorteos en esta fecha"
      />
    </>
  );
}
