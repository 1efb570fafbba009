import type { FastifyInstance } from 'fastify';

export async function awardingRoutes(_app: FastifyInstance) {}
