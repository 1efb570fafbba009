import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReportReads } from '../../lib/report-reads';

/**
 * Readiness: the database answers a ping, or the answer is 503 (and the log says why). With a
 * reports replica, where reports read now: a replica behind or away does not make the process
 * unready, its reads go to the primary (ADR 056).
 */
export async function getReady(database: Database, reports: ReportReads, log: FastifyBaseLogger) {
  try {
    await database.ping();
  } catch (err) {
    log.warn({ err }, 'la base de datos no responde');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  const source = reports.status();
  return {
    status: 'ready' as const,
    database: database.kind,
    ...(source && { reports: { source: source.source, lag_s: source.lagSeconds, reason: source.reason } }),
  };
}
