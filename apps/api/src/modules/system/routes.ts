import { getHealth as getHealthContract, getReady as getReadyContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint';
import { getHealth } from './get-health';
import { getReady } from './get-ready';

export async function systemRoutes(app: FastifyInstance) {
  registerEndpoint(app, getHealthContract, async () => getHealth());
  registerEndpoint(app, getReadyContract, (request) => getReady(app.database, request.log));
}
