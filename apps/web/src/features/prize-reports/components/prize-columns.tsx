import type { DetailedPrize } from '@banca/contracts';
import Box from '@mui/material/Box';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';

const currencyOf = (row: DetailedPrize) => row.currency;

/** The number as printed: with its sign, and the animalito's name. */
export const numberText = (row: Pick<DetailedPrize, 'number' | 'sign' | 'symbol_name'>) =>
  [row.sign ? `${row.number}/${row.sign}` : row.number, row.symbol_name].filter(Boolean).join(' ');

/** A second, quieter line in a cell. */
const Detail = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
    {children}
  </Box>
);

/** One winning play per row: its ticket, draw, number, amounts, state and payment. */
export const PRIZE_COLUMNS: ReportColumn<DetailedPrize>[] = [
  { id: 'serial', header: 'Serial', sortable: true },
  { id: 'sold_at', header: 'Vendido', sortable: true, hideOnSmall: true, render: (row) => formatDateTime(row.sold_at) },
  { id: 'taquilla_name', header: 'Taquilla', sortable: true },
  {
    id: 'draw_date',
    header: 'Sorteo',
    sortable: true,
    render: (row) => (
      <>
        {`${row.product_name} ${row.draw_time}`}
        <Detail>{`${row.draw_name} · ${formatDate(row.draw_date)}`}</Detail>
      </>
    ),
  },
  {
    id: 'number',
    header: 'Jugada',
    render: (row) => (
      <>
        {numberText(row)}
        <Detail>{row.bet_type_name}</Detail>
      </>
    ),
  },
  moneyColumn<DetailedPrize>({
    id: 'amount',
    header: 'Jugado',
    group: 'Importes',
    currency: currencyOf,
    sortable: true,
  }),
  moneyColumn<DetailedPrize>({
    id: 'prize',
    header: 'Premio',
    group: 'Importes',
    currency: currencyOf,
    sortable: true,
  }),
  {
    id: 'state',
    header: 'Estado',
    sortable: true,
    render: (row) => <StatusChip family="prize" status={row.state} />,
  },
  {
    id: 'paid_at',
    header: 'Pago',
    sortable: true,
    hideOnSmall: true,
    render: (row) =>
      row.paid_at ? (
        <>
          {row.paid_taquilla_name ?? '—'}
          <Detail>{formatDateTime(row.paid_at)}</Detail>
        </>
      ) : row.prize_expires_at && row.state === 'POR_PAGAR' ? (
        <Detail>{`Vence ${formatDateTime(row.prize_expires_at)}`}</Detail>
      ) : (
        '—'
      ),
  },
];
