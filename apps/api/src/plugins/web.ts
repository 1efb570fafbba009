import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler';

const API_PREFIXES = ['/api/', '/health', '/ready'];

const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));

/**
 * Serves the built SPA (hashed assets cached for a year, index.html never cached) and answers
 * unknown routes: 404 with the error catalogue for the API, index.html for pages.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const servesPage = (request: FastifyRequest) => Boolean(root) && isPageRequest(request);
  app.setNotFoundHandler(
    // Probing unknown API routes is limited; loading the SPA's pages is not.
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute', allowList: servesPage }) },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (servesPage(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(reply, request, 'ROUTE_NOT_FOUND');
    },
  );
});
