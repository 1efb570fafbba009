import { z } from 'zod';
import { PUBLIC } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';

export const ZHealthResponse = z.object({ status: z.literal('ok'), uptime_s: z.number() });
export const ZReadyResponse = z.object({ status: z.literal('ready'), database: z.string() });

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

export const systemEndpoints = [getHealth, getReady] as const;
