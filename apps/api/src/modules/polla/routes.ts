import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { contextOf, publicContextOf } from '../../lib/use-case';
import { registerExport } from '../../lib/file-answer';
import { registerEndpoint } from '../../plugins/endpoint';
import { dailyJackpotsExport, pollaPrizesExport, pollaTicketsExport, weeklyJackpotsExport } from './polla-exports';
import { annulPollaTicket } from './annul-ticket';
import { consultPollaTicket, listPollaTickets } from './list-tickets';
import { createDailyJackpotPayment } from './create-daily-jackpot-payment';
import { createWeeklyJackpotPayment } from './create-weekly-jackpot-payment';
import { getCurrentDailyJackpot } from './get-current-daily-jackpot';
import { getCurrentWeeklyJackpot } from './get-current-weekly-jackpot';
import { getDailyJackpotSummary } from './get-daily-jackpot-summary';
import { getWeeklyJackpotSummary } from './get-weekly-jackpot-summary';
import { listDailyJackpots } from './list-daily-jackpots';
import { listWeeklyJackpots } from './list-weekly-jackpots';
import { consultPollaPrize, rewardPollaPrize } from './prizes';
import * as publicPage from './public-page';
import { publicTypes } from './public-repository';
import { registerPollaTicket } from './register-ticket';
import { bancaOf, savePollaType } from './save-polla-type';
import { findCustomer } from './ticket-repository';
import { listPollaTypes } from './type-repository';

/** The public page answers anyone, a little at a time. */
const PUBLIC_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** /api/v1/models/draws/polla/… and the polla prizes at the taquilla (the original product's paths). */
export async function pollaRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, contracts.listPollaTypes, async (request) => ({
    data: await listPollaTypes(db, bancaOf(contextOf(request, db))),
  }));
  registerEndpoint(app, contracts.savePollaType, async (request) =>
    savePollaType(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.consultPollaCustomer, async (request) => {
    const { id_type, id_number } = request.body;
    const customer = await findCustomer(db, bancaOf(contextOf(request, db)), id_type, id_number);
    if (!customer) throw notFound('No hay un cliente con esa cédula.');
    return customer;
  });

  registerEndpoint(app, contracts.listPollaTickets, async (request) =>
    listPollaTickets(contextOf(request, db), request.body),
  );
  registerExport(app, contracts.exportPollaTickets, pollaTicketsExport);
  registerExport(app, contracts.exportPollaPrizes, pollaPrizesExport);
  registerExport(app, contracts.exportDailyJackpots, dailyJackpotsExport);
  registerExport(app, contracts.exportWeeklyJackpots, weeklyJackpotsExport);
  registerEndpoint(app, contracts.registerPollaTicket, async (request) =>
    registerPollaTicket(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.annulPollaTicket, async (request) =>
    annulPollaTicket(contextOf(request, db), request.body.id),
  );
  registerEndpoint(app, contracts.consultPollaTicket, async (request) =>
    consultPollaTicket(contextOf(request, db), request.body.serial),
  );

  registerEndpoint(app, contracts.listPollaPrizes, async (request) =>
    listPollaTickets(contextOf(request, db), request.body, { withPrize: true }),
  );
  registerEndpoint(app, contracts.consultPollaPrize, async (request) =>
    consultPollaPrize(contextOf(request, db), request.body.ticket_id),
  );
  registerEndpoint(app, contracts.rewardPollaPrize, async (request) =>
    rewardPollaPrize(contextOf(request, db), request.body.ticket_id),
  );

  registerEndpoint(app, contracts.listDailyJackpots, async (request) =>
    listDailyJackpots(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.getDailyJackpotSummary, async (request) =>
    getDailyJackpotSummary(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.getCurrentDailyJackpot, async (request) =>
    getCurrentDailyJackpot(contextOf(request, db), request.body.polla_type),
  );
  registerEndpoint(app, contracts.createDailyJackpotPayment, async (request) =>
    createDailyJackpotPayment(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.listWeeklyJackpots, async (request) =>
    listWeeklyJackpots(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.getWeeklyJackpotSummary, async (request) =>
    getWeeklyJackpotSummary(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.getCurrentWeeklyJackpot, async (request) =>
    getCurrentWeeklyJackpot(contextOf(request, db), request.body.polla_type),
  );
  registerEndpoint(app, contracts.createWeeklyJackpotPayment, async (request) =>
    createWeeklyJackpotPayment(contextOf(request, db), request.body),
  );

  const limited = { rateLimit: PUBLIC_RATE_LIMIT };
  const customerBets = publicPage.makeCustomerBets(app.config.pollaLookup);
  registerEndpoint(app, contracts.publicPollaTypes, async () => ({ data: await publicTypes(db) }), limited);
  registerEndpoint(
    app,
    contracts.publicPollaResults,
    async (request) => publicPage.publicResults(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaBets,
    async (request) => publicPage.publicBets(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaJackpots,
    async (request) => publicPage.publicJackpots(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaTickets,
    async (request) => customerBets(publicContextOf(request, db), request.body),
    limited,
  );
}
