import {
  createAccount as createAccountContract,
  deleteAccount as deleteAccountContract,
  exportAccounts,
  listAccounts,
  updateAccount as updateAccountContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { accountsExport } from './accounts-export';
import { accountQueries } from './repository';
import { createAccount, deleteAccount, updateAccount } from './save-account';

/** /api/v2/admin/administrative/accounts: the chart of accounts. */
export async function accountRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, listAccounts, async (request) => {
    const { query } = request;
    const queries = accountQueries(db, scopeOf(request.principal), query);
    return listPage(query, cachedCountOf(request, query), queries.rows, queries.count);
  });
  registerExport(app, exportAccounts, accountsExport);
  registerEndpoint(app, createAccountContract, async (request) => createAccount(contextOf(request, db), request.body));
  registerEndpoint(app, updateAccountContract, async (request) =>
    updateAccount(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, deleteAccountContract, async (request) =>
    deleteAccount(contextOf(request, db), request.params.id),
  );
}
