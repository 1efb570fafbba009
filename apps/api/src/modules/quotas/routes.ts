import {
  getEffectiveQuotas as getEffectiveQuotasContract,
  listRegularQuotas,
  listTopQuotas as listTopQuotasContract,
  saveRegularQuotas as saveContract,
  saveRegularQuotasGlobal as saveGlobalContract,
  updateTopQuota as updateTopQuotaContract,
  updateTopQuotasGlobal as updateTopQuotasGlobalContract,
  exportRegularQuotas,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { getEffectiveQuotas } from './get-effective-quotas';
import { quotaListQueries } from './repository';
import { saveRegularQuotas, saveRegularQuotasGlobal } from './save-regular-quotas';
import { listTopQuotas, updateTopQuota, updateTopQuotasGlobal } from './top-quotas';
import { registerExport } from '../../lib/file-answer';
import { regularQuotasExport } from './regular-quotas-export';

export async function quotaRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listRegularQuotas, async (request) => {
    const queries = quotaListQueries(db, contextOf(request, db).scope, request.body);
    return listPage(request.body, cachedCountOf(request, request.body), queries.rows, queries.count);
  });
  registerExport(app, exportRegularQuotas, regularQuotasExport);
  registerEndpoint(app, getEffectiveQuotasContract, (request) =>
    getEffectiveQuotas(contextOf(request, db), request.params.partnerId),
  );
  registerEndpoint(app, saveContract, (request) => saveRegularQuotas(contextOf(request, db), request.body));
  registerEndpoint(app, saveGlobalContract, (request) => saveRegularQuotasGlobal(contextOf(request, db), request.body));

  registerEndpoint(app, listTopQuotasContract, (request) => listTopQuotas(contextOf(request, db)));
  registerEndpoint(app, updateTopQuotaContract, (request) => updateTopQuota(contextOf(request, db), request.body));
  registerEndpoint(app, updateTopQuotasGlobalContract, (request) =>
    updateTopQuotasGlobal(contextOf(request, db), request.body),
  );
}
