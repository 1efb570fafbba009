import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, noInput, queryOf, registerPublicUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { registerExport } from '../../lib/file-answer';
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

/** The ticket a body names. */
const ticketIdOf = (request: { body: { ticket_id: number } }) => request.body.ticket_id;

/** The polla type a body names. */
const pollaTypeOf = (request: { body: { polla_type: number } }) => request.body.polla_type;

/** /api/v1/models/draws/polla/… and the polla prizes at the taquilla (the original product's paths). */
export async function pollaRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listPollaTypes, listPollaTypes, noInput);
  registerUseCase(app, contracts.savePollaType, savePollaType, bodyOf);
  registerUseCase(app, contracts.consultPollaCustomer, consultPollaCustomer, bodyOf);

  registerUseCase(app, contracts.listPollaTickets, listPollaTickets, bodyOf);
  registerExport(app, contracts.exportPollaTickets, pollaTicketsExport);
  registerExport(app, contracts.exportPollaPrizes, pollaPrizesExport);
  registerExport(app, contracts.exportDailyJackpots, dailyJackpotsExport);
  registerExport(app, contracts.exportWeeklyJackpots, weeklyJackpotsExport);
  registerUseCase(app, contracts.registerPollaTicket, registerPollaTicket, bodyOf);
  registerUseCase(app, contracts.annulPollaTicket, annulPollaTicket, (request) => request.body.id);
  registerUseCase(app, contracts.consultPollaTicket, consultPollaTicket, (request) => request.body.serial);

  registerUseCase(app, contracts.listPollaPrizes, listPollaPrizes, bodyOf);
  registerUseCase(app, contracts.consultPollaPrize, consultPollaPrize, ticketIdOf);
  registerUseCase(app, contracts.rewardPollaPrize, rewardPollaPrize, ticketIdOf);

  registerUseCase(app, contracts.listDailyJackpots, listDailyJackpots, bodyOf);
  registerUseCase(app, contracts.getDailyJackpotSummary, getDailyJackpotSummary, bodyOf);
  registerUseCase(app, contracts.getCurrentDailyJackpot, getCurrentDailyJackpot, pollaTypeOf);
  registerUseCase(app, contracts.createDailyJackpotPayment, createDailyJackpotPayment, bodyOf);
  registerUseCase(app, contracts.listWeeklyJackpots, listWeeklyJackpots, bodyOf);
  registerUseCase(app, contracts.getWeeklyJackpotSummary, getWeeklyJackpotSummary, bodyOf);
  registerUseCase(app, contracts.getCurrentWeeklyJackpot, getCurrentWeeklyJackpot, pollaTypeOf);
  registerUseCase(app, contracts.createWeeklyJackpotPayment, createWeeklyJackpotPayment, bodyOf);

  const limited = { rateLimit: PUBLIC_RATE_LIMIT };
  const publicPollaTickets = makePublicPollaTickets(app.config.pollaLookup);
  registerPublicUseCase(app, contracts.publicPollaTypes, publicPollaTypes, noInput, limited);
  registerPublicUseCase(app, contracts.publicPollaResults, publicPollaResults, queryOf, limited);
  registerPublicUseCase(app, contracts.publicPollaBets, publicPollaBets, queryOf, limited);
  registerPublicUseCase(app, contracts.publicPollaJackpots, publicPollaJackpots, queryOf, limited);
  registerPublicUseCase(app, contracts.publicPollaTickets, publicPollaTickets, bodyOf, limited);
}
