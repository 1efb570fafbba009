import type { Currency, DailyBet } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { ListDayFilter, ListSearchField } from '@/components/data-table';
import { countColumn, moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { dayjs } from '@/lib/format';
import { useDailyBetsList } from '../api/list-daily-bets';
import { totalsOf } from '../api/report-totals';
import { BetFilters } from './bet-filters';
import { DrawCell } from './draw-cell';
import { NumberCell } from './number-cell';
import { TopNumbersChart } from './top-numbers-chart';

const currencyOf = (row: DailyBet) => row.currency;

function columns(openNumber: (number: string) => void): ReportColumn<DailyBet>[] {
  return [
    { id: 'draw_time', header: 'Hora', sortable: true },
    {
      id: 'product_name',
      header: 'Sorteo',
      sortable: true,
      render: (row) => <DrawCell product={row.product_name} draw={row.draw_name} />,
    },
    { id: 'bet_type_name', header: 'Tipo de jugada', hideOnSmall: true },
    {
      id: 'number',
      header: 'Número',
      sortable: true,
      render: (row) => <NumberCell number={row.number} onOpen={openNumber} />,
    },
    moneyColumn<DailyBet>({ id: 'amount', header: 'Monto', sortable: true, group: 'Jugado', currency: currencyOf }),
    countColumn<DailyBet>({ id: 'plays', header: 'Jugadas', sortable: true, group: 'Jugado' }),
    // What each number would pay: summing it over numbers that cannot all come out means nothing.
    {
      ...moneyColumn<DailyBet>({ id: 'payout', header: 'Pago si sale', sortable: true, currency: currencyOf }),
      total: undefined,
    },
    moneyColumn<DailyBet>({ id: 'prize', header: 'Premio', sortable: true, group: 'Premios', currency: currencyOf }),
    countColumn<DailyBet>({ id: 'prize_plays', header: 'Premiadas', group: 'Premios', hideOnSmall: true }),
    {
      id: 'awarded',
      header: 'Adjudicación',
      render: (row) => (row.awarded ? 'Adjudicado' : 'Por adjudicar'),
      hideOnSmall: true,
    },
  ];
}

/** "Jugadas del día": what was played per draw and number on a day, largest amount first. */
export function DailyBetsView({ openNumber }: { openNumber: (number: string) => void }) {
  const list = useDailyBetsList();
  const totals = totalsOf(list);
  const currencies = useMemo(() => (totals ?? []).map((entry) => entry.currency as Currency), [totals]);
  return (
    <Stack spacing={2}>
      <ReportTable
        label="Jugadas del día por sorteo y número"
        columns={columns(openNumber)}
        list={list}
        totals={totals}
        rowKey={(row) => `${row.occurrence_id}-${row.bet_type}-${row.number}-${row.currency}`}
        toolbar={
          <>
            <ListDayFilter list={list} filter="date" label="Fecha" fallback={dayjs().format('YYYY-MM-DD')} />
            <ListSearchField list={list} filter="number" label="Número" />
            <BetFilters list={list} idPrefix="daily-bets" />
          </>
        }
        exportName="jugadas-del-dia"
        emptyText="No hay jugadas para estos filtros"
      />
      <TopNumbersChart filters={list.state.filters} currencies={currencies} />
    </Stack>
  );
}
