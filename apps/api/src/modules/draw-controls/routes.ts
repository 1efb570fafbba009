import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
import { listInputOf } from '../../lib/pagination';
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
  registerUseCase(app, contracts.listBlockedNumbers, listBlockedNumbers, listInputOf);
  registerExport(app, contracts.exportBlockedNumbers, blockedNumbersExport);
  registerUseCase(app, contracts.createBlockedNumber, createBlockedNumber, bodyOf);
  registerUseCase(app, contracts.deleteBlockedNumber, deleteBlockedNumber, idOf);
  registerUseCase(app, contracts.listBlockSymbols, listBlockSymbols, queryOf);

  registerUseCase(app, contracts.getSuspendedDraws, getSuspendedDraws, (request) => request.query.date);
  registerUseCase(app, contracts.suspendDraw, suspendDraw, bodyOf);
  registerUseCase(app, contracts.liftSuspension, liftSuspension, idOf);
}
