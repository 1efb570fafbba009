import type { IdentifiedWinner } from '@banca/contracts';
import Box from '@mui/material/Box';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatDateTime } from '@/lib/format';

/** A second, quieter line in a cell. */
const Detail = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
    {children}
  </Box>
);

/** One identified payment per row: when and where it was paid, the winner in full, and the prize. */
export const IDENTIFIED_WINNER_COLUMNS: ReportColumn<IdentifiedWinner>[] = [
  {
    id: 'paid_at',
    header: 'Pagado el',
    sortable: true,
    render: (row) => (
      <>
        {formatDateTime(row.paid_at)}
        <Detail>{`Ticket ${row.serial}`}</Detail>
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
        <Detail>{`${row.agency_name} · ${row.paid_by}`}</Detail>
      </>
    ),
  },
  { id: 'document', header: 'Cédula' },
  { id: 'name', header: 'Ganador', sortable: true },
  { id: 'phone', header: 'Teléfono', hideOnSmall: true },
  moneyColumn<IdentifiedWinner>({ id: 'amount', header: 'Premio', currency: (row) => row.currency, sortable: true }),
];
