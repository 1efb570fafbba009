import {
  createDraw as createDrawContract,
  deleteDraw as deleteDrawContract,
  getDrawDetail as getDrawDetailContract,
  listDraws as listDrawsContract,
  updateDraw as updateDrawContract,
  exportDraws,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { getDrawDetail } from './get-draw-detail';
import { createDraw } from './create-draw';
import { deleteDraw } from './delete-draw';
import { listDraws } from './list-draws';
import { updateDraw } from './update-draw';
import { registerExport } from '../../lib/file-answer';
import { drawsExport } from './draws-export';

/** /api/v2/admin/manage_draws/…: the products' scheduled draws. */
export async function drawRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listDrawsContract, (request) => listDraws(contextOf(request, db), listInputOf(request)));
  registerExport(app, exportDraws, drawsExport);
  registerEndpoint(app, getDrawDetailContract, async (request) =>
    getDrawDetail(contextOf(request, db), request.params.id),
  );
  registerEndpoint(app, createDrawContract, async (request) => createDraw(contextOf(request, db), request.body));
  registerEndpoint(app, updateDrawContract, async (request) =>
    updateDraw(contextOf(request, db), { id: request.params.id, draw: request.body }),
  );
  registerEndpoint(app, deleteDrawContract, async (request) => deleteDraw(contextOf(request, db), request.params.id));
}
