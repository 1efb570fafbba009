import { HEADERS, createSale, listSaleDraws, listSellingTaquillas } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../lib/app-error';
import { refreshPrincipal } from '../../plugins/access';
import { registerEndpoint } from '../../plugins/endpoint';
import { ensureRecentOccurrences } from './occurrence-repository';
import { saleFunctionWriter } from './repository';
import { MAX_SALES_PER_BATCH, SaleBatcher } from './sale-batcher';
import { SaleConfigCache } from './sale-config-cache';
import { saleDrawsOf } from './sale-draws';
import { sellingTaquillaOf, sellingTaquillasOf } from './seller';
import { sell } from './sell';
import type { SoldTicket } from './sold-ticket';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;
/** A ticket of 50 plays is about 6 kB; anything much larger is not a sale. */
const SALE_BODY_LIMIT = 16 * 1024;

/** /api/v2/ticket-office/…: the point of sale's draws and the sale itself. */
export async function saleRoutes(app: FastifyInstance) {
  const db = app.db;
  const cache = new SaleConfigCache(db);
  const batcher = new SaleBatcher(saleFunctionWriter<SoldTicket>(db), {
    concurrency: app.config.saleWriters,
    maxBatch: MAX_SALES_PER_BATCH,
  });

  registerEndpoint(app, listSellingTaquillas, async (request) => sellingTaquillasOf(db, request.principal!));

  registerEndpoint(app, listSaleDraws, async (request) => {
    await ensureRecentOccurrences(db);
    await cache.currentVersion();
    const taquilla = await sellingTaquillaOf(request.principal!, request.query.taquilla_id, cache.taquilla);
    return saleDrawsOf(db, taquilla);
  });

  registerEndpoint(
    app,
    createSale,
    async (request, reply) => {
      const key = request.headers[HEADERS.idempotencyKey];
      if (typeof key !== 'string' || !key) {
        throw invalidField('Idempotency-Key', 'La cabecera Idempotency-Key es obligatoria para vender.');
      }
      if (!IDEMPOTENCY_KEY.test(key)) {
        throw invalidField('Idempotency-Key', 'La cabecera Idempotency-Key debe tener de 8 a 100 letras, números o . _ : -');
      }
      const context = { db, cache, batcher, refreshPrincipal: () => refreshPrincipal(app, request) };
      const answer = await sell(context, request.principal!, request.body, key);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
    // The sale function checks the seller again in its transaction (BN006), so it may be cached.
    { bodyLimit: SALE_BODY_LIMIT, principal: 'cached', serializer: 'compiled' },
  );
}
