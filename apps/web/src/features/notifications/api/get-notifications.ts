import {
  getNotifications as getEndpoint,
  NOTIFICATIONS_PER_PAGE,
  NOTIFICATIONS_POLL_MS,
  ZNotificationsPage,
  type NotificationsPage,
} from '@banca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { NOTIFICATION_PAGE_KEY } from './keys';

export async function getNotifications(): Promise<NotificationsPage> {
  return ZNotificationsPage.parse(await api.post(getEndpoint.path, { page: 1, per_page: NOTIFICATIONS_PER_PAGE }));
}

/** Spec §9: page 1, 100 per page, every 60,000 ms (the push refreshes it sooner). */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATION_PAGE_KEY,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    meta: { handlesError: true },
  });

export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQuery(), enabled });
