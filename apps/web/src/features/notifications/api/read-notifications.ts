import {
  pathOf,
  readNotification as readOneEndpoint,
  readNotifications as readEndpoint,
  ZNotification,
  ZNotificationCount,
  type Notification,
  type NotificationCount,
  type ReadNotificationsRequest,
} from '@banca/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { NOTIFICATIONS_KEY } from './keys';

export async function readNotification(id: number): Promise<Notification> {
  return ZNotification.parse(await api.get(pathOf(readOneEndpoint, { id })));
}

export async function readNotifications(body: ReadNotificationsRequest): Promise<NotificationCount> {
  return ZNotificationCount.parse(await api.post(readEndpoint.path, body));
}

const useRefreshNotifications = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
};

/** Opens one notification: marked read on the server. */
export function useReadNotification() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: readNotification, onSuccess: refresh });
}

/** Marks every notification of the caller read. */
export function useReadAllNotifications() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: () => readNotifications({ read_all: true }), onSuccess: refresh });
}
