import {
  getEffectiveQuotas as getEffectiveQuotasContract,
  listRegularQuotas as listRegularQuotasContract,
  listTopQuotas as listTopQuotasContract,
  saveRegularQuotas as saveContract,
  saveRegularQuotasGlobal as saveGlobalContract,
  updateTopQuota as updateTopQuotaContract,
  updateTopQuotasGlobal as updateTopQuotasGlobalContract,
  exportRegularQuotas,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { getEffectiveQuotas } from './get-effective-quotas';
import { listRegularQuotas } from './list-regular-quotas';
import { listTopQuotas } from './list-top-quotas';
import { saveRegularQuotas } from './save-regular-quotas';
import { saveRegularQuotasGlobal } from './save-regular-quotas-global';
import { updateTopQuota } from './update-top-quota';
import { updateTopQuotasGlobal } from './update-top-quotas-global';
import { registerExport } from '../../lib/file-answer';
import { regularQuotasExport } from './regular-quotas-export';

export async function quotaRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listRegularQuotasContract, (request) =>
    listRegularQuotas(contextOf(request, db), listInputOf(request, request.body)),
  );
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
