import type { FastifyInstance } from 'fastify';

export async function saleRoutes(_app: FastifyInstance) {}
