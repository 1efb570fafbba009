import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, noInput, registerUseCase } from '../../lib/use-case-endpoint';
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
  const push = notificationPush(app);
  watchExpiringPrizes(app);

  registerUseCase(app, contracts.getNotifications, getNotifications, bodyOf);
  registerUseCase(app, contracts.readNotification, readNotification, idOf);
  registerUseCase(app, contracts.readNotifications, readNotifications, bodyOf);
  registerUseCase(app, contracts.countNotifications, countNotifications, noInput);
  registerEndpoint(
    app,
    contracts.streamNotifications,
    async (request, reply) => openStream(app, push.hub, push.streams, request, reply) as never,
  );
}
