import type { FastifyInstance } from 'fastify';

export async function resultRoutes(_app: FastifyInstance) {}
