import {
  countNotifications as countNotificationsContract,
  getNotifications as getNotificationsContract,
  readNotification as readNotificationContract,
  readNotifications as readNotificationsContract,
  streamNotifications,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { countNotifications } from './count-notifications';
import { getNotifications } from './get-notifications';
import { notificationPush } from './notification-push';
import { openStream } from './notification-stream';
import { watchExpiringPrizes } from './prize-expiry-watch';
import { readNotification } from './read-notification';
import { readNotifications } from './read-notifications';

/** /api/v2/notifications: the caller's own notifications (spec §7), and their push stream. */
export async function notificationRoutes(app: FastifyInstance) {
  const db = app.db;
  const push = notificationPush(app);
  watchExpiringPrizes(app);

  registerEndpoint(app, getNotificationsContract, (request) => getNotifications(contextOf(request, db), request.body));
  registerEndpoint(app, readNotificationContract, (request) =>
    readNotification(contextOf(request, db), request.params.id),
  );
  registerEndpoint(app, readNotificationsContract, (request) =>
    readNotifications(contextOf(request, db), request.body),
  );
  registerEndpoint(app, countNotificationsContract, (request) => countNotifications(contextOf(request, db)));
  registerEndpoint(
    app,
    streamNotifications,
    async (request, reply) => openStream(app, push.hub, push.streams, request, reply) as never,
  );
}
