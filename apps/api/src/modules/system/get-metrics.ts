import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { Metrics } from '../../lib/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus' scrape (issue 31): without METRICS_TOKEN the route answers as if it did not exist;
 * with it, only its bearer is let in, compared in constant time (both digests have one length).
 */
export async function getMetrics(metrics: Metrics, token: string | null, authorization: string | undefined) {
  if (token === null) throw new AppError('ROUTE_NOT_FOUND');
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(token)))
    throw new AppError('UNAUTHENTICATED', 'Las métricas piden el token de METRICS_TOKEN como Bearer.');
  return metrics.scrape();
}
