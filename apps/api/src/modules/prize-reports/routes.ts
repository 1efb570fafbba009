import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { queryOf, registerReportUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { detailedPrizeExport } from './detailed-prize-export';
import { listDetailedPrizes } from './list-detailed-prizes';
import { identifiedWinnersExport } from './identified-winners-export';
import { listIdentifiedWinners } from './list-identified-winners';

/**
 * /api/v2/admin/reports/detailed-prize: every prize of the caller's subtree; identified-winners:
 * the prizes paid to identified winners. Each with its export.
 */
export async function prizeReportRoutes(app: FastifyInstance) {
  registerReportUseCase(app, contracts.listDetailedPrizes, listDetailedPrizes, queryOf);
  registerExport(app, contracts.exportDetailedPrizes, detailedPrizeExport, 'reports');
  registerReportUseCase(app, contracts.listIdentifiedWinners, listIdentifiedWinners, queryOf);
  registerExport(app, contracts.exportIdentifiedWinners, identifiedWinnersExport, 'reports');
}
