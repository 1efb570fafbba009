import * as c from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { contextOf, publicContextOf } from '../../lib/use-case';
import { registerExport } from '../../lib/file-answer';
import { registerEndpoint } from '../../plugins/endpoint';
import { pollaPrizesExport, pollaTicketsExport, potsExport } from './polla-exports';
import { annulPollaTicket } from './annul-ticket';
import { consultPollaTicket, listPollaTickets } from './list-tickets';
import * as pots from './pots';
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

  registerEndpoint(app, c.listPollaTypes, async (request) => ({
    data: await listPollaTypes(db, bancaOf(contextOf(request, db))),
  }));
  registerEndpoint(app, c.savePollaType, async (request) => savePollaType(contextOf(request, db), request.body));
  registerEndpoint(app, c.consultPollaCustomer, async (request) => {
    const { id_type, id_number } = request.body;
    const customer = await findCustomer(db, bancaOf(contextOf(request, db)), id_type, id_number);
    if (!customer) throw notFound('No hay un cliente con esa cédula.');
    return customer;
  });

  registerEndpoint(app, c.listPollaTickets, async (request) => listPollaTickets(contextOf(request, db), request.body));
  registerExport(app, c.exportPollaTickets, pollaTicketsExport);
  registerExport(app, c.exportPollaPrizes, pollaPrizesExport);
  registerExport(app, c.exportDailyPots, potsExport('DAILY'));
  registerExport(app, c.exportWeeklyPots, potsExport('WEEKLY'));
  registerEndpoint(app, c.registerPollaTicket, async (request) =>
    registerPollaTicket(contextOf(request, db), request.body),
  );
  registerEndpoint(app, c.annulPollaTicket, async (request) =>
    annulPollaTicket(contextOf(request, db), request.body.id),
  );
  registerEndpoint(app, c.consultPollaTicket, async (request) =>
    consultPollaTicket(contextOf(request, db), request.body.serial),
  );

  registerEndpoint(app, c.listPollaPrizes, async (request) =>
    listPollaTickets(contextOf(request, db), request.body, { withPrize: true }),
  );
  registerEndpoint(app, c.consultPollaPrize, async (request) =>
    consultPollaPrize(contextOf(request, db), request.body.ticket_id),
  );
  registerEndpoint(app, c.rewardPollaPrize, async (request) =>
    rewardPollaPrize(contextOf(request, db), request.body.ticket_id),
  );

  for (const [kind, endpoints] of [
    ['DAILY', c.dailyPotEndpoints],
    ['WEEKLY', c.weeklyPotEndpoints],
  ] as const) {
    registerEndpoint(app, endpoints.list, async (request) => pots.listPots(contextOf(request, db), kind, request.body));
    registerEndpoint(app, endpoints.summary, async (request) =>
      pots.potSummary(contextOf(request, db), kind, request.body),
    );
    registerEndpoint(app, endpoints.current, async (request) =>
      pots.currentPot(contextOf(request, db), kind, request.body.polla_type),
    );
  }
  registerEndpoint(app, c.dailyPotEndpoints.payment, async (request) => {
    const body = request.body;
    return pots.payPot(contextOf(request, db), 'DAILY', {
      potId: body.pote_diario_id,
      tipo: body.tipo,
      first: BigInt(body.primer_acu_abono),
      second: BigInt(body.segundo_acu_abono),
    });
  });
  registerEndpoint(app, c.weeklyPotEndpoints.payment, async (request) => {
    const body = request.body;
    return pots.payPot(contextOf(request, db), 'WEEKLY', {
      potId: body.pote_semanal_id,
      tipo: body.tipo,
      first: BigInt(body.monto_acu_abono),
      second: 0n,
    });
  });

  const limited = { rateLimit: PUBLIC_RATE_LIMIT };
  const customerBets = publicPage.makeCustomerBets(app.config.pollaLookup);
  registerEndpoint(app, c.publicPollaTypes, async () => ({ data: await publicTypes(db) }), limited);
  registerEndpoint(
    app,
    c.publicPollaResults,
    async (request) => publicPage.publicResults(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    c.publicPollaBets,
    async (request) => publicPage.publicBets(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    c.publicPollaJackpots,
    async (request) => publicPage.publicJackpots(publicContextOf(request, db), request.query),
    limited,
  );
  registerEndpoint(
    app,
    c.publicPollaTickets,
    async (request) => customerBets(publicContextOf(request, db), request.body),
    limited,
  );
}
