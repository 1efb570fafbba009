import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contracts, browsable at /api/docs. It lists every endpoint, so a
 * production server does not publish it unless API_DOCS=on says so.
 */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'Banca API', version: '2.0.0', description: 'API de la plataforma Banca.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
