import {
  createAccount as createAccountContract,
  deleteAccount as deleteAccountContract,
  exportAccounts,
  listAccounts as listAccountsContract,
  updateAccount as updateAccountContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { accountsExport } from './accounts-export';
import { createAccount } from './create-account';
import { deleteAccount } from './delete-account';
import { listAccounts } from './list-accounts';
import { updateAccount } from './update-account';

/** /api/v2/admin/administrative/accounts: the chart of accounts. */
export async function accountRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, listAccountsContract, (request) => listAccounts(contextOf(request, db), listInputOf(request)));
  registerExport(app, exportAccounts, accountsExport);
  registerEndpoint(app, createAccountContract, async (request) => createAccount(contextOf(request, db), request.body));
  registerEndpoint(app, updateAccountContract, async (request) =>
    updateAccount(contextOf(request, db), request.params.id, request.body),
  );
  registerEndpoint(app, deleteAccountContract, async (request) =>
    deleteAccount(contextOf(request, db), request.params.id),
  );
}
