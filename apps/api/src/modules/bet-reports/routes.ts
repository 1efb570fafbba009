import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { queryOf, registerReportUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { betNumberExport } from './bet-number-export';
import { dailyBetsExport } from './daily-bets-export';
import { dailyTerminalPaBetsExport } from './daily-terminal-pa-bets-export';
import { getRegulatorManifest } from './get-regulator-manifest';
import { listBetNumber } from './list-bet-number';
import { listDailyBets } from './list-daily-bets';
import { listDailyTerminalPaBets } from './list-daily-terminal-pa-bets';
import { listRegulatorReport } from './list-regulator-report';
import { regulatorReportExport } from './regulator-report-export';

/** /api/v2/admin/reports/{daily-bets|bet-number|daily-terminal-pa-bets|regulator}: the bet reports and their files. */
export async function betReportRoutes(app: FastifyInstance) {
  registerReportUseCase(app, contracts.listDailyBets, listDailyBets, listInputOf);
  registerExport(app, contracts.exportDailyBets, dailyBetsExport, 'reports');

  registerReportUseCase(app, contracts.listBetNumber, listBetNumber, listInputOf);
  registerExport(app, contracts.exportBetNumber, betNumberExport, 'reports');

  registerReportUseCase(app, contracts.listDailyTerminalPaBets, listDailyTerminalPaBets, listInputOf);
  registerExport(app, contracts.exportDailyTerminalPaBets, dailyTerminalPaBetsExport, 'reports');

  registerReportUseCase(app, contracts.listRegulatorReport, listRegulatorReport, listInputOf);
  registerExport(app, contracts.exportRegulatorReport, regulatorReportExport, 'reports');
  registerReportUseCase(app, contracts.getRegulatorManifest, getRegulatorManifest, queryOf);
}
