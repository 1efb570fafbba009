import type { Category } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { useCategoriesList } from '../api/list-categories';
import { useDeactivateCategory } from '../api/save-category';
import { CategoryDialog } from './category-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { RowActions } from './row-actions';
import { STATUS_OPTIONS, StatusChip } from './status-chip';

/** Categorías de producto. */
export function CategoriesSection() {
  const list = useCategoriesList();
  const deactivate = useDeactivateCategory();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [removing, setRemoving] = useState<Category | null>(null);

  const columns: DataTableColumn<Category>[] = [
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'product_count', header: 'Productos', align: 'right' },
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
        label="Categorías"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        exportName="categorias"
        toolbar={
          <>
            <ListSearchField list={list} />
            <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Nueva categoría
            </Button>
          </>
        }
      />
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Desactivar categoría"
        text={`La categoría «${removing?.name ?? ''}» quedará inactiva; sus productos la conservan.`}
        busy={deactivate.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && deactivate.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}
