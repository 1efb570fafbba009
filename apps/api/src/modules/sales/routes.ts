import * as contracts from '@banca/contracts';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { noInput, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { contextOf } from '../../lib/use-case';
import { refreshPrincipal } from '../../plugins/access';
import { registerEndpoint } from '../../plugins/endpoint';
import { makeCreateSale } from './create-sale';
import { makeListSaleDraws } from './list-sale-draws';
import { listSellingTaquillas } from './list-selling-taquillas';
import { saleFunctionWriter } from './repository';
import { MAX_SALES_PER_BATCH, SaleBatcher } from './sale-batcher';
import { SaleConfigCache } from './sale-config-cache';
import { saleWritersDatabase } from './sale-writers-database';
import { idempotencyKeyOf } from './sale-requests';
import type { SoldTicket } from './sold-ticket';

/** A ticket of 50 plays is about 6 kB; anything much larger is not a sale. */
const SALE_BODY_LIMIT = 16 * 1024;

/** /api/v2/ticket-office/…: the point of sale's draws and the sale itself. */
export async function saleRoutes(app: FastifyInstance) {
  const db = app.db;
  const cache = new SaleConfigCache(db);
  const batcher = new SaleBatcher(
    saleFunctionWriter<SoldTicket>(await saleWritersDatabase(app)),
    { concurrency: app.config.saleWriters, maxBatch: MAX_SALES_PER_BATCH },
    app.metrics,
  );
  const createSale = makeCreateSale({ cache, batcher });
  const listSaleDraws = makeListSaleDraws({ cache });

  registerUseCase(app, contracts.listSellingTaquillas, listSellingTaquillas, noInput);
  registerUseCase(app, contracts.listSaleDraws, listSaleDraws, queryOf);
  registerEndpoint(
    app,
    contracts.createSale,
    async (request, reply) => {
      const startedAt = performance.now();
      try {
        const answer = await createSale(contextOf(request, db), {
          body: request.body,
          key: idempotencyKeyOf(request.headers),
          refreshPrincipal: () => refreshPrincipal(app, request),
        });
        app.metrics.saleEnded(startedAt, answer.replayed ? 'replayed' : 'sold');
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return answer;
      } catch (error) {
        app.metrics.saleThrew(startedAt, error);
        throw error;
      }
    },
    // The sale function checks the seller again in its transaction (BN006), so it may be cached.
    { bodyLimit: SALE_BODY_LIMIT, principal: 'cached', serializer: 'compiled' },
  );
}
