import {
  createBlockedNumber as createBlockedNumberContract,
  deleteBlockedNumber as deleteBlockedNumberContract,
  getSuspendedDraws as getSuspendedDrawsContract,
  liftSuspension as liftSuspensionContract,
  listBlockedNumbers as listBlockedNumbersContract,
  listBlockSymbols as listBlockSymbolsContract,
  suspendDraw as suspendDrawContract,
  exportBlockedNumbers,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { createBlockedNumber } from './create-blocked-number';
import { deleteBlockedNumber } from './delete-blocked-number';
import { getSuspendedDraws } from './get-suspended-draws';
import { liftSuspension } from './lift-suspension';
import { listBlockSymbols } from './list-block-symbols';
import { listBlockedNumbers } from './list-blocked-numbers';
import { suspendDraw } from './suspend-draw';
import { registerExport } from '../../lib/file-answer';
import { blockedNumbersExport } from './blocked-numbers-export';

/** /api/v2/admin/manage_draws/blocked_number and …/suspended-draws: what stops a sale. */
export async function drawControlRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listBlockedNumbersContract, (request) =>
    listBlockedNumbers(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportBlockedNumbers, blockedNumbersExport);
  registerEndpoint(app, createBlockedNumberContract, async (request) =>
    createBlockedNumber(contextOf(request, db), request.body),
  );
  registerEndpoint(app, deleteBlockedNumberContract, async (request) =>
    deleteBlockedNumber(contextOf(request, db), request.params.id),
  );
  registerEndpoint(app, listBlockSymbolsContract, (request) => listBlockSymbols(contextOf(request, db), request.query));

  registerEndpoint(app, getSuspendedDrawsContract, async (request) =>
    getSuspendedDraws(contextOf(request, db), request.query.date),
  );
  registerEndpoint(app, suspendDrawContract, async (request) => suspendDraw(contextOf(request, db), request.body));
  registerEndpoint(app, liftSuspensionContract, async (request) =>
    liftSuspension(contextOf(request, db), request.params.id),
  );
}
