import type { FastifyInstance } from 'fastify';

export async function ticketRoutes(_app: FastifyInstance) {}
