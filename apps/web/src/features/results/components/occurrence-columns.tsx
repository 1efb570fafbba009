import type { OccurrenceResult } from '@banca/contracts';
import type { DataTableColumn } from '@/components/data-table';
import { StatusChip } from '@/components/status-chip';
import { ResultCell } from './result-cell';

/** A day's draw as the results and awarding tables open: time, lottery, draw, state and result. */
export function occurrenceColumns<T extends OccurrenceResult>(): DataTableColumn<T>[] {
  return [
    { id: 'draw_time', header: 'Hora', sortable: true },
    { id: 'lottery_name', header: 'Lotería', sortable: true },
    { id: 'draw_name', header: 'Sorteo', hideOnSmall: true },
    {
      id: 'state',
      header: 'Estado',
      render: (row) => <StatusChip family="occurrence" status={row.state} />,
    },
    { id: 'result', header: 'Resultado', render: (row) => <ResultCell row={row} /> },
  ];
}
