import StorageIcon from '@mui/icons-material/Storage';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { sessionHandoffUrl } from '@/features/auth';
import { useChangeDb, useCrossDbStatus, useDbConnections } from '../api/cross-db';
import { LinkAccountDialog } from './link-account-dialog';

/**
 * The database the user is in, and the linked ones to switch to without signing in again (the
 * session opens there and that database's application takes it over). Hidden with one database.
 */
export function DatabaseSwitcher() {
  const status = useCrossDbStatus();
  const enabled = status.data?.enabled ?? false;
  const connections = useDbConnections(enabled);
  const change = useChangeDb();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [linking, setLinking] = useState(false);
  if (!status.data?.enabled) return null;

  const switchTo = (dbName: string) => {
    setAnchor(null);
    change.mutate(
      { db_name: dbName },
      {
        onSuccess: (session) => {
          if (session.web_url) window.location.assign(sessionHandoffUrl(session.web_url, session.refresh_token));
          else toast.error('Esa base de datos no tiene una dirección web configurada.');
        },
      },
    );
  };
  const others = (connections.data ?? []).filter((connection) => !connection.current);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<StorageIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={change.isPending}
        sx={{ flexShrink: 0 }}
      >
        {`Base: ${status.data.db_name}`}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {others.map((connection) => (
          <MenuItem key={connection.db_name} onClick={() => switchTo(connection.db_name)}>
            {`Cambiar a ${connection.db_name}`}
          </MenuItem>
        ))}
        {others.length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setLinking(true);
          }}
        >
          Enlazar cuenta de otra base…
        </MenuItem>
      </Menu>
      {linking && <LinkAccountDialog databases={status.data.databases} onClose={() => setLinking(false)} />}
    </>
  );
}
