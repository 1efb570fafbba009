import { z } from 'zod';
import { ANY_ROLE } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { MAX_ID } from './ids';
import { MAX_PER_PAGE } from './list';

/**
 * Notifications (spec §3, §7, §9): each user's own, written by the events that concern it in
 * their own transaction; unread, then read. The bell polls every 60 s and the server pushes a
 * change within seconds (Server-Sent Events).
 */

/** The events that tell someone something. */
export const NOTIFICATION_KINDS = [
  'PAYMENT_REPORTED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_REJECTED',
  'TRANSACTION_APPROVED',
  'TRANSACTION_REJECTED',
  'CASH_REGISTER_SENT',
  'CASH_REGISTER_APPROVED',
  'CASH_REGISTER_RETURNED',
  'DRAW_SUSPENDED',
  'DRAW_LIFTED',
  'RESULT_SAVED',
  'RESULT_AWARDED',
  'SOFTWARE_VERSION',
  'PRIZE_EXPIRING',
  'RISK_THRESHOLD_CROSSED',
  'NUMBER_AUTO_BLOCKED',
  'ANOMALY_ALERT',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof ZNotificationKind>;

/** Spec §9: the client reads page 1, 100 per page, every 60,000 ms, and the unread count every 60 s. */
export const NOTIFICATIONS_POLL_MS = 60_000;
export const NOTIFICATIONS_COUNT_POLL_MS = 60_000;
export const NOTIFICATIONS_PER_PAGE = 100;

/** A notification id, bounded like every id (MAX_ID). */
const zNotificationId = z
  .number({ error: 'Cada notificación debe ser un número.' })
  .int({ error: 'La notificación no es válida.' })
  .positive({ error: 'La notificación no es válida.' })
  .max(MAX_ID, { error: 'La notificación no es válida.' });

const zIds = z
  .array(zNotificationId, { error: 'Las notificaciones (ids) deben ser una lista de números.' })
  .max(MAX_PER_PAGE, { error: `No se pueden indicar más de ${MAX_PER_PAGE} notificaciones a la vez.` });

export const ZNotification = z.object({
  id: z.number().int(),
  kind: ZNotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

/** Spec §3: ids, read_all, without_reading, page, per_page. */
export const ZGetNotificationsRequest = z.object({
  /** Only these notifications (of the caller). */
  ids: zIds.optional(),
  /** Mark every notification of the caller read while reading them. */
  read_all: z.boolean({ error: 'read_all debe ser verdadero o falso.' }).default(false),
  /** Only the unread ones. */
  without_reading: z.boolean({ error: 'without_reading debe ser verdadero o falso.' }).default(false),
  page: z
    .number({ error: 'La página debe ser un número.' })
    .int({ error: 'La página debe ser un número entero.' })
    .min(1, { error: 'La página mínima es 1.' })
    .default(1),
  per_page: z
    .number({ error: 'El tamaño de página debe ser un número.' })
    .int({ error: 'El tamaño de página debe ser un número entero.' })
    .min(1, { error: 'El tamaño de página mínimo es 1.' })
    .max(MAX_PER_PAGE, { error: `El tamaño de página máximo es ${MAX_PER_PAGE}.` })
    .default(NOTIFICATIONS_PER_PAGE),
});
export type GetNotificationsRequest = z.input<typeof ZGetNotificationsRequest>;

export const ZNotificationsPage = z.object({
  data: z.array(ZNotification),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type NotificationsPage = z.infer<typeof ZNotificationsPage>;

/** `ids` or `read_all`. */
export const ZReadNotificationsRequest = z
  .object({
    ids: zIds.optional(),
    read_all: z.boolean({ error: 'read_all debe ser verdadero o falso.' }).default(false),
  })
  .refine((body) => body.read_all || (body.ids?.length ?? 0) > 0, {
    error: 'Indique las notificaciones (ids) o read_all.',
    path: ['ids'],
  });
export type ReadNotificationsRequest = z.input<typeof ZReadNotificationsRequest>;

export const ZNotificationCount = z.object({ unread: z.number().int() });
export type NotificationCount = z.infer<typeof ZNotificationCount>;

export const ZNotificationIdParams = z.object({
  id: z.coerce
    .number({ error: 'La notificación debe ser un número.' })
    .int({ error: 'La notificación no es válida.' })
    .positive({ error: 'La notificación no es válida.' })
    .max(MAX_ID, { error: 'La notificación no es válida.' }),
});

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const getNotifications = defineEndpoint({
  method: 'POST',
  path: '/api/v2/notifications/get_notifications',
  summary: 'Notificaciones del usuario: sin leer primero, paginadas',
  tag: 'Notificaciones',
  access: ANY_ROLE,
  request: { body: ZGetNotificationsRequest },
  responses: { 200: ZNotificationsPage, ...errors },
});

export const readNotification = defineEndpoint({
  method: 'GET',
  path: '/api/v2/notifications/read/:id',
  summary: 'Una notificación, marcada como leída',
  tag: 'Notificaciones',
  access: ANY_ROLE,
  request: { params: ZNotificationIdParams },
  responses: { 200: ZNotification, 404: ZErrorResponse, ...errors },
});

export const readNotifications = defineEndpoint({
  method: 'POST',
  path: '/api/v2/notifications/read',
  summary: 'Marca como leídas las notificaciones indicadas, o todas',
  tag: 'Notificaciones',
  access: ANY_ROLE,
  request: { body: ZReadNotificationsRequest },
  responses: { 200: ZNotificationCount, ...errors },
});

export const countNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/v2/notifications/count',
  summary: 'Cantidad de notificaciones sin leer',
  tag: 'Notificaciones',
  access: ANY_ROLE,
  responses: { 200: ZNotificationCount, ...errors },
});

/**
 * Server-Sent Events: `event: count` with `{ unread }` at once and whenever the caller's
 * notifications change (in any API process), and a comment every 25 s to keep the connection
 * open. Not in ALL_ENDPOINTS: the stream does not end, and the role matrix reads whole answers;
 * its own tests cover who may open it.
 */
export const streamNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/v2/notifications/stream',
  summary: 'Flujo (text/event-stream) de la cantidad sin leer, al cambiar',
  tag: 'Notificaciones',
  access: ANY_ROLE,
  responses: { 200: z.string(), ...errors, 429: ZErrorResponse },
});

export const notificationEndpoints = [
  getNotifications,
  readNotification,
  readNotifications,
  countNotifications,
] as const;

/**
 * The screens a notification sends its reader to: the web's screen table holds each of these
 * paths (a web test checks it), so the API names a screen, never writes its path.
 */
export const NOTIFICATION_LINKS = {
  sell: '/ticket-office/sell',
  ticketOfficeRegister: '/ticket-office/cash-register',
  ticketOfficeIncomes: '/ticket-office/incomes',
  ticketOfficeOutcomes: '/ticket-office/outcomes',
  agencyRegisters: '/admin/cash-management/cash-register',
  suspendRaffle: '/admin/tools/suspend-raffle',
  awardRaffle: '/admin/tools/award-raffle',
  detailedPrizes: '/admin/administrative/balance-report/detailed-prize',
  paymentRecord: '/admin/administrative/accounting-entries/paymentRecord',
  updates: '/admin/tools/updates',
  riskBoard: '/admin/dashboards/sales',
  blockedNumber: '/admin/tools/block-number',
  alerts: '/admin/tools/alerts',
} as const;
