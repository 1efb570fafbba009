import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductRow } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { useProductsList } from '../api/list-products';
import { useDeactivateProduct } from '../api/save-product';
import { CatalogueImage } from './catalogue-image';
import { ConfirmDialog } from './confirm-dialog';
import { ProductEditor } from './product-editor';
import { RowActions } from './row-actions';
import { STATUS_OPTIONS, StatusChip } from './status-chip';

const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));

/** Productos: each lottery's games, opened in the editor with their symbols and multipliers. */
export function ProductsSection() {
  const list = useProductsList();
  const deactivate = useDeactivateProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProductRow | null>(null);

  const columns: DataTableColumn<ProductRow>[] = [
    {
      id: 'image',
      header: 'Imagen',
      render: (row) => <CatalogueImage url={row.image_url} alt={row.name} />,
      noExport: true,
    },
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'lottery_name', header: 'Lotería', sortable: true },
    {
      id: 'product_type',
      header: 'Tipo',
      sortable: true,
      render: (row) => PRODUCT_TYPE_LABELS[row.product_type],
      csv: (row) => PRODUCT_TYPE_LABELS[row.product_type],
    },
    { id: 'category_name', header: 'Categoría', hideOnSmall: true },
    { id: 'symbol_count', header: 'Símbolos', align: 'right', hideOnSmall: true },
    { id: 'draw_count', header: 'Sorteos', align: 'right', hideOnSmall: true },
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
          onEdit={() => setEditing(row.id)}
          onDeactivate={() => setRemoving(row)}
        />
      ),
    },
  ];

  return (
    <Box>
      <DataTable
        label="Productos"
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        exportName="productos"
        toolbar={
          <>
            <ListSearchField list={list} />
            <ListSelectFilter list={list} filter="product_type" label="Tipo" options={TYPE_OPTIONS} />
            <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Nuevo producto
            </Button>
          </>
        }
      />
      {editing !== null && (
        <ProductEditor productId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Desactivar producto"
        text={`El producto «${removing?.name ?? ''}» dejará de venderse. Sus símbolos, sorteos y los tickets vendidos se conservan.`}
        busy={deactivate.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && deactivate.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}
