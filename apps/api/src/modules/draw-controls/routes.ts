import type { FastifyInstance } from 'fastify';

export async function drawControlRoutes(_app: FastifyInstance) {}
