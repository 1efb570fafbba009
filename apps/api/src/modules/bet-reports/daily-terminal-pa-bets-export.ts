import type { exportDailyTerminalPaBets, TerminalPaBet } from '@banca/contracts';
import type { ExportSpec } from '../../lib/file-answer';
import { BET_FILTER_LABELS } from './daily-bets-export';
import { terminalPaBetsFiltersOf } from './list-daily-terminal-pa-bets';
import { terminalPaBetsReport } from './terminal-pa-bets-repository';

/** daily-terminal-pa-bets as a file: the report's own query and scope, through a cursor. */
export const dailyTerminalPaBetsExport: ExportSpec<typeof exportDailyTerminalPaBets, TerminalPaBet> = {
  title: 'Jugadas diarias por terminal (Panamá)',
  fileName: 'jugadas-terminales-panama',
  filterLabels: BET_FILTER_LABELS,
  columns: [
    { title: 'Día', kind: 'date', value: 'business_date' },
    { title: 'Código', kind: 'text', value: 'taquilla_code', width: 12 },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Agencia', kind: 'text', value: 'agency_name' },
    { title: 'Producto', kind: 'text', value: 'product_name' },
    { title: 'Moneda', kind: 'text', value: 'currency', width: 8 },
    { title: 'Jugadas', kind: 'number', value: 'plays', group: 'Jugado' },
    { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency', group: 'Jugado' },
    { title: 'Premio', kind: 'money', value: 'prize', currency: 'currency', group: 'Premios' },
    { title: 'Jugadas premiadas', kind: 'number', value: 'prize_plays', group: 'Premios' },
  ],
  rows: async function* (ctx, filters) {
    yield* terminalPaBetsReport(ctx.db, await terminalPaBetsFiltersOf(ctx, filters)).all();
  },
};
