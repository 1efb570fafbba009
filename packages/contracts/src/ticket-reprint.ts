import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { ZTicket } from './sales';
import { TICKET_READER_ROLES, ZTicketSerial } from './tickets';

/** A ticket printed again: its serial. */
export const ZReprintTicketRequest = z.object({ serial: ZTicketSerial });
export type ReprintTicketRequest = z.input<typeof ZReprintTicketRequest>;

/**
 * A reprint of a ticket, audited (`REPRINT_TICKET` with its serial) as the peers count them:
 * answers the ticket to print, read as `getTicket` reads it (the caller's part of the network).
 */
export const reprintTicket = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-management/reprint',
  summary: 'Registra la reimpresión de un ticket y lo devuelve para imprimirlo',
  tag: 'Tickets',
  access: rule(TICKET_READER_ROLES),
  request: { body: ZReprintTicketRequest },
  responses: {
    200: ZTicket,
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
  },
});

export const ticketReprintEndpoints = [reprintTicket] as const;
