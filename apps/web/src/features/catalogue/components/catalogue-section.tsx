import type { CatalogueStatus } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  DataTable,
  ListSearchField,
  ListSelectFilter,
  type DataTableColumn,
  type ListQuery,
} from '@/components/data-table';
import { StatusChip, statusOptions } from '@/components/status-chip';
import { RowActions } from './row-actions';

/** A row of the catalogue: named, and deactivated rather than deleted (ADR 022). */
export interface CatalogueRow {
  readonly id: number;
  readonly name: string;
  readonly status: CatalogueStatus;
}

export interface CatalogueSectionProps<Row extends CatalogueRow> {
  /** The table's name ("Loterías"). */
  readonly label: string;
  readonly exportName: string;
  readonly list: ListQuery<Row>;
  /** The section's own columns; Estado and Acciones follow them. */
  readonly columns: readonly DataTableColumn<Row>[];
  /** Filters of its own, between the search and the status filter. */
  readonly filters?: ReactNode;
  /** The create button ("Nueva lotería"). */
  readonly newLabel: string;
  /** The row's editor: `null` creates one. It closes itself through `onClose`. */
  readonly editor: (row: Row | null, onClose: () => void) => ReactNode;
  readonly deactivate: {
    readonly title: string;
    /** What deactivating the row named `name` does. */
    readonly message: (name: string) => string;
    readonly mutation: UseMutationResult<unknown, Error, number>;
  };
}

const STATUS_OPTIONS = statusOptions('catalogue');

/**
 * One tab of the catalogue: its list with search and status filters, a create button, each
 * row's status and its edit and deactivate actions, the editor and the deactivation question.
 */
export function CatalogueSection<Row extends CatalogueRow>(props: CatalogueSectionProps<Row>) {
  const { label, exportName, list, filters, newLabel, editor, deactivate } = props;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const { mutation } = deactivate;

  const columns: DataTableColumn<Row>[] = [
    ...props.columns,
    {
      id: 'status',
      header: 'Estado',
      sortable: true,
      render: (row) => <StatusChip family="catalogue" status={row.status} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
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
        label={label}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        exportName={exportName}
        toolbar={
          <>
            <ListSearchField list={list} />
            {filters}
            <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {newLabel}
            </Button>
          </>
        }
      />
      {editing && editor(editing === 'new' ? null : editing, () => setEditing(null))}
      <ConfirmDialog
        open={removing !== null}
        title={deactivate.title}
        message={deactivate.message(removing?.name ?? '')}
        confirmLabel="Desactivar"
        destructive
        busy={mutation.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && mutation.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}
