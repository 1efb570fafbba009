import { z } from 'zod';
import { PUBLIC } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';

export const ZHealthResponse = z.object({ status: z.literal('ok'), uptime_s: z.number() });
export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.string(),
  /**
   * Only with a reports replica (REPORTS_DATABASE_URL): where reports read now, the replica's lag
   * when last measured (seconds, null when it could not be) and why they fell back to the primary.
   */
  reports: z
    .object({ source: z.enum(['replica', 'primary']), lag_s: z.number().nullable(), reason: z.string().nullable() })
    .optional(),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'El proceso está vivo',
  tag: 'Sistema',
  access: PUBLIC,
  bearer: 'none',
  responses: { 200: ZHealthResponse },
});

export const getReady = defineEndpoint({
  method: 'GET',
  path: '/ready',
  summary: 'La base de datos responde',
  tag: 'Sistema',
  access: PUBLIC,
  bearer: 'none',
  responses: { 200: ZReadyResponse, 503: ZErrorResponse },
});

/**
 * Prometheus' scrape of this process (issue 31), in its text format. It takes no access token:
 * off (404) unless the server has METRICS_TOKEN, then only `Authorization: Bearer <METRICS_TOKEN>`.
 */
export const getMetrics = defineEndpoint({
  method: 'GET',
  path: '/metrics',
  summary: 'Métricas del proceso en el formato de texto de Prometheus (con METRICS_TOKEN)',
  tag: 'Sistema',
  access: PUBLIC,
  bearer: 'none',
  responses: { 200: z.string(), 401: ZErrorResponse, 404: ZErrorResponse },
});

export const systemEndpoints = [getHealth, getReady, getMetrics] as const;
