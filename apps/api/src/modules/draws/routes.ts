import {
  createDraw as createDrawContract,
  deleteDraw,
  getDrawDetail,
  listDraws,
  updateDraw as updateDrawContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { actorOf } from '../../lib/audit';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { registerEndpoint } from '../../plugins/endpoint';
import { activeBetTypesOf } from '../catalogue/product-repository';
import * as repo from './repository';
import { createDraw, deactivateDraw, updateDraw } from './save-draw';

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

  registerEndpoint(app, getDrawDetail, async (request) => {
    const draw = await repo.findDraw(db, request.params.id);
    if (!draw) throw notFound('El sorteo no existe.');
    return { ...draw, bet_types: await activeBetTypesOf(db, draw.product_id) };
  });

  registerEndpoint(app, createDrawContract, async (request) => createDraw(db, request.body, actorOf(request)));
  registerEndpoint(app, updateDrawContract, async (request) =>
    updateDraw(db, request.params.id, request.body, actorOf(request)),
  );
  registerEndpoint(app, deleteDraw, async (request) => deactivateDraw(db, request.params.id, actorOf(request)));
}
