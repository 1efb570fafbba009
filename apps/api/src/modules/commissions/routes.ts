import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, registerUseCase } from '../../lib/use-case-endpoint';
import { postedListInputOf } from '../../lib/pagination';
import { registerEndpoint } from '../../plugins/endpoint';
import { getPartnerCommissions } from './get-partner-commissions';
import { listCommissions } from './list-commissions';
import { previewCommissionsGlobal } from './preview-commissions-global';
import { saveCommissions } from './save-commissions';
import { saveCommissionsGlobal } from './save-commissions-global';
import { registerExport } from '../../lib/file-answer';
import { commissionsExport } from './commissions-export';

export async function commissionRoutes(app: FastifyInstance) {
  registerEndpoint(app, contracts.listCommissionTypes, async () => ({
    data: contracts.COMMISSION_TYPES.map((code) => ({ code, name: contracts.COMMISSION_TYPE_LABELS[code] })),
  }));
  registerEndpoint(app, contracts.listParticipationTypes, async () => ({
    data: contracts.PARTICIPATION_TYPES.map((code) => ({ code, name: contracts.PARTICIPATION_TYPE_LABELS[code] })),
  }));
  registerUseCase(app, contracts.listCommissions, listCommissions, postedListInputOf);
  registerExport(app, contracts.exportCommissions, commissionsExport);
  registerUseCase(
    app,
    contracts.getPartnerCommissions,
    getPartnerCommissions,
    (request) => request.params.agencyPartnerId,
  );
  registerUseCase(app, contracts.saveCommissions, saveCommissions, bodyOf);
  registerUseCase(app, contracts.previewCommissionsGlobal, previewCommissionsGlobal, bodyOf);
  registerUseCase(app, contracts.saveCommissionsGlobal, saveCommissionsGlobal, (request) => ({
    ...request.body,
    expected: request.query.expected_matched_rows,
  }));
}
