import type { RegulatorRow } from '@banca/contracts';
import Box from '@mui/material/Box';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatCount, formatDate } from '@/lib/format';

const currencyOf = (row: RegulatorRow) => row.currency;

/** A second, quieter line in a cell. */
const Detail = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
    {children}
  </Box>
);

const CHANNEL_LABELS: Record<string, string> = { WEB: 'Web', TERMINAL: 'Terminal' };

const money = (id: 'sold' | 'annulled' | 'net' | 'prize' | 'paid', header: string, hideOnSmall = false) =>
  ({
    ...moneyColumn<RegulatorRow>({
      id,
      header,
      group: 'Importes',
      currency: currencyOf,
      sortable: id === 'sold' || id === 'prize',
    }),
    hideOnSmall,
  }) as ReportColumn<RegulatorRow>;

/** One draw of one day at one taquilla per row: where, what was sold and annulled, what it won and was paid. */
export const REGULATOR_COLUMNS: ReportColumn<RegulatorRow>[] = [
  { id: 'business_date', header: 'Fecha', sortable: true, render: (row) => formatDate(row.business_date) },
  {
    id: 'draw_time',
    header: 'Sorteo',
    sortable: true,
    render: (row) => (
      <>
        {`${row.product_name} ${row.draw_time}`}
        <Detail>{`${row.lottery_name} · ${row.draw_name}`}</Detail>
      </>
    ),
  },
  {
    id: 'taquilla_name',
    header: 'Taquilla',
    sortable: true,
    render: (row) => (
      <>
        {row.taquilla_name}
        <Detail>{`${row.agency_name} · ${CHANNEL_LABELS[row.channel] ?? row.channel}`}</Detail>
      </>
    ),
  },
  {
    id: 'sold_plays',
    header: 'Jugadas',
    align: 'right',
    hideOnSmall: true,
    render: (row) => formatCount(row.sold_plays),
  },
  money('sold', 'Vendido', true),
  money('annulled', 'Anulado', true),
  money('net', 'Neto'),
  money('prize', 'Premios'),
  money('paid', 'Pagado', true),
];
