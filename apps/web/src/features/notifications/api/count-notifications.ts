import {
  countNotifications as countEndpoint,
  NOTIFICATIONS_COUNT_POLL_MS,
  ZNotificationCount,
  type NotificationCount,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { NOTIFICATION_COUNT_KEY } from './keys';

export async function countNotifications(): Promise<NotificationCount> {
  return ZNotificationCount.parse(await api.get(countEndpoint.path));
}

/** Spec §9: the unread count every 60 s; the push sets it as soon as it changes. */
export const notificationCountQuery = () =>
  queryOptions({
    queryKey: NOTIFICATION_COUNT_KEY,
    queryFn: countNotifications,
    refetchInterval: NOTIFICATIONS_COUNT_POLL_MS,
    meta: { handlesError: true },
  });

export const useNotificationCount = () => useQuery(notificationCountQuery());
