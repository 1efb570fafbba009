import { exportDetailedPrizes, listDetailedPrizes as listDetailedPrizesContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { detailedPrizeExport } from './detailed-prize-export';
import { listDetailedPrizes } from './list-detailed-prizes';

/** /api/v2/admin/reports/detailed-prize: every prize of the caller's subtree, and its export. */
export async function prizeReportRoutes(app: FastifyInstance) {
  registerEndpoint(app, listDetailedPrizesContract, (request) =>
    listDetailedPrizes(contextOf(request, app.db), request.query),
  );
  registerExport(app, exportDetailedPrizes, detailedPrizeExport);
}
