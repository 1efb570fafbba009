import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Partner } from '@banca/contracts';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { usePartnerList } from '../api/list-partners';
import { StatusChip } from '@/components/status-chip';
import { KIND_OPTIONS, kindLabel, STATUS_OPTIONS } from './labels';
import { RowActions } from './row-actions';

export type DistributorIntent = 'edit' | 'deactivate';

function columnsFor(onIntent: (intent: DistributorIntent, partner: Partner) => void): DataTableColumn<Partner>[] {
  return [
    { id: 'code', header: 'Código', sortable: true },
    { id: 'name', header: 'Nombre', sortable: true },
    { id: 'kind', header: 'Tipo', sortable: true, render: (p) => kindLabel(p.kind) },
    { id: 'parent_name', header: 'Pertenece a', hideOnSmall: true },
    { id: 'depth', header: 'Nivel', sortable: true, align: 'right', hideOnSmall: true },
    { id: 'children_count', header: 'Hijos', align: 'right' },
    { id: 'contact_name', header: 'Contacto', hideOnSmall: true },
    { id: 'phone', header: 'Teléfono', hideOnSmall: true },
    {
      id: 'status',
      header: 'Estado',
      sortable: true,
      render: (p) => <StatusChip family="partner" status={p.status} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (partner) =>
        partner.kind === 'DISTRIBUIDOR' ? (
          <RowActions
            label={`Acciones de ${partner.code}`}
            actions={[
              { label: 'Editar', onClick: () => onIntent('edit', partner) },
              {
                label: 'Desactivar',
                onClick: () => onIntent('deactivate', partner),
                disabled: partner.status === 'INACTIVE',
              },
            ]}
          />
        ) : (
          <ManagedElsewhere partner={partner} />
        ),
    },
  ];
}

/** Where an agency or a taquilla is edited: its own screen, opened on it. */
const MANAGED_IN: Partial<Record<Partner['kind'], { path: string; screen: string }>> = {
  AGENCIA: { path: '/admin/registry/agencies/general', screen: 'Agencias' },
  TAQUILLA: { path: '/admin/registry/ticket-office/general', screen: 'Taquillas' },
};

/**
 * The row of an agency or a taquilla: this list edits distributors only, so it says where the
 * partner is managed and opens that screen on it, never a blank cell.
 */
function ManagedElsewhere({ partner }: { partner: Partner }) {
  const managed = MANAGED_IN[partner.kind];
  if (!managed)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Button
      size="small"
      component={RouterLink}
      to={`${managed.path}?${new URLSearchParams({ search: partner.code }).toString()}`}
      aria-label={`Abrir ${partner.code} en ${managed.screen}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {`En ${managed.screen}`}
    </Button>
  );
}

/** Every partner below the user: searchable by code, name or document; filterable by kind and status. */
export function AffiliatesTable({ onIntent }: { onIntent: (intent: DistributorIntent, partner: Partner) => void }) {
  const list = usePartnerList();
  return (
    <DataTable
      label="Afiliados y distribuidores"
      columns={columnsFor(onIntent)}
      list={list}
      rowKey={(partner) => partner.id}
      exportName="afiliados"
      toolbar={
        <>
          <ListSearchField list={list} label="Buscar por código, nombre o documento" />
          <ListSelectFilter list={list} filter="kind" label="Tipo" options={KIND_OPTIONS} />
          <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
        </>
      }
    />
  );
}
