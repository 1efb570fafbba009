import { TERMINAL_STATUS_LABELS, type TicketOffice } from '@banca/contracts';
import Chip from '@mui/material/Chip';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { useTicketOfficeList, type TicketOfficeAction } from '../api/ticket-offices';
import { StatusChip } from '@/components/status-chip';
import { STATUS_OPTIONS } from './labels';
import { RowActions } from './row-actions';

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');
const terminalState = (office: TicketOffice) => TERMINAL_STATUS_LABELS[office.terminal?.status ?? 'NONE'];
const TERMINAL_OPTIONS = (['BOUND', 'RELEASED', 'NONE'] as const).map((value) => ({
  value,
  label: TERMINAL_STATUS_LABELS[value],
}));

export type OfficeIntent = TicketOfficeAction | 'edit';

function columnsFor(onIntent: (intent: OfficeIntent, office: TicketOffice) => void): DataTableColumn<TicketOffice>[] {
  return [
    { id: 'code', header: 'Código', sortable: true },
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'agency_name', header: 'Agencia', sortable: true, render: (o) => o.agency.name },
    {
      id: 'users',
      header: 'Usuarios',
      render: (o) => o.users.map((u) => u.username).join(', ') || '—',
    },
    { id: 'is_polla_seller', header: 'Polla', render: (o) => (o.is_polla_seller ? 'Sí' : 'No') },
    { id: 'terminal_status', header: 'Terminal', render: terminalState },
    {
      id: 'last_connection_at',
      header: 'Última conexión',
      sortable: true,
      hideOnSmall: true,
      render: (o) => when(o.terminal?.last_connection_at),
    },
    {
      id: 'last_disconnection_at',
      header: 'Última desconexión',
      hideOnSmall: true,
      render: (o) => when(o.terminal?.last_disconnection_at),
    },
    {
      id: 'software_version',
      header: 'Versión',
      sortable: true,
      hideOnSmall: true,
      render: (o) =>
        o.terminal?.software_behind ? (
          <>
            {o.terminal.software_version ?? '—'}{' '}
            <Chip size="small" color="warning" variant="outlined" label="Desactualizada" />
          </>
        ) : (
          (o.terminal?.software_version ?? '—')
        ),
    },
    {
      id: 'status',
      header: 'Estado',
      sortable: true,
      render: (o) => <StatusChip family="partner" status={o.status} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (office) => {
        const bound = office.terminal?.status === 'BOUND';
        return (
          <RowActions
            label={`Acciones de ${office.code}`}
            actions={[
              { label: 'Editar', onClick: () => onIntent('edit', office) },
              office.status === 'ACTIVE'
                ? { label: 'Desactivar', onClick: () => onIntent('deactivate', office) }
                : { label: 'Activar', onClick: () => onIntent('activate', office) },
              { label: 'Liberar terminal', onClick: () => onIntent('release', office), disabled: !bound },
              { label: 'Registrar desconexión', onClick: () => onIntent('disconnect', office), disabled: !bound },
            ]}
          />
        );
      },
    },
  ];
}

/** The taquillas below the user with their agency, users and terminal. */
export function TicketOfficesTable({ onIntent }: { onIntent: (intent: OfficeIntent, office: TicketOffice) => void }) {
  const list = useTicketOfficeList();
  return (
    <DataTable
      label="Taquillas"
      columns={columnsFor(onIntent)}
      list={list}
      rowKey={(office) => office.id}
      exportName="taquillas"
      toolbar={
        <>
          <ListSearchField list={list} label="Buscar taquilla" />
          <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
          <ListSelectFilter list={list} filter="terminal_status" label="Terminal" options={TERMINAL_OPTIONS} />
        </>
      }
    />
  );
}
