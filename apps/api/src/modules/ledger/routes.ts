import {
  createAccountEntry as createAccountEntryContract,
  exportAccountBalance,
  exportAccountEntries,
  exportMovements,
  getAccountBalance,
  getAccountEntriesSummary,
  listAccountEntries,
  listMovements,
  reverseAccountEntry as reverseAccountEntryContract,
  settleDay as settleDayContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { accountBalance } from './account-balance';
import { createAccountEntry } from './create-account-entry';
import { accountBalanceExport, movementsExport, statementExport } from './ledger-exports';
import { movementQueries } from './movement-repository';
import { reverseAccountEntry } from './reverse-account-entry';
import { settleDay } from './settle-day';
import { accountEntriesSummary, movementFiltersOf, statementQueries } from './statement';

/** /api/v2/admin/administrative/{account-entries, movement-report, account-balance}: the ledger. */
export async function ledgerRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, listAccountEntries, async (request) => {
    const { query } = request;
    const queries = await statementQueries(contextOf(request, db), query);
    return listPage(query, cachedCountOf(request, query), queries.rows, queries.count);
  });
  registerExport(app, exportAccountEntries, statementExport);
  registerEndpoint(app, getAccountEntriesSummary, async (request) =>
    accountEntriesSummary(contextOf(request, db), request.query),
  );
  registerEndpoint(app, createAccountEntryContract, async (request) =>
    createAccountEntry(contextOf(request, db), request.body),
  );
  registerEndpoint(app, reverseAccountEntryContract, async (request) =>
    reverseAccountEntry(contextOf(request, db), request.params.id, request.body.observation),
  );
  registerEndpoint(app, listMovements, async (request) => {
    const { query } = request;
    const queries = movementQueries(db, await movementFiltersOf(contextOf(request, db), query));
    const [page, totals] = await Promise.all([
      listPage(query, cachedCountOf(request, query), queries.rows, queries.count),
      queries.totals(),
    ]);
    return { ...page, totals };
  });
  registerExport(app, exportMovements, movementsExport);
  registerEndpoint(app, getAccountBalance, async (request) => accountBalance(contextOf(request, db), request.body));
  registerExport(app, exportAccountBalance, accountBalanceExport);
  registerEndpoint(app, settleDayContract, async (request) => settleDay(contextOf(request, db), request.body));
}
