import {
  createBlockedNumber as createBlockedNumberContract,
  deleteBlockedNumber as deleteBlockedNumberContract,
  getSuspendedDraws as getSuspendedDrawsContract,
  liftSuspension as liftSuspensionContract,
  listBlockedNumbers,
  listBlockSymbols,
  suspendDraw as suspendDrawContract,
} from '@banca/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/audit';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { activeSymbolsOf, blockedNumberQueries } from './blocked-number-repository';
import { createBlockedNumber, type DrawControlContext } from './create-blocked-number';
import { deleteBlockedNumber } from './delete-blocked-number';
import { getSuspendedDraws } from './get-suspended-draws';
import { liftSuspension } from './lift-suspension';
import { suspendDraw } from './suspend-draw';

const contextOf = (request: FastifyRequest): DrawControlContext => ({
  actor: actorOf(request),
  timezone: request.timezone,
});

/** /api/v2/admin/manage_draws/blocked_number and …/suspended-draws: what stops a sale. */
export async function drawControlRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listBlockedNumbers, async (request) => {
    const { query } = request;
    const queries = blockedNumberQueries(db, scopeOf(request.principal!), query, request.timezone);
    return listPage(query, cachedCountOf(request, query), queries.rows, queries.count);
  });
  registerEndpoint(app, createBlockedNumberContract, async (request) =>
    createBlockedNumber(db, request.principal!, request.body, contextOf(request)),
  );
  registerEndpoint(app, deleteBlockedNumberContract, async (request) =>
    deleteBlockedNumber(db, request.principal!, request.params.id, contextOf(request)),
  );
  registerEndpoint(app, listBlockSymbols, async (request) => activeSymbolsOf(db, request.query.product_id));

  registerEndpoint(app, getSuspendedDrawsContract, async (request) =>
    getSuspendedDraws(db, request.principal!, request.query.date, request.timezone),
  );
  registerEndpoint(app, suspendDrawContract, async (request) =>
    suspendDraw(db, request.principal!, request.body, contextOf(request)),
  );
  registerEndpoint(app, liftSuspensionContract, async (request) =>
    liftSuspension(db, request.principal!, request.params.id, contextOf(request)),
  );
}
