import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, queryOf, registerReportUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { createAccountEntry } from './create-account-entry';
import { accountBalanceExport, movementsExport, statementExport } from './ledger-exports';
import { getAccountBalance } from './get-account-balance';
import { getAccountEntriesSummary } from './get-account-entries-summary';
import { listAccountEntries } from './list-account-entries';
import { listMovements } from './list-movements';
import { reverseAccountEntry } from './reverse-account-entry';
import { settleDay } from './settle-day';

/** /api/v2/admin/administrative/{account-entries, movement-report, account-balance}: the ledger. */
export async function ledgerRoutes(app: FastifyInstance) {
  const db = app.db;
  registerUseCase(app, contracts.listAccountEntries, listAccountEntries, listInputOf);
  registerExport(app, contracts.exportAccountEntries, statementExport);
  registerUseCase(app, contracts.getAccountEntriesSummary, getAccountEntriesSummary, queryOf);
  registerUseCase(app, contracts.createAccountEntry, createAccountEntry, bodyOf);
  registerEndpoint(app, contracts.reverseAccountEntry, async (request) =>
    reverseAccountEntry(contextOf(request, db), request.params.id, request.body.observation),
  );
  registerReportUseCase(app, contracts.listMovements, listMovements, listInputOf);
  registerExport(app, contracts.exportMovements, movementsExport, 'reports');
  registerReportUseCase(app, contracts.getAccountBalance, getAccountBalance, bodyOf);
  registerExport(app, contracts.exportAccountBalance, accountBalanceExport, 'reports');
  registerUseCase(app, contracts.settleDay, settleDay, bodyOf);
}
