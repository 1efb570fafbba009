import { DRAW_SLOTS, WEEKDAYS, type Draw } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { useDrawsList } from '../api/list-draws';
import { useProductsLookup } from '../api/lookups';
import { useDeactivateDraw } from '../api/save-draw';
import { ConfirmDialog } from './confirm-dialog';
import { DrawDialog } from './draw-dialog';
import { RowActions } from './row-actions';
import { STATUS_OPTIONS, StatusChip } from './status-chip';

const SLOT_OPTIONS = DRAW_SLOTS.map((slot) => ({ value: String(slot.id), label: slot.name }));
const daysText = (days: readonly number[]) =>
  days.length === 7 ? 'Todos los días' : days.map((day) => WEEKDAYS[day]?.slice(0, 3)).join(', ');

/** Sorteos: each product's draws, their time, slot, order, days and closing minutes. */
export function DrawsSection() {
  const list = useDrawsList();
  const products = useProductsLookup();
  const deactivate = useDeactivateDraw();
  const [editing, setEditing] = useState<Draw | 'new' | null>(null);
  const [removing, setRemoving] = useState<Draw | null>(null);
  const productOptions = (products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }));

  const columns: DataTableColumn<Draw>[] = [
    { id: 'draw_time', header: 'Hora', sortable: true },
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'product_name', header: 'Producto', sortable: true },
    { id: 'slot', header: 'Turno', sortable: true, render: (row) => row.slot_name, csv: (row) => row.slot_name },
    { id: 'display_order', header: 'Orden', sortable: true, align: 'right', hideOnSmall: true },
    {
      id: 'weekdays',
      header: 'Días',
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{daysText(row.weekdays)}</span>,
      csv: (row) => daysText(row.weekdays),
      hideOnSmall: true,
    },
    { id: 'close_minutes', header: 'Cierre (min)', align: 'right', hideOnSmall: true },
    { id: 'status', header: 'Estado', sortable: true, render: (row) => <StatusChip status={row.status} /> },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      noExport: true,
      render: (row) => (
        <RowActions
          name={row.name}
          active={row.status === 'ACTIVE'}
          onEdit={() => setEditing(row)}
          onDeactivate={() => setRemoving(row)}
        />
      ),
    },
  ];

  return (
    <Box>
      <DataTable
        label="Sorteos"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        exportName="sorteos"
        toolbar={
          <>
            <ListSearchField list={list} />
            <ListSelectFilter list={list} filter="product_id" label="Producto" options={productOptions} />
            <ListSelectFilter list={list} filter="slot" label="Turno" options={SLOT_OPTIONS} />
            <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Nuevo sorteo
            </Button>
          </>
        }
      />
      {editing && <DrawDialog draw={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Desactivar sorteo"
        text={`El sorteo «${removing?.name ?? ''}» dejará de venderse; sus resultados y tickets se conservan.`}
        busy={deactivate.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && deactivate.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}
