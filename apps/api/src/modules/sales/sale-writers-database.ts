import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** How the sale writers' connections are named in pg_stat_activity. */
export const SALE_WRITERS_APPLICATION = 'banca-ventas';

/**
 * The connections the sale writers write on (ADR 029): a pool of their own, one per writer, so a
 * sale never queues for a connection behind the managers' dashboards and reports, which peak in
 * the same minutes before a draw's close as the sales do. Its figures and waits are in the
 * metrics as `pool="ventas"`. Closed with the app. The embedded database has one connection: the
 * shared one.
 */
export async function saleWritersDatabase(app: FastifyInstance): Promise<Db> {
  const own = await app.database.sibling?.(SALE_WRITERS_APPLICATION, app.config.saleWriters);
  if (!own) return app.db;
  if (own.pool) app.metrics.watchPool('ventas', own.pool);
  app.addHook('onClose', () => own.close());
  return own.db;
}
