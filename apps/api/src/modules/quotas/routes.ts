import {
  getEffectiveQuotas as getEffectiveQuotasContract,
  listRegularQuotas,
  listTopQuotas as listTopQuotasContract,
  saveRegularQuotas as saveContract,
  saveRegularQuotasGlobal as saveGlobalContract,
  updateTopQuota as updateTopQuotaContract,
  updateTopQuotasGlobal as updateTopQuotasGlobalContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { registerEndpoint } from '../../plugins/endpoint';
import { getEffectiveQuotas } from './get-effective-quotas';
import { quotaListQueries } from './repository';
import { saveRegularQuotas, saveRegularQuotasGlobal } from './save-regular-quotas';
import { listTopQuotas, updateTopQuota, updateTopQuotasGlobal } from './top-quotas';

export async function quotaRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listRegularQuotas, async (request) => {
    const queries = quotaListQueries(db, scopeOf(request.principal!), request.body);
    return listPage(request.body, cachedCountOf(request, request.body), queries.rows, queries.count);
  });
  registerEndpoint(app, getEffectiveQuotasContract, async (request) =>
    getEffectiveQuotas(db, request.principal!, request.params.partnerId),
  );
  registerEndpoint(app, saveContract, async (request) =>
    saveRegularQuotas(db, request.principal!, request.body, actorOf(request)),
  );
  registerEndpoint(app, saveGlobalContract, async (request) =>
    saveRegularQuotasGlobal(db, request.principal!, request.body, actorOf(request)),
  );

  registerEndpoint(app, listTopQuotasContract, async (request) => listTopQuotas(db, request.principal!));
  registerEndpoint(app, updateTopQuotaContract, async (request) =>
    updateTopQuota(db, request.principal!, request.body, actorOf(request)),
  );
  registerEndpoint(app, updateTopQuotasGlobalContract, async (request) =>
    updateTopQuotasGlobal(db, request.principal!, request.body, actorOf(request)),
  );
}
