import type { Agency } from '@banca/contracts';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { dayjs } from '@/lib/format';
import { useAgencyList } from '../api/list-agencies';
import { StatusChip } from '@/components/status-chip';
import { STATUS_OPTIONS } from './labels';
import { RowActions } from './row-actions';

export type AgencyDialog = 'edit' | 'clone' | 'config' | 'deactivate';

function columnsFor(onAction: (dialog: AgencyDialog, agency: Agency) => void): DataTableColumn<Agency>[] {
  return [
    { id: 'code', header: 'Código', sortable: true },
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'parent_name', header: 'Pertenece a', sortable: true, hideOnSmall: true },
    {
      id: 'state',
      header: 'Estado / municipio',
      sortable: true,
      hideOnSmall: true,
      render: (a) => [a.state, a.municipality].filter(Boolean).join(' / ') || '—',
    },
    { id: 'ticket_offices_count', header: 'Taquillas', align: 'right' },
    {
      id: 'has_bets_config',
      header: 'Jugadas',
      render: (a) => (a.has_bets_config ? 'Propia' : 'De la banca'),
    },
    {
      id: 'status',
      header: 'Estado',
      sortable: true,
      render: (a) => <StatusChip family="partner" status={a.status} />,
    },
    {
      id: 'created_at',
      header: 'Creada',
      sortable: true,
      hideOnSmall: true,
      render: (a) => dayjs(a.created_at).format('DD/MM/YYYY'),
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (agency) => (
        <RowActions
          label={`Acciones de ${agency.code}`}
          actions={[
            { label: 'Editar', onClick: () => onAction('edit', agency) },
            { label: 'Clonar', onClick: () => onAction('clone', agency) },
            { label: 'Responsable de pagos', onClick: () => onAction('config', agency) },
            {
              label: 'Desactivar',
              onClick: () => onAction('deactivate', agency),
              disabled: agency.status === 'INACTIVE',
            },
          ]}
        />
      ),
    },
  ];
}

/** The agencies below the user: searchable, filterable, sortable, exportable. */
export function AgenciesTable({ onAction }: { onAction: (dialog: AgencyDialog, agency: Agency) => void }) {
  const list = useAgencyList();
  return (
    <DataTable
      label="Agencias"
      columns={columnsFor(onAction)}
      list={list}
      rowKey={(agency) => agency.id}
      exportName="agencias"
      toolbar={
        <>
          <ListSearchField list={list} label="Buscar por código, nombre o documento" />
          <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
        </>
      }
    />
  );
}
