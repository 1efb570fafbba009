import {
  exportBetNumber,
  exportDailyBets,
  exportDailyTerminalPaBets,
  listBetNumber as listBetNumberContract,
  listDailyBets as listDailyBetsContract,
  listDailyTerminalPaBets as listDailyTerminalPaBetsContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { betNumberExport } from './bet-number-export';
import { dailyBetsExport } from './daily-bets-export';
import { dailyTerminalPaBetsExport } from './daily-terminal-pa-bets-export';
import { listBetNumber } from './list-bet-number';
import { listDailyBets } from './list-daily-bets';
import { listDailyTerminalPaBets } from './list-daily-terminal-pa-bets';

/** /api/v2/admin/reports/{daily-bets|bet-number|daily-terminal-pa-bets}: the bet reports and their files. */
export async function betReportRoutes(app: FastifyInstance) {
  registerEndpoint(app, listDailyBetsContract, async (request) =>
    listDailyBets(contextOf(request, app.db), {
      query: request.query,
      cachedCount: cachedCountOf(request, request.query),
    }),
  );
  registerExport(app, exportDailyBets, dailyBetsExport);

  registerEndpoint(app, listBetNumberContract, async (request) =>
    listBetNumber(contextOf(request, app.db), {
      query: request.query,
      cachedCount: cachedCountOf(request, request.query),
    }),
  );
  registerExport(app, exportBetNumber, betNumberExport);

  registerEndpoint(app, listDailyTerminalPaBetsContract, async (request) =>
    listDailyTerminalPaBets(contextOf(request, app.db), {
      query: request.query,
      cachedCount: cachedCountOf(request, request.query),
    }),
  );
  registerExport(app, exportDailyTerminalPaBets, dailyTerminalPaBetsExport);
}
