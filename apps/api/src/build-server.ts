import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { app, type AppDeps } from './app';
import { frameworkError } from './plugins/error-handler';

/** A ready-to-listen Fastify instance with the app registered (used by the server and the tests). */
export async function buildServer(deps: AppDeps, loggerInstance?: FastifyBaseLogger): Promise<FastifyInstance> {
  const server = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: deps.config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
    // Registering some 300 routes and their OpenAPI documents can take more than Fastify's 10 s
    // default on a small, busy machine; a slow start is not a failed one.
    pluginTimeout: 120_000,
  });
  await server.register(app, deps);
  await server.ready();
  return server as unknown as FastifyInstance;
}
