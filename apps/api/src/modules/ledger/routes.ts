import {
  createAccountEntry as createAccountEntryContract,
  exportAccountBalance,
  exportAccountEntries,
  exportMovements,
  getAccountBalance as getAccountBalanceContract,
  getAccountEntriesSummary as getAccountEntriesSummaryContract,
  listAccountEntries as listAccountEntriesContract,
  listMovements as listMovementsContract,
  reverseAccountEntry as reverseAccountEntryContract,
  settleDay as settleDayContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
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
  registerEndpoint(app, listAccountEntriesContract, (request) =>
    listAccountEntries(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportAccountEntries, statementExport);
  registerEndpoint(app, getAccountEntriesSummaryContract, async (request) =>
    getAccountEntriesSummary(contextOf(request, db), request.query),
  );
  registerEndpoint(app, createAccountEntryContract, async (request) =>
    createAccountEntry(contextOf(request, db), request.body),
  );
  registerEndpoint(app, reverseAccountEntryContract, async (request) =>
    reverseAccountEntry(contextOf(request, db), request.params.id, request.body.observation),
  );
  registerEndpoint(app, listMovementsContract, (request) =>
    listMovements(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportMovements, movementsExport);
  registerEndpoint(app, getAccountBalanceContract, async (request) =>
    getAccountBalance(contextOf(request, db), request.body),
  );
  registerExport(app, exportAccountBalance, accountBalanceExport);
  registerEndpoint(app, settleDayContract, async (request) => settleDay(contextOf(request, db), request.body));
}
