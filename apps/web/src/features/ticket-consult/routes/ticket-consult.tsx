import type { TicketSummary } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTicketConsultList } from '../api/consult-tickets';
import { TicketDetailDialog } from '../components/ticket-detail-dialog';
import { TicketFilters } from '../components/ticket-filters';
import { StatusChip } from '@/components/status-chip';

const columns = (open: (t: TicketSummary) => void): DataTableColumn<TicketSummary>[] => [
  { id: 'serial', header: 'Serial', sortable: true },
  { id: 'sold_at', header: 'Vendido', sortable: true, render: (t) => formatDateTime(t.sold_at) },
  { id: 'taquilla_name', header: 'Taquilla', sortable: true },
  { id: 'seller_name', header: 'Vendedor', hideOnSmall: true },
  { id: 'plays_count', header: 'Jugadas', align: 'right', hideOnSmall: true },
  { id: 'total', header: 'Total', sortable: true, align: 'right', render: (t) => formatMoney(t.total, t.currency) },
  { id: 'prize_total', header: 'Premio', align: 'right', render: (t) => formatMoney(t.prize_total, t.currency) },
  { id: 'status', header: 'Estado', sortable: true, render: (t) => <StatusChip family="ticket" status={t.status} /> },
  {
    id: 'detail',
    header: 'Detalle',
    render: (t) => (
      <Button size="small" onClick={() => open(t)} aria-label={`Ver el ticket ${t.serial}`}>
        Ver
      </Button>
    ),
  },
];

/** Reports › Consulta de tickets: find a ticket by serial, dates, taquilla or status, and see it whole. */
export function Component() {
  const list = useTicketConsultList();
  const [open, setOpen] = useState<TicketSummary | null>(null);
  return (
    <>
      <PageHeader
        title="Consulta de tickets"
        subtitle="Sin serial ni fechas se muestran los tickets de hoy; un serial busca en todas las fechas."
      />
      <DataTable
        label="Tickets"
        columns={columns(setOpen)}
        list={list}
        rowKey={(t) => t.id}
        toolbar={<TicketFilters list={list} />}
        exportName="tickets"
      />
      {open && <TicketDetailDialog id={open.id} serial={open.serial} onClose={() => setOpen(null)} />}
    </>
  );
}
