import {
  CATALOGUE_STATUS_LABELS,
  DRAW_SLOTS,
  EXTERNAL_SYSTEMS,
  PAYMENT_TYPES,
  PLAY_TYPES,
  PRODUCT_TYPE_LABELS,
  TICKET_STATUSES,
  listBetTypes,
  listDrawTimes,
  listDrawTypes,
  listExternalSystems,
  listGeneralCategories,
  listGeneralDraws,
  listGeneralLotteries,
  listGeneralProducts,
  listMunicipalities,
  listPaymentTypes,
  listPlayTypes,
  listProductTypes,
  listStates,
  listStatuses,
  listTicketStatuses,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/endpoint';
import * as repo from './repository';

const codeNames = (labels: Record<string, string>) => Object.entries(labels).map(([code, name]) => ({ code, name }));

/** /api/v2/general/…: the small lists behind every select, for any signed-in role. */
export async function lookupRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listGeneralDraws, async (request) => repo.activeDraws(db, request.query.product_id));
  registerEndpoint(app, listGeneralProducts, async (request) => repo.activeProducts(db, request.query));
  registerEndpoint(app, listGeneralLotteries, async () => repo.activeLotteries(db));
  registerEndpoint(app, listGeneralCategories, async () => repo.activeCategories(db));
  registerEndpoint(app, listBetTypes, async () => repo.activeBetTypes(db));
  registerEndpoint(app, listDrawTimes, async () => repo.activeDrawTimes(db));
  registerEndpoint(app, listDrawTypes, async () => DRAW_SLOTS.map((slot) => ({ ...slot })));
  registerEndpoint(app, listPlayTypes, async () => PLAY_TYPES.map((type) => ({ ...type })));
  registerEndpoint(app, listProductTypes, async () => codeNames(PRODUCT_TYPE_LABELS));
  registerEndpoint(app, listTicketStatuses, async () => TICKET_STATUSES.map((status) => ({ ...status })));
  registerEndpoint(app, listStatuses, async () => codeNames(CATALOGUE_STATUS_LABELS));
  registerEndpoint(app, listPaymentTypes, async () => PAYMENT_TYPES.map((type) => ({ ...type })));
  registerEndpoint(app, listExternalSystems, async () => EXTERNAL_SYSTEMS.map((system) => ({ ...system })));
  registerEndpoint(app, listStates, async () => repo.states(db));
  registerEndpoint(app, listMunicipalities, async (request) => {
    if (!(await repo.stateExists(db, request.params.id))) throw notFound('El estado no existe.');
    return repo.municipalitiesOf(db, request.params.id);
  });
}
