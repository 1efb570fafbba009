import * as c from '@banca/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, registerPublicUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { registerEndpoint } from '../../plugins/endpoint';
import { makeCheckTicket } from './check-ticket';
import { copySenderOf } from './copy-sender';
import { makeGetTicketCopySettings } from './get-ticket-copy-settings';
import { makeSendTicketCopy } from './send-ticket-copy';

/** Like the public polla page: a person checks a ticket now and then, not a script. */
const PUBLIC_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const SEND_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Where the web is served: the configured public address, or the one the seller's browser used. */
const originOf = (request: FastifyRequest, publicUrl: string | null) =>
  publicUrl ?? `${request.protocol}://${request.host}`;

export async function ticketCheckRoutes(app: FastifyInstance) {
  const checkTicket = makeCheckTicket(app.config.ticketCheck);
  const sender = copySenderOf(app.config.ticketCopy);
  const sendTicketCopy = makeSendTicketCopy(sender);
  const getTicketCopySettings = makeGetTicketCopySettings(sender);

  registerPublicUseCase(app, c.checkTicket, checkTicket, bodyOf, {
    rateLimit: PUBLIC_RATE_LIMIT,
  });
  registerEndpoint(app, c.getTicketCopySettings, () => getTicketCopySettings());
  registerUseCase(
    app,
    c.sendTicketCopy,
    sendTicketCopy,
    (request) => ({ ...request.body, origin: originOf(request, app.config.publicUrl) }),
    { rateLimit: SEND_RATE_LIMIT },
  );
}
