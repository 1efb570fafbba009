import type { Notification } from '@banca/contracts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotificationCount } from '../api/count-notifications';
import { useNotificationStream } from '../api/notification-stream';
import { useReadNotification } from '../api/read-notifications';
import { NotificationPanel } from './notification-panel';

/** "Notificaciones, 3 sin leer": what a screen reader hears on the bell. */
export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unread} sin leer`;

/**
 * The top bar's bell: the unread count (polled every 60 s, pushed by the server as it changes)
 * and a panel of the latest notifications. Opening one marks it read and goes where it points.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const count = useNotificationCount();
  const read = useReadNotification();
  const navigate = useNavigate();
  useNotificationStream();
  const unread = count.data?.unread ?? 0;

  const open = (notification: Notification) => {
    if (notification.read_at === null) read.mutate(notification.id);
    if (notification.link) {
      setAnchor(null);
      void navigate(notification.link);
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notificaciones' } }}
      >
        <NotificationPanel open={anchor !== null} onOpen={open} />
      </Popover>
    </>
  );
}
