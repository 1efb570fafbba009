import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { app, type AppDeps } from './app';

/** A ready-to-listen Fastify instance with the app registered (used by the server and the tests). */
export async function buildServer(deps: AppDeps, loggerInstance?: FastifyBaseLogger) {
  const server = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: deps.config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdLogLabel: 'request_id',
    routerOptions: { ignoreTrailingSlash: true },
    disableRequestLogging: false,
  });
  await server.register(app, deps);
  await server.ready();
  return server;
}
