import type { FastifyInstance } from 'fastify';

export async function prizeRoutes(_app: FastifyInstance) {}
