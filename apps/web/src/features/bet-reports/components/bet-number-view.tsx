import type { BetNumberRow } from '@banca/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListSearchField } from '@/components/data-table';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { countColumn, moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { formatDate } from '@/lib/format';
import { useBetNumberList } from '../api/list-bet-number';
import { totalsOf } from '../api/report-totals';
import { BetFilters } from './bet-filters';
import { DrawCell } from './draw-cell';

const currencyOf = (row: BetNumberRow) => row.currency;

const COLUMNS: ReportColumn<BetNumberRow>[] = [
  { id: 'business_date', header: 'Día', sortable: true, render: (row) => formatDate(row.business_date) },
  { id: 'draw_time', header: 'Hora', sortable: true },
  {
    id: 'product_name',
    header: 'Sorteo',
    render: (row) => <DrawCell product={row.product_name} draw={row.draw_name} />,
  },
  { id: 'bet_type_name', header: 'Tipo de jugada', hideOnSmall: true },
  { id: 'number', header: 'Número' },
  moneyColumn<BetNumberRow>({ id: 'amount', header: 'Monto', sortable: true, group: 'Jugado', currency: currencyOf }),
  countColumn<BetNumberRow>({ id: 'plays', header: 'Jugadas', sortable: true, group: 'Jugado' }),
  moneyColumn<BetNumberRow>({ id: 'prize', header: 'Premio', sortable: true, group: 'Premios', currency: currencyOf }),
  countColumn<BetNumberRow>({ id: 'prize_plays', header: 'Premiadas', group: 'Premios', hideOnSmall: true }),
];

/** "Por número": one number per day and draw over a period (this month unless chosen). */
export function BetNumberView() {
  const dates = useDateRange({ defaultPreset: 'this_month', pageParam: 'page' });
  const { list, hasNumber } = useBetNumberList(dates.range);
  const toolbar = (
    <>
      <ListSearchField list={list} filter="number" label="Número" />
      <DateRangeFilter dates={dates} />
      <BetFilters list={list} idPrefix="bet-number" />
    </>
  );
  if (!hasNumber) {
    return (
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }}>{toolbar}</Box>
        <Typography role="status" color="text.secondary" sx={{ px: 2, pb: 4, pt: 2, textAlign: 'center' }}>
          Escriba un número para ver lo jugado a él por día y sorteo.
        </Typography>
      </Paper>
    );
  }
  return (
    <ReportTable
      label="Jugadas del número por día y sorteo"
      columns={COLUMNS}
      list={list}
      totals={totalsOf(list)}
      rowKey={(row) => `${row.business_date}-${row.occurrence_id}-${row.bet_type}-${row.number}-${row.currency}`}
      toolbar={toolbar}
      exportName="jugadas-por-numero"
      emptyText="Ese número no tiene jugadas en el período"
    />
  );
}
