import type { FastifyInstance } from 'fastify';

export async function ticketConsultRoutes(_app: FastifyInstance) {}
