import type { OccurrenceResult } from '@banca/contracts';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useLotteryResults } from '../api/list-lottery-results';
import { DayFilters } from '../components/day-filters';
import { ResultCell, resultText } from '../components/result-cell';
import { StatusChip } from '@/components/status-chip';

const columns: DataTableColumn<OccurrenceResult>[] = [
  { id: 'draw_time', header: 'Hora', sortable: true },
  { id: 'lottery_name', header: 'Lotería', sortable: true },
  { id: 'draw_name', header: 'Sorteo', hideOnSmall: true },
  {
    id: 'state',
    header: 'Estado',
    render: (row) => <StatusChip family="occurrence" status={row.state} />,
    csv: (row) => row.state,
  },
  { id: 'result', header: 'Resultado', render: (row) => <ResultCell row={row} />, csv: (row) => resultText(row) },
];

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
