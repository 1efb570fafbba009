import {
  COMMISSION_TYPE_LABELS,
  COMMISSION_TYPES,
  getPartnerCommissions as getPartnerCommissionsContract,
  listCommissions as listCommissionsContract,
  listCommissionTypes,
  listParticipationTypes,
  PARTICIPATION_TYPE_LABELS,
  PARTICIPATION_TYPES,
  previewCommissionsGlobal as previewContract,
  saveCommissions as saveContract,
  saveCommissionsGlobal as saveGlobalContract,
  exportCommissions,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { getPartnerCommissions } from './get-partner-commissions';
import { listCommissions } from './list-commissions';
import { previewCommissionsGlobal } from './preview-commissions-global';
import { saveCommissions } from './save-commissions';
import { saveCommissionsGlobal } from './save-commissions-global';
import { registerExport } from '../../lib/file-answer';
import { commissionsExport } from './commissions-export';

export async function commissionRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listCommissionTypes, async () => ({
    data: COMMISSION_TYPES.map((code) => ({ code, name: COMMISSION_TYPE_LABELS[code] })),
  }));
  registerEndpoint(app, listParticipationTypes, async () => ({
    data: PARTICIPATION_TYPES.map((code) => ({ code, name: PARTICIPATION_TYPE_LABELS[code] })),
  }));
  registerEndpoint(app, listCommissionsContract, (request) =>
    listCommissions(contextOf(request, db), listInputOf(request, request.body)),
  );
  registerExport(app, exportCommissions, commissionsExport);
  registerEndpoint(app, getPartnerCommissionsContract, (request) =>
    getPartnerCommissions(contextOf(request, db), request.params.agencyPartnerId),
  );
  registerEndpoint(app, saveContract, (request) => saveCommissions(contextOf(request, db), request.body));
  registerEndpoint(app, previewContract, (request) => previewCommissionsGlobal(contextOf(request, db), request.body));
  registerEndpoint(app, saveGlobalContract, (request) =>
    saveCommissionsGlobal(contextOf(request, db), { ...request.body, expected: request.query.expected_matched_rows }),
  );
}
