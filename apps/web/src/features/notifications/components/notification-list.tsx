import type { Notification } from '@banca/contracts';
import Circle from '@mui/icons-material/Circle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';

interface NotificationListProps {
  readonly notifications: readonly Notification[];
  readonly onOpen: (notification: Notification) => void;
}

/** The panel's rows: unread first, each one a button that opens it (and marks it read). */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  return (
    <List dense disablePadding aria-label="Lista de notificaciones">
      {notifications.map((notification) => {
        const unread = notification.read_at === null;
        return (
          <ListItemButton
            key={notification.id}
            onClick={() => onOpen(notification)}
            divider
            sx={{ alignItems: 'flex-start', gap: 1 }}
            aria-label={`${unread ? 'Sin leer: ' : ''}${notification.title}`}
          >
            <Circle
              aria-hidden
              sx={{ fontSize: 10, mt: 0.75, color: 'primary.main', visibility: unread ? 'visible' : 'hidden' }}
            />
            <ListItemText
              primary={notification.title}
              slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {notification.body}
                  </Typography>
                  <Typography component="span" variant="caption">
                    {formatDateTime(notification.created_at)}
                  </Typography>
                </>
              }
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
