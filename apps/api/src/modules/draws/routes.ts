import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { listInputOf } from '../../lib/pagination';
import { getDrawDetail } from './get-draw-detail';
import { createDraw } from './create-draw';
import { deleteDraw } from './delete-draw';
import { listDraws } from './list-draws';
import { updateDraw } from './update-draw';
import { registerExport } from '../../lib/file-answer';
import { drawsExport } from './draws-export';

/** /api/v2/admin/manage_draws/…: the products' scheduled draws. */
export async function drawRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listDraws, listDraws, listInputOf);
  registerExport(app, contracts.exportDraws, drawsExport);
  registerUseCase(app, contracts.getDrawDetail, getDrawDetail, idOf);
  registerUseCase(app, contracts.createDraw, createDraw, bodyOf);
  registerUseCase(app, contracts.updateDraw, updateDraw, (request) => ({ id: request.params.id, draw: request.body }));
  registerUseCase(app, contracts.deleteDraw, deleteDraw, idOf);
}
