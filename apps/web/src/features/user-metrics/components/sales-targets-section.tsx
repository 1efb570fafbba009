import { canAccess, createSalesTarget, type SalesTarget } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, ListDayFilter, type DataTableColumn } from '@/components/data-table';
import { useCurrentUser } from '@/features/auth';
import { formatDate, formatMoney } from '@/lib/format';
import { useSalesTargetList } from '../api/list-sales-targets';
import { useDeleteSalesTarget } from '../api/save-sales-target';
import { SalesTargetDialog } from './sales-target-dialog';
import { TargetProgress } from './target-progress';

interface Actions {
  edit: (target: SalesTarget) => void;
  remove: (target: SalesTarget) => void;
}

const columns = (actions: Actions | null): DataTableColumn<SalesTarget>[] => [
  { id: 'partner_name', header: 'Asociado', sortable: true, render: (t) => `${t.partner_name} (${t.partner_code})` },
  { id: 'date_from', header: 'Desde', sortable: true, render: (t) => formatDate(t.date_from) },
  { id: 'date_to', header: 'Hasta', sortable: true, render: (t) => formatDate(t.date_to) },
  {
    id: 'target_amount',
    header: 'Meta',
    sortable: true,
    align: 'right',
    render: (t) => formatMoney(t.target_amount, t.currency),
  },
  {
    id: 'achieved_amount',
    header: 'Ventas netas',
    align: 'right',
    render: (t) => formatMoney(t.achieved_amount, t.currency),
  },
  { id: 'progress', header: 'Avance', render: (t) => <TargetProgress target={t} /> },
  { id: 'note', header: 'Nota', hideOnSmall: true },
  ...(actions
    ? [
        {
          id: 'actions',
          header: 'Acciones',
          align: 'right' as const,
          render: (t: SalesTarget) => (
            <Box sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => actions.edit(t)} aria-label={`Editar la meta de ${t.partner_name}`}>
                Editar
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => actions.remove(t)}
                aria-label={`Eliminar la meta de ${t.partner_name}`}
              >
                Eliminar
              </Button>
            </Box>
          ),
        },
      ]
    : []),
];

/**
 * The sales dashboard's "Metas de ventas": the targets of the user's network with their progress
 * against net sales; those who set targets (A, S, D managing their network) add, edit and delete here.
 */
export function SalesTargetsSection() {
  const user = useCurrentUser();
  const list = useSalesTargetList();
  const remove = useDeleteSalesTarget();
  const [editing, setEditing] = useState<SalesTarget | 'new' | null>(null);
  const [removing, setRemoving] = useState<SalesTarget | null>(null);
  const setter = user !== null && canAccess(user, createSalesTarget.access);
  if (!user) return null;
  return (
    <Box component="section" aria-labelledby="sales-targets-title" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="sales-targets-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Metas de ventas
        </Typography>
        {setter && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Nueva meta
          </Button>
        )}
      </Box>
      <DataTable
        label="Metas de ventas"
        columns={columns(setter ? { edit: setEditing, remove: setRemoving } : null)}
        list={list}
        rowKey={(t) => t.id}
        toolbar={<ListDayFilter list={list} filter="on_date" label="Vigentes el" />}
        exportName="metas-de-ventas"
        emptyText="No hay metas de ventas en su red."
      />
      {editing && (
        <SalesTargetDialog
          target={editing === 'new' ? undefined : editing}
          currency={user.currency}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          destructive
          title="Eliminar meta"
          message={`Se eliminará la meta de ${removing.partner_name} del ${formatDate(removing.date_from)} al ${formatDate(removing.date_to)}.`}
          confirmLabel="Eliminar"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
}
