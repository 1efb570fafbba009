import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, noInput, registerUseCase } from '../../lib/use-case-endpoint';
import { postedListInputOf } from '../../lib/pagination';
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
  registerUseCase(app, contracts.listRegularQuotas, listRegularQuotas, postedListInputOf);
  registerExport(app, contracts.exportRegularQuotas, regularQuotasExport);
  registerUseCase(app, contracts.getEffectiveQuotas, getEffectiveQuotas, (request) => request.params.partnerId);
  registerUseCase(app, contracts.saveRegularQuotas, saveRegularQuotas, bodyOf);
  registerUseCase(app, contracts.saveRegularQuotasGlobal, saveRegularQuotasGlobal, bodyOf);

  registerUseCase(app, contracts.listTopQuotas, listTopQuotas, noInput);
  registerUseCase(app, contracts.updateTopQuota, updateTopQuota, bodyOf);
  registerUseCase(app, contracts.updateTopQuotasGlobal, updateTopQuotasGlobal, bodyOf);
}
