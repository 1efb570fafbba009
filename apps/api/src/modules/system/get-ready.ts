import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** Readiness: the database answers a ping, or the answer is 503 (and the log says why). */
export async function getReady(database: Database, log: FastifyBaseLogger) {
  try {
    await database.ping();
  } catch (err) {
    log.warn({ err }, 'la base de datos no responde');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  return { status: 'ready' as const, database: database.kind };
}
