import type { BetNumberRow, exportBetNumber } from '@banca/contracts';
import type { ExportSpec } from '../../lib/file-answer';
import { betNumberReport } from './bet-number-repository';
import { BET_FILTER_LABELS, PLAYED_NUMBER_COLUMNS } from './daily-bets-export';
import { betNumberFiltersOf } from './list-bet-number';

/** bet-number as a file: the report's own query and scope, through a cursor. */
export const betNumberExport: ExportSpec<typeof exportBetNumber, BetNumberRow> = {
  title: 'Jugadas por número',
  fileName: 'jugadas-por-numero',
  filterLabels: BET_FILTER_LABELS,
  columns: [
    { title: 'Día', kind: 'date', value: 'business_date' },
    ...PLAYED_NUMBER_COLUMNS,
    { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency', group: 'Jugado' },
    { title: 'Jugadas', kind: 'number', value: 'plays', group: 'Jugado' },
    { title: 'Premio', kind: 'money', value: 'prize', currency: 'currency', group: 'Premios' },
    { title: 'Jugadas premiadas', kind: 'number', value: 'prize_plays', group: 'Premios' },
  ],
  rows: async function* (ctx, filters) {
    yield* betNumberReport(ctx.db, await betNumberFiltersOf(ctx, filters)).all();
  },
};
