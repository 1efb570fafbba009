import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { contextOf, publicContextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { annulPollaTicket } from './annul-polla-ticket';
import { consultPollaCustomer } from './consult-polla-customer';
import { consultPollaPrize } from './consult-polla-prize';
import { consultPollaTicket } from './consult-polla-ticket';
import { createDailyJackpotPayment } from './create-daily-jackpot-payment';
import { createWeeklyJackpotPayment } from './create-weekly-jackpot-payment';
import { getCurrentDailyJackpot } from './get-current-daily-jackpot';
import { getCurrentWeeklyJackpot } from './get-current-weekly-jackpot';
import { getDailyJackpotSummary } from './get-daily-jackpot-summary';
import { getWeeklyJackpotSummary } from './get-weekly-jackpot-summary';
import { listDailyJackpots } from './list-daily-jackpots';
import { listPollaPrizes } from './list-polla-prizes';
import { listPollaTickets } from './list-polla-tickets';
import { listPollaTypes } from './list-polla-types';
import { listWeeklyJackpots } from './list-weekly-jackpots';
import { dailyJackpotsExport, pollaPrizesExport, pollaTicketsExport, weeklyJackpotsExport } from './polla-exports';
import { publicPollaBets } from './public-polla-bets';
import { publicPollaJackpots } from './public-polla-jackpots';
import { publicPollaResults } from './public-polla-results';
import { makePublicPollaTickets } from './public-polla-tickets';
import { publicPollaTypes } from './public-polla-types';
import { registerPollaTicket } from './register-polla-ticket';
import { rewardPollaPrize } from './reward-polla-prize';
import { savePollaType } from './save-polla-type';

/** The public page answers anyone, a little at a time. */
const PUBLIC_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** /api/v1/models/draws/polla/… and the polla prizes at the taquilla (the original product's paths). */
export async function pollaRoutes(app: FastifyInstance) {
  const db = app.db;

  registerEndpoint(app, contracts.listPollaTypes, async (request) => listPollaTypes(contextOf(request, db)));
  registerEndpoint(app, contracts.savePollaType, async (request) =>
    savePollaType(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.consultPollaCustomer, async (request) =>
    consultPollaCustomer(contextOf(request, db), request.body),
  );

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
    listPollaPrizes(contextOf(request, db), request.body),
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
  const publicPollaTickets = makePublicPollaTickets(app.config.pollaLookup);
  registerEndpoint(
    app,
    contracts.publicPollaTypes,
    async (request) => publicPollaTypes(publicContextOf(request, db)),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaResults,
    async (request) => publicPollaResults(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaBets,
    async (request) => publicPollaBets(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaJackpots,
    async (request) => publicPollaJackpots(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    contracts.publicPollaTickets,
    async (request) => publicPollaTickets(publicContextOf(request, db), request.body),
    limited,
  );
}
