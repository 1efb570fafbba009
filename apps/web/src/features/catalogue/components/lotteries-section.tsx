import type { Lottery } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { useLotteriesList } from '../api/list-lotteries';
import { useDeactivateLottery } from '../api/save-lottery';
import { CatalogueImage } from './catalogue-image';
import { ConfirmDialog } from './confirm-dialog';
import { LotteryDialog } from './lottery-dialog';
import { RowActions } from './row-actions';
import { STATUS_OPTIONS, StatusChip } from './status-chip';

/** Loterías: name, abbreviation, logo and status. */
export function LotteriesSection() {
  const list = useLotteriesList();
  const deactivate = useDeactivateLottery();
  const [editing, setEditing] = useState<Lottery | 'new' | null>(null);
  const [removing, setRemoving] = useState<Lottery | null>(null);

  const columns: DataTableColumn<Lottery>[] = [
    {
      id: 'logo',
      header: 'Logo',
      render: (row) => <CatalogueImage url={row.logo_url} alt={row.name} />,
      noExport: true,
    },
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'abbreviation', header: 'Abreviatura', sortable: true },
    { id: 'product_count', header: 'Productos', align: 'right', hideOnSmall: true },
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
        label="Loterías"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        exportName="loterias"
        toolbar={
          <>
            <ListSearchField list={list} />
            <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Nueva lotería
            </Button>
          </>
        }
      />
      {editing && <LotteryDialog lottery={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Desactivar lotería"
        text={`La lotería «${removing?.name ?? ''}» quedará inactiva. Sus productos y los tickets vendidos se conservan.`}
        busy={deactivate.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && deactivate.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}
