/** Every query of the caller's notifications lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_COUNT_KEY = [...NOTIFICATIONS_KEY, 'count'] as const;
export const NOTIFICATION_PAGE_KEY = [...NOTIFICATIONS_KEY, 'page'] as const;
