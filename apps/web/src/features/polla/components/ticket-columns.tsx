import { type PollaTicketRow } from '@banca/contracts';
import type { ReactNode } from 'react';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';

const currencyOf = (row: PollaTicketRow) => row.currency;

/** The columns every polla ticket list shares; a screen adds each row's action buttons. */
export const pollaTicketColumns = (actions: (row: PollaTicketRow) => ReactNode): ReportColumn<PollaTicketRow>[] => [
  { id: 'serial', header: 'Serial', sortable: true },
  { id: 'sold_at', header: 'Vendido', sortable: true, render: (row) => formatDateTime(row.sold_at) },
  { id: 'polla_type_name', header: 'Tipo', hideOnSmall: true },
  { id: 'customer_name', header: 'Cliente' },
  { id: 'cedula', header: 'C.I.', hideOnSmall: true },
  moneyColumn<PollaTicketRow>({ id: 'price', header: 'Precio', currency: currencyOf }),
  {
    id: 'score',
    header: 'Puntos',
    align: 'right',
    hideOnSmall: true,
    render: (row) => (row.score === null ? '—' : String(row.score)),
  },
  moneyColumn<PollaTicketRow>({ id: 'prize_total', header: 'Premio', currency: currencyOf }),
  {
    id: 'status',
    header: 'Estado',
    sortable: true,
    render: (row) => <StatusChip family="ticket" status={row.status} />,
  },
  { id: 'actions', header: 'Acciones', align: 'right', render: actions },
];
