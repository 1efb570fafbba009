import {
  CATALOGUE_STATUS_LABELS,
  DRAW_SLOTS,
  EXTERNAL_SYSTEMS,
  PAYMENT_TYPES,
  PLAY_TYPES,
  PRODUCT_TYPE_LABELS,
  TICKET_STATUSES,
  listBetTypes as listBetTypesContract,
  listDrawTimes as listDrawTimesContract,
  listDrawTypes,
  listExternalSystems,
  listGeneralCategories as listGeneralCategoriesContract,
  listGeneralDraws as listGeneralDrawsContract,
  listGeneralLotteries as listGeneralLotteriesContract,
  listGeneralProducts as listGeneralProductsContract,
  listMunicipalities as listMunicipalitiesContract,
  listPaymentTypes,
  listPlayTypes,
  listProductTypes,
  listStates as listStatesContract,
  listStatuses,
  listTicketStatuses,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { listBetTypes } from './list-bet-types';
import { listDrawTimes } from './list-draw-times';
import { listGeneralCategories } from './list-general-categories';
import { listGeneralDraws } from './list-general-draws';
import { listGeneralLotteries } from './list-general-lotteries';
import { listGeneralProducts } from './list-general-products';
import { listMunicipalities } from './list-municipalities';
import { listStates } from './list-states';

const codeNames = (labels: Record<string, string>) => Object.entries(labels).map(([code, name]) => ({ code, name }));

/**
 * /api/v2/general/…: the small lists behind every select, for any signed-in role. The lists of
 * the contracts' own constants answer in place; the ones read from the database have a use case each.
 */
export async function lookupRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, listGeneralDrawsContract, (request) => listGeneralDraws(contextOf(request, db), request.query));
  registerEndpoint(app, listGeneralProductsContract, (request) =>
    listGeneralProducts(contextOf(request, db), request.query),
  );
  registerEndpoint(app, listGeneralLotteriesContract, (request) => listGeneralLotteries(contextOf(request, db)));
  registerEndpoint(app, listGeneralCategoriesContract, (request) => listGeneralCategories(contextOf(request, db)));
  registerEndpoint(app, listBetTypesContract, (request) => listBetTypes(contextOf(request, db)));
  registerEndpoint(app, listDrawTimesContract, (request) => listDrawTimes(contextOf(request, db)));
  registerEndpoint(app, listDrawTypes, async () => DRAW_SLOTS.map((slot) => ({ ...slot })));
  registerEndpoint(app, listPlayTypes, async () => PLAY_TYPES.map((type) => ({ ...type })));
  registerEndpoint(app, listProductTypes, async () => codeNames(PRODUCT_TYPE_LABELS));
  registerEndpoint(app, listTicketStatuses, async () => TICKET_STATUSES.map((status) => ({ ...status })));
  registerEndpoint(app, listStatuses, async () => codeNames(CATALOGUE_STATUS_LABELS));
  registerEndpoint(app, listPaymentTypes, async () => PAYMENT_TYPES.map((type) => ({ ...type })));
  registerEndpoint(app, listExternalSystems, async () => EXTERNAL_SYSTEMS.map((system) => ({ ...system })));
  registerEndpoint(app, listStatesContract, (request) => listStates(contextOf(request, db)));
  registerEndpoint(app, listMunicipalitiesContract, (request) =>
    listMunicipalities(contextOf(request, db), request.params.id),
  );
}
