import { ROLE_LABELS, type SessionUser, type User } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { useUserList } from '../api/list-users';
import { AwardingPanel } from '../components/awarding-panel';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserFilters } from '../components/user-filters';
import { UserFormDialog } from '../components/user-form-dialog';
import { UserRowActions, type UserDialog } from '../components/user-row-actions';

const flagsText = (u: User) =>
  [u.manage_childs && 'Gestiona', u.awarding_results && 'Premia'].filter(Boolean).join(', ') || '—';

const columns = (me: SessionUser, open: (d: UserDialog) => void): DataTableColumn<User>[] => [
  { id: 'username', header: 'Usuario', sortable: true },
  { id: 'name', header: 'Nombre', sortable: true },
  { id: 'role', header: 'Rol', sortable: true, render: (u) => ROLE_LABELS[u.role] },
  { id: 'partner', header: 'Asociado', sortable: true, render: (u) => u.partner.name },
  {
    id: 'status',
    header: 'Estado',
    sortable: true,
    render: (u) => <StatusChip family="user" status={u.status} />,
  },
  { id: 'flags', header: 'Permisos', hideOnSmall: true, render: flagsText },
  {
    id: 'last_login_at',
    header: 'Último ingreso',
    sortable: true,
    hideOnSmall: true,
    render: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : '—'),
  },
  {
    id: 'actions',
    header: 'Acciones',
    align: 'right',
    render: (u) => <UserRowActions user={u} me={me} open={open} />,
  },
];

/** Registry › Usuarios: the users of the subtree; create, edit, block, password, awarding permission. */
export function Component() {
  const me = useCurrentUser()!;
  const list = useUserList();
  const [dialog, setDialog] = useState<UserDialog | { kind: 'create' } | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title="Usuarios"
        subtitle="Usuarios de su red. Solo puede dar roles y permisos que usted tiene."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            Nuevo usuario
          </Button>
        }
      />
      <AwardingPanel me={me} />
      <DataTable
        label="Usuarios"
        columns={columns(me, setDialog)}
        list={list}
        rowKey={(u) => u.id}
        toolbar={<UserFilters list={list} />}
        exportName="usuarios"
      />
      {dialog?.kind === 'create' && <UserFormDialog user={null} me={me} onClose={close} />}
      {dialog?.kind === 'edit' && <UserFormDialog user={dialog.user} me={me} onClose={close} />}
      {dialog?.kind === 'password' && (
        <ResetPasswordDialog user={dialog.user} own={dialog.user.id === me.id} onClose={close} />
      )}
    </>
  );
}
