import type { AwardOccurrence, exportAwardOccurrences } from '@banca/contracts';
import { filterLabelsOf, listRows, type ExportSpec } from '../../lib/file-answer';
import { OCCURRENCE_RESULT_COLUMNS } from '../results';
import { listAwardOccurrences } from './list-award-occurrences';

/** The award screen's draws with their plays as a file: the list's own use case and scope. */
export const awardOccurrencesExport: ExportSpec<typeof exportAwardOccurrences, AwardOccurrence> = {
  title: 'Premiación',
  fileName: 'premiacion',
  filterLabels: filterLabelsOf('date', 'lottery_id'),
  columns: [
    ...OCCURRENCE_RESULT_COLUMNS,
    { title: 'Jugadas', kind: 'number', value: 'plays' },
    { title: 'Jugadas ganadoras', kind: 'number', value: 'winning_plays' },
    { title: 'Premiado', kind: 'datetime', value: 'awarded_at' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listAwardOccurrences(ctx, { query, cachedCount: 0 })),
};
