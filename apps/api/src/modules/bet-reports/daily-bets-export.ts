import type { DailyBet, exportDailyBets } from '@banca/contracts';
import { filterLabelsOf, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import { dailyBetsReport } from './daily-bets-repository';
import { dailyBetsFiltersOf } from './list-daily-bets';

type PlayedNumber = Pick<
  DailyBet,
  'draw_time' | 'draw_name' | 'lottery_name' | 'product_name' | 'bet_type_name' | 'number' | 'currency'
>;

/** The draw and number columns that daily-bets and bet-number share. */
export const PLAYED_NUMBER_COLUMNS: ExportColumn<PlayedNumber>[] = [
  { title: 'Hora', kind: 'text', value: 'draw_time', width: 8 },
  { title: 'Sorteo', kind: 'text', value: 'draw_name' },
  { title: 'Lotería', kind: 'text', value: 'lottery_name' },
  { title: 'Producto', kind: 'text', value: 'product_name' },
  { title: 'Tipo de jugada', kind: 'text', value: 'bet_type_name', width: 18 },
  { title: 'Número', kind: 'text', value: 'number', width: 10 },
  { title: 'Moneda', kind: 'text', value: 'currency', width: 8 },
];

/** Filters in words, the same names as the screen's. */
export const BET_FILTER_LABELS = filterLabelsOf(
  'date',
  'from_date',
  'to_date',
  'number',
  'product_id',
  'draw_id',
  'bet_type',
  'partner_id',
  'currency',
);

/** daily-bets as a file: the report's own query and scope, through a cursor. */
export const dailyBetsExport: ExportSpec<typeof exportDailyBets, DailyBet> = {
  title: 'Jugadas del día',
  fileName: 'jugadas-del-dia',
  filterLabels: BET_FILTER_LABELS,
  columns: [
    ...PLAYED_NUMBER_COLUMNS,
    { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency', group: 'Jugado' },
    { title: 'Jugadas', kind: 'number', value: 'plays', group: 'Jugado' },
    { title: 'Multiplicador', kind: 'number', value: 'multiplier', total: false, group: 'Si sale' },
    { title: 'Pago', kind: 'money', value: 'payout', currency: 'currency', total: false, group: 'Si sale' },
    { title: 'Premio', kind: 'money', value: 'prize', currency: 'currency', group: 'Premios' },
    { title: 'Jugadas premiadas', kind: 'number', value: 'prize_plays', group: 'Premios' },
    { title: 'Adjudicado', kind: 'text', value: (row) => (row.awarded ? 'Sí' : 'No'), width: 11 },
  ],
  rows: async function* (ctx, filters) {
    yield* dailyBetsReport(ctx.db, await dailyBetsFiltersOf(ctx, filters)).all();
  },
};
