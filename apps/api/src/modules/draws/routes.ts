import {
  createDraw as createDrawContract,
  deleteDraw,
  getDrawDetail as getDrawDetailContract,
  listDraws,
  updateDraw as updateDrawContract,
  exportDraws,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { getDrawDetail } from './get-draw-detail';
import * as repo from './repository';
import { createDraw, deactivateDraw, updateDraw } from './save-draw';
import { registerExport } from '../../lib/file-answer';
import { drawsExport } from './draws-export';

/** /api/v2/admin/manage_draws/…: the products' scheduled draws. */
export async function drawRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listDraws, async (request) => {
    const { query } = request;
    return listPage(
      query,
      cachedCountOf(request, query),
      (limit, offset) => repo.listDraws(db, query, query, limit, offset),
      () => repo.countDraws(db, query),
    );
  });
  registerExport(app, exportDraws, drawsExport);
  registerEndpoint(app, getDrawDetailContract, async (request) =>
    getDrawDetail(contextOf(request, db), request.params.id),
  );
  registerEndpoint(app, createDrawContract, async (request) => createDraw(contextOf(request, db), request.body));
  registerEndpoint(app, updateDrawContract, async (request) =>
    updateDraw(contextOf(request, db), { id: request.params.id, draw: request.body }),
  );
  registerEndpoint(app, deleteDraw, async (request) => deactivateDraw(contextOf(request, db), request.params.id));
}
