import type { Notification } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useReadAllNotifications } from '../api/read-notifications';
import { NotificationList } from './notification-list';

interface NotificationPanelProps {
  readonly open: boolean;
  readonly onOpen: (notification: Notification) => void;
}

/**
 * The bell's panel: the latest 100, unread first; loading, error and empty states; mark all read.
 * Marking all read disables its own button, so focus moves to the panel's heading first: a
 * keyboard user stays inside the panel, and Escape still closes it.
 */
export function NotificationPanel({ open, onOpen }: NotificationPanelProps) {
  const page = useNotifications(open);
  const readAll = useReadAllNotifications();
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = page.data?.unread ?? 0;
  const markAllRead = () => {
    heading.current?.focus();
    readAll.mutate();
  };
  return (
    <Box sx={{ width: { xs: '100vw', sm: 380 }, maxHeight: 480, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ flexGrow: 1, fontWeight: 700, outline: 'none' }}
        >
          Notificaciones
        </Typography>
        <Button size="small" disabled={!unread} loading={readAll.isPending} onClick={markAllRead}>
          Marcar todas como leídas
        </Button>
      </Box>
      <Box sx={{ overflowY: 'auto' }}>
        {page.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} aria-label="Cargando notificaciones" />
          </Box>
        )}
        {page.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            No se pudieron cargar las notificaciones. {page.error.message}
          </Alert>
        )}
        {page.data && !page.data.data.length && (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            No tiene notificaciones.
          </Typography>
        )}
        {page.data && page.data.data.length > 0 && <NotificationList notifications={page.data.data} onOpen={onOpen} />}
      </Box>
    </Box>
  );
}
