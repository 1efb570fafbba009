import type { TicketsPlayedRow } from '@banca/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ShareChart } from '@/components/charts';
import { countColumn, moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { StatusChip, statusLook } from '@/components/status-chip';
import { useTicketsPlayedList } from '../api/list-tickets-played';
import { totalsOf } from '../api/report-state';
import { PerCurrency } from './per-currency';
import { currencyColumn } from './sales-columns';

const currencyOf = (row: TicketsPlayedRow) => row.currency;

const COLUMNS: ReportColumn<TicketsPlayedRow>[] = [
  {
    id: 'status',
    header: 'Estado',
    sortable: true,
    render: (row) => <StatusChip family="ticket" status={row.status} />,
  },
  currencyColumn<TicketsPlayedRow>(),
  countColumn<TicketsPlayedRow>({ id: 'tickets', header: 'Tickets', sortable: true }),
  moneyColumn<TicketsPlayedRow>({ id: 'amount', header: 'Monto', sortable: true, currency: currencyOf }),
  moneyColumn<TicketsPlayedRow>({ id: 'prizes', header: 'Premios', sortable: true, currency: currencyOf }),
];

/**
 * Tickets jugados por estado (tickets-played/summary): how the period's tickets stand now —
 * activos, premiados, perdedores, pagados, anulados — with the filters of the report above.
 */
export function TicketsByStatus({ filters }: { filters: Readonly<Record<string, string | number | undefined>> }) {
  const titleId = useId();
  const list = useTicketsPlayedList(filters);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Tickets por estado
      </Typography>
      <PerCurrency
        rows={list.rows}
        chart={(currency, rows, label) => (
          <ShareChart
            label={label('Tickets por estado')}
            slices={rows.map((row) => ({
              id: row.status,
              label: statusLook('ticket', row.status).label,
              value: row.tickets,
            }))}
            sliceHeader="Estado"
            donut
            loading={list.query.isPending}
            height={220}
          />
        )}
      />
      <ReportTable
        label="Tickets jugados por estado"
        columns={COLUMNS}
        list={list}
        totals={totalsOf(list)}
        rowKey={(row) => `${row.status}-${row.currency}`}
        exportName="tickets-jugados"
        emptyText="No hay tickets en el período"
        perPageOptions={[25]}
      />
    </Box>
  );
}
