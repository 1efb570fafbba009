import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { idOf, noInput, queryOf, registerUseCase } from '../../lib/use-case-endpoint';
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
  registerUseCase(app, contracts.listGeneralDraws, listGeneralDraws, queryOf);
  registerUseCase(app, contracts.listGeneralProducts, listGeneralProducts, queryOf);
  registerUseCase(app, contracts.listGeneralLotteries, listGeneralLotteries, noInput);
  registerUseCase(app, contracts.listGeneralCategories, listGeneralCategories, noInput);
  registerUseCase(app, contracts.listBetTypes, listBetTypes, noInput);
  registerUseCase(app, contracts.listDrawTimes, listDrawTimes, noInput);
  registerEndpoint(app, contracts.listDrawTypes, async () => contracts.DRAW_SLOTS.map((slot) => ({ ...slot })));
  registerEndpoint(app, contracts.listPlayTypes, async () => contracts.PLAY_TYPES.map((type) => ({ ...type })));
  registerEndpoint(app, contracts.listProductTypes, async () => codeNames(contracts.PRODUCT_TYPE_LABELS));
  registerEndpoint(app, contracts.listTicketStatuses, async () =>
    contracts.TICKET_STATUSES.map((status) => ({ ...status })),
  );
  registerEndpoint(app, contracts.listStatuses, async () => codeNames(contracts.CATALOGUE_STATUS_LABELS));
  registerEndpoint(app, contracts.listPaymentTypes, async () => contracts.PAYMENT_TYPES.map((type) => ({ ...type })));
  registerEndpoint(app, contracts.listExternalSystems, async () =>
    contracts.EXTERNAL_SYSTEMS.map((system) => ({ ...system })),
  );
  registerUseCase(app, contracts.listStates, listStates, noInput);
  registerUseCase(app, contracts.listMunicipalities, listMunicipalities, idOf);
}
