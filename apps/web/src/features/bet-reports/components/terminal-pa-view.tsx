import type { TerminalPaBet } from '@banca/contracts';
import { DateRangeFilter, useDateRange } from '@/components/date-range-filter';
import { countColumn, moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { formatDate } from '@/lib/format';
import { useTerminalPaBetsList } from '../api/list-daily-terminal-pa-bets';
import { totalsOf } from '../api/report-totals';
import { BetFilters } from './bet-filters';

const currencyOf = (row: TerminalPaBet) => row.currency;

const COLUMNS: ReportColumn<TerminalPaBet>[] = [
  { id: 'business_date', header: 'Día', sortable: true, render: (row) => formatDate(row.business_date) },
  {
    id: 'taquilla_name',
    header: 'Taquilla',
    sortable: true,
    render: (row) => `${row.taquilla_code} · ${row.taquilla_name}`,
  },
  { id: 'agency_name', header: 'Agencia', hideOnSmall: true },
  { id: 'product_name', header: 'Producto', sortable: true },
  countColumn<TerminalPaBet>({ id: 'plays', header: 'Jugadas', sortable: true, group: 'Jugado' }),
  moneyColumn<TerminalPaBet>({ id: 'amount', header: 'Monto', sortable: true, group: 'Jugado', currency: currencyOf }),
  moneyColumn<TerminalPaBet>({ id: 'prize', header: 'Premio', sortable: true, group: 'Premios', currency: currencyOf }),
  countColumn<TerminalPaBet>({ id: 'prize_plays', header: 'Premiadas', group: 'Premios', hideOnSmall: true }),
];

/** "Terminales Panamá": each Panamá taquilla's plays per day and product (today unless chosen). */
export function TerminalPaView() {
  const dates = useDateRange({ pageParam: 'page' });
  const list = useTerminalPaBetsList(dates.range);
  return (
    <ReportTable
      label="Jugadas diarias por taquilla de Panamá"
      columns={COLUMNS}
      list={list}
      totals={totalsOf(list)}
      rowKey={(row) => `${row.business_date}-${row.taquilla_id}-${row.product_id}-${row.currency}`}
      toolbar={
        <>
          <DateRangeFilter dates={dates} />
          <BetFilters list={list} idPrefix="terminal-pa" draws={false} betTypes={false} />
        </>
      }
      exportName="jugadas-terminales-panama"
      emptyText="No hay jugadas de taquillas de Panamá en el período"
    />
  );
}
