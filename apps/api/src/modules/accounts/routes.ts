import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
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
  registerUseCase(app, contracts.listAccounts, listAccounts, listInputOf);
  registerExport(app, contracts.exportAccounts, accountsExport);
  registerUseCase(app, contracts.createAccount, createAccount, bodyOf);
  registerEndpoint(app, contracts.updateAccount, async (request) =>
    updateAccount(contextOf(request, db), request.params.id, request.body),
  );
  registerUseCase(app, contracts.deleteAccount, deleteAccount, idOf);
}
