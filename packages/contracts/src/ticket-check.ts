import { z } from 'zod';
import { PUBLIC, rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import type { Currency } from './money';
import { SELLER_ROLES } from './sales';
import { formatDay, formatMoney } from './text-format';
import { TICKET_HEADLINE, ZSecurityCode, ZTicketSerial } from './tickets';

/**
 * The ticket outside the office: the public check its QR opens (no sign-in) and the digital copy a
 * seller hands the customer. The check shows only what the holder needs, never the agency, the
 * seller or other tickets.
 */

/** The web page the QR and the digital copy open; the serial and code travel after `#`. */
export const PUBLIC_TICKET_PATH = '/ticket';

/** The link to a ticket's public check: the fragment never reaches a server's logs. */
export const ticketCheckLink = (origin: string, serial: string, securityCode: string) =>
  `${origin}${PUBLIC_TICKET_PATH}#${serial}-${securityCode.toUpperCase()}`;

export const ZTicketCheckRequest = z.object({ serial: ZTicketSerial, security_code: ZSecurityCode });
export type TicketCheckRequest = z.infer<typeof ZTicketCheckRequest>;

export const ZTicketCheckPlay = z.object({
  draw_name: z.string(),
  lottery_name: z.string(),
  draw_date: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  bet_type_name: z.string(),
  number: z.string(),
  symbol_name: z.string().nullable(),
  amount: z.string(),
  /** The draw's result, once it has one. */
  result: z.object({ number: z.string(), symbol_name: z.string().nullable() }).nullable(),
  /** Whether the play won: null while its draw is not awarded. */
  won: z.boolean().nullable(),
  prize: z.string(),
});
export type TicketCheckPlay = z.infer<typeof ZTicketCheckPlay>;

export const ZTicketCheck = z.object({
  ...TICKET_HEADLINE,
  /** Where and until when a prize is collected, while it is owed. */
  collect: z.object({ taquilla_name: z.string(), until: z.string().nullable() }).nullable(),
  paid_at: z.string().nullable(),
  plays: z.array(ZTicketCheckPlay),
});
export type TicketCheck = z.infer<typeof ZTicketCheck>;

export const checkTicket = defineEndpoint({
  method: 'POST',
  path: '/api/v2/public/ticket-check',
  summary: 'Consulta pública de un ticket por su serial y su código: jugadas, resultados y premio',
  tag: 'Tickets',
  access: PUBLIC,
  bearer: 'none',
  request: { body: ZTicketCheckRequest },
  responses: { 200: ZTicketCheck, 400: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse },
});

/** How a digital copy may be sent when the operator configured a provider. */
export const TICKET_COPY_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export const TICKET_COPY_CHANNEL_LABELS: Record<(typeof TICKET_COPY_CHANNELS)[number], string> = {
  SMS: 'SMS',
  WHATSAPP: 'WhatsApp',
};

export const ZTicketCopySettings = z.object({ channels: z.array(z.enum(TICKET_COPY_CHANNELS)) });
export type TicketCopySettings = z.infer<typeof ZTicketCopySettings>;

export const getTicketCopySettings = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-office/tickets/copy-settings',
  summary: 'Por qué canales puede enviarse la copia digital de un ticket (ninguno si no hay proveedor)',
  tag: 'Tickets',
  access: rule(SELLER_ROLES),
  responses: { 200: ZTicketCopySettings, 401: ZErrorResponse, 403: ZErrorResponse },
});

export const ZSendTicketCopyRequest = z.object({
  serial: ZTicketSerial,
  channel: z.enum(TICKET_COPY_CHANNELS, { error: 'Elija SMS o WhatsApp.' }),
  phone: z
    .string({ error: 'El teléfono es obligatorio.' })
    .trim()
    .regex(/^\+?\d{10,15}$/, {
      error: 'Escriba el teléfono con su código de país, solo dígitos (p. ej. 584141234567).',
    }),
});
export type SendTicketCopyRequest = z.infer<typeof ZSendTicketCopyRequest>;

export const sendTicketCopy = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/tickets/send-copy',
  summary: 'Envía la copia digital de un ticket al teléfono del cliente por el proveedor configurado',
  tag: 'Tickets',
  access: rule(SELLER_ROLES),
  request: { body: ZSendTicketCopyRequest },
  responses: {
    200: z.object({ sent: z.literal(true) }),
    400: ZErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
    429: ZErrorResponse,
    502: ZErrorResponse,
  },
});

export const ticketCheckEndpoints = [checkTicket, getTicketCopySettings, sendTicketCopy] as const;

/** What a digital copy says: the same text on the screen, in WhatsApp and by SMS. */
export interface CopiedTicket {
  serial: string;
  currency: Currency;
  total: string;
  business_date: string;
  plays: readonly {
    draw_name: string;
    draw_time: string;
    number: string;
    symbol_name: string | null;
    bet_type_name: string;
    amount: string;
  }[];
}

/** A play's draw as the holder reads it: its name, with its time unless the name already says it. */
export const drawLabel = (drawName: string, drawTime: string) =>
  drawName.includes(drawTime) ? drawName : `${drawName} ${drawTime}`;

export function ticketCopyText(ticket: CopiedTicket, link: string): string {
  const plays = ticket.plays.map(
    (play) =>
      `${drawLabel(play.draw_name, play.draw_time)} · ${play.bet_type_name} ${play.number}${play.symbol_name ? ` ${play.symbol_name}` : ''} · ${formatMoney(play.amount, ticket.currency)}`,
  );
  return [
    `Ticket ${ticket.serial} del ${formatDay(ticket.business_date)}`,
    ...plays,
    `Total: ${formatMoney(ticket.total, ticket.currency)}`,
    `Consúltelo aquí: ${link}`,
  ].join('\n');
}
