import { canAccess, grantAwardingPermission, type SessionUser, type User } from '@banca/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useSetAwardingPermission } from '../api/awarding-control';
import { useSetUserBlocked } from '../api/block-user';
import { FLAG_ROLES } from './labels';

export type UserDialog = { kind: 'edit' | 'password'; user: User };

/** A user's actions: edit, password, block or unblock, and the awarding permission where allowed. */
export function UserRowActions({
  user,
  me,
  open,
}: {
  user: User;
  me: SessionUser;
  open: (dialog: UserDialog) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const blocked = useSetUserBlocked();
  const awarding = useSetAwardingPermission();
  const self = user.id === me.id;
  const mayAward = canAccess(me, grantAwardingPermission.access) && FLAG_ROLES.includes(user.role) && !self;
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de ${user.username}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem onClick={run(() => open({ kind: 'edit', user }))}>Editar</MenuItem>
        <MenuItem onClick={run(() => open({ kind: 'password', user }))}>Cambiar contraseña</MenuItem>
        {!self && (
          <MenuItem onClick={run(() => blocked.mutate({ id: user.id, blocked: user.status !== 'BLOCKED' }))}>
            {user.status === 'BLOCKED' ? 'Desbloquear' : 'Bloquear'}
          </MenuItem>
        )}
        {mayAward && (
          <MenuItem onClick={run(() => awarding.mutate({ userId: user.id, granted: !user.awarding_results }))}>
            {user.awarding_results ? 'Quitar permiso de premiación' : 'Dar permiso de premiación'}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
