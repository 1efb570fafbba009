import type { Account } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, ListSearchField, ListSelectFilter, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useAccountList } from '../api/list-accounts';
import { useDeleteAccount } from '../api/save-account';
import { AccountDialog } from '../components/account-dialog';

const columns = (edit: (a: Account) => void, remove: (a: Account) => void): DataTableColumn<Account>[] => [
  { id: 'code', header: 'Código', sortable: true },
  { id: 'name', header: 'Nombre', sortable: true },
  { id: 'description', header: 'Descripción', hideOnSmall: true },
  { id: 'partner_name', header: 'Asociado', render: (a) => a.partner_name ?? 'Sistema' },
  { id: 'active', header: 'Estado', render: (a) => (a.active ? 'Activa' : 'Inactiva') },
  {
    id: 'actions',
    header: 'Acciones',
    align: 'right',
    render: (a) =>
      a.editable ? (
        <>
          <Button size="small" onClick={() => edit(a)} aria-label={`Editar la cuenta ${a.code}`}>
            Editar
          </Button>
          <Button size="small" color="error" onClick={() => remove(a)} aria-label={`Borrar la cuenta ${a.code}`}>
            Borrar
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {a.partner_name === null ? 'Cuenta del sistema' : 'Solo lectura'}
        </Typography>
      ),
  },
];

const STATES = [
  { value: 'true', label: 'Activas' },
  { value: 'false', label: 'Inactivas' },
];

/** Administrativo › Cuentas: the chart of accounts entries and payments are booked to. */
export function Component() {
  const list = useAccountList();
  const remove = useDeleteAccount();
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const [removing, setRemoving] = useState<Account | null>(null);
  return (
    <>
      <PageHeader
        title="Cuentas"
        subtitle="Las cuentas del sistema, las de su cadena y las de su red; solo cambia las de su red."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Nueva cuenta
          </Button>
        }
      />
      <DataTable
        label="Cuentas"
        columns={columns(setEditing, setRemoving)}
        list={list}
        rowKey={(a) => a.id}
        exportName="cuentas"
        toolbar={
          <>
            <ListSearchField list={list} filter="search" label="Buscar" />
            <ListSelectFilter list={list} filter="active" label="Estado" options={STATES} />
          </>
        }
      />
      {editing && <AccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          open
          destructive
          title="Borrar cuenta"
          message={`La cuenta ${removing.code} · ${removing.name} se borra. Una cuenta con asientos o pagos no se borra: desactívela.`}
          confirmLabel="Borrar"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
