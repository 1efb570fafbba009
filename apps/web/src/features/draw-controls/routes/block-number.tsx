import type { BlockedNumber } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDeleteBlockedNumber } from '../api/delete-blocked-number';
import { useBlockedNumberList } from '../api/list-blocked-numbers';
import { BlockNumberDialog } from '../components/block-number-dialog';
import { BlockedNumberFilters } from '../components/blocked-number-filters';
import { ConfirmDialog } from '@/components/confirm-dialog';

const numberText = (b: BlockedNumber) => (b.symbol_name ? `${b.number} · ${b.symbol_name}` : b.number);
const drawText = (b: BlockedNumber) => (b.draw_name ? `${b.draw_time} · ${b.draw_name}` : 'Todos');
const day = (value: string | null) => (value ? formatDate(value) : '—');

const columns = (unblock: (b: BlockedNumber) => void): DataTableColumn<BlockedNumber>[] => [
  { id: 'number', header: 'Número', sortable: true, render: numberText },
  { id: 'product_name', header: 'Producto', sortable: true },
  { id: 'draw_name', header: 'Sorteo', render: drawText },
  { id: 'partner_name', header: 'Asociado', sortable: true },
  { id: 'date_from', header: 'Desde', sortable: true, render: (b) => day(b.date_from) },
  { id: 'date_to', header: 'Hasta', sortable: true, render: (b) => day(b.date_to) },
  { id: 'reason', header: 'Motivo', hideOnSmall: true },
  {
    id: 'state',
    header: 'Estado',
    render: (b) => <StatusChip family="block" status={b.state} />,
  },
  {
    id: 'created_at',
    header: 'Bloqueado',
    sortable: true,
    hideOnSmall: true,
    render: (b) => `${formatDateTime(b.created_at)} · ${b.created_by}`,
  },
  {
    id: 'actions',
    header: 'Acciones',
    align: 'right',
    render: (b) =>
      b.state === 'DELETED' ? null : (
        <Button
          size="small"
          color="error"
          onClick={() => unblock(b)}
          aria-label={`Desbloquear ${numberText(b)} de ${b.product_name}`}
        >
          Desbloquear
        </Button>
      ),
  },
];

/** Tools › Bloquear números: numbers that may not be sold, by product or draw, network and dates. */
export function Component() {
  const list = useBlockedNumberList();
  const remove = useDeleteBlockedNumber();
  const [creating, setCreating] = useState(false);
  const [unblocking, setUnblocking] = useState<BlockedNumber | null>(null);
  return (
    <>
      <PageHeader
        title="Bloquear números"
        subtitle="Un número bloqueado no se vende en la red elegida; el bloqueo aplica desde la próxima venta."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Bloquear número
          </Button>
        }
      />
      <DataTable
        label="Números bloqueados"
        columns={columns(setUnblocking)}
        list={list}
        rowKey={(b) => b.id}
        toolbar={<BlockedNumberFilters list={list} />}
        exportName="numeros-bloqueados"
      />
      {creating && <BlockNumberDialog onClose={() => setCreating(false)} />}
      {unblocking && (
        <ConfirmDialog
          open
          title="Desbloquear número"
          message={`El ${numberText(unblocking)} de ${unblocking.product_name} (${unblocking.partner_name}) volverá a venderse desde ya.`}
          confirmLabel="Desbloquear"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(unblocking.id, { onSettled: () => setUnblocking(null) })}
          onClose={() => setUnblocking(null)}
        />
      )}
    </>
  );
}
