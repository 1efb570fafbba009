import { getHealth, getReady } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/endpoint';

export async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, getHealth, async () => ({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }));

  registerEndpoint(app, getReady, async (request) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'la base de datos no responde');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ready' as const, database: app.database.kind };
  });
}
