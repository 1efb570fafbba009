import { HEADERS, isValidTimezone } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * The caller's time zone (x-timezone), the request id and the server clock on every answer; API
 * answers are not stored by any cache (tokens, the caller's data), unless a route says otherwise
 * (an image it serves by its immutable id).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('timezone', '');

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(HEADERS.requestId, request.id);
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    const header = request.headers[HEADERS.timezone];
    const zone = Array.isArray(header) ? header[0] : header;
    if (zone !== undefined && !isValidTimezone(zone)) {
      throw new AppError('INVALID_TIMEZONE', `La zona horaria «${zone.slice(0, 64)}» no es válida.`, [
        { field: HEADERS.timezone, message: 'Debe ser una zona IANA, por ejemplo America/Caracas.' },
      ]);
    }
    request.timezone = zone ?? app.config.defaultTimezone;
  });

  app.addHook('onSend', async (_request, reply) => {
    void reply.header(HEADERS.serverTime, new Date().toISOString());
  });
});
