import type { FastifyInstance } from 'fastify';
import { NotificationHub } from './notification-hub';
import { listenerOf } from './notification-listener';

/**
 * This process's side of the push (ADR 047): the hub of open bells and the listener that hears
 * every process's NOTIFY, started when the app is ready; the streams are ended and the listener
 * stopped before the database closes.
 */
export function notificationPush(app: FastifyInstance) {
  const hub = new NotificationHub(app.db, (error) =>
    app.log.error({ err: error }, 'No se pudo leer la cantidad de notificaciones'),
  );
  const streams = new Set<() => void>();
  app.metrics.watchPushStreams(() => streams.size);
  const listener = listenerOf(app.database, app.config.listenDatabaseUrl, {
    onSignal: (signal) => hub.signal(signal),
    onRisk: (bancaIds) => hub.riskMoved(bancaIds),
    onLive: (live) => hub.setLive(live),
    onError: (error) => app.log.warn({ err: error }, 'Se perdió la escucha de notificaciones; se reintenta'),
  });

  app.addHook('onReady', async () => {
    hub.setLive(false);
    await listener?.start().catch((error: unknown) => {
      app.log.warn({ err: error }, 'Sin escucha de notificaciones: se consultan cada segundo');
    });
  });
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
    await listener?.stop();
    await hub.stop();
  });
  return { hub, streams };
}
