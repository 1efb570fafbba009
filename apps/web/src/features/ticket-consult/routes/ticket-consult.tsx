import type { TicketSummary } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { moneyColumn, ReportTable, type ReportColumn } from '@/components/report-table';
import { formatDateTime } from '@/lib/format';
import { consultOf, useTicketConsultList } from '../api/consult-tickets';
import { TicketDetailDialog } from '../components/ticket-detail-dialog';
import { TicketFilters } from '../components/ticket-filters';
import { StatusChip } from '@/components/status-chip';

const currencyOf = (t: TicketSummary) => t.currency;

const columns = (open: (t: TicketSummary) => void): ReportColumn<TicketSummary>[] => [
  { id: 'serial', header: 'Serial', sortable: true },
  { id: 'sold_at', header: 'Vendido', sortable: true, render: (t) => formatDateTime(t.sold_at) },
  { id: 'taquilla_name', header: 'Taquilla', sortable: true },
  { id: 'seller_name', header: 'Vendedor', hideOnSmall: true },
  { id: 'plays_count', header: 'Jugadas', align: 'right', hideOnSmall: true },
  moneyColumn<TicketSummary>({ id: 'total', header: 'Total', sortable: true, currency: currencyOf }),
  moneyColumn<TicketSummary>({ id: 'prize_total', header: 'Premio', currency: currencyOf }),
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
      <ReportTable
        label="Tickets"
        columns={columns(setOpen)}
        list={list}
        totals={consultOf(list)?.totals}
        rowKey={(t) => t.id}
        toolbar={<TicketFilters list={list} />}
        exportName="tickets"
      />
      {open && <TicketDetailDialog id={open.id} serial={open.serial} onClose={() => setOpen(null)} />}
    </>
  );
}
