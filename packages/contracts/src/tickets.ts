import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency } from './money';
import { zReportPage } from './report-page';
import { ZPrizeWinnerInput } from './prize-winners';
import { SELLER_ROLES, ZTicket, ZTicketStatus } from './sales';

/** Who reads tickets: the whole chain, each within its own part of the network. */
export const TICKET_READER_ROLES = [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
  'DISTRIBUIDOR',
  'ADMIN_TAQUILLA',
  'VEND_TAQUILLA',
] as const;

export const ZTicketSerial = z
  .string({ error: 'El serial es obligatorio.' })
  .trim()
  .regex(/^\d{10}$/, { error: 'El serial debe tener 10 dígitos.' });

export const ZSecurityCode = z
  .string({ error: 'El código de seguridad es obligatorio.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, { error: 'El código de seguridad debe tener 8 letras o números.' });

export const ZAnnulTicketRequest = z.object({
  reason: z
    .string({ error: 'El motivo es obligatorio.' })
    .trim()
    .min(3, { error: 'El motivo debe tener al menos 3 caracteres.' })
    .max(200, { error: 'El motivo no puede tener más de 200 caracteres.' }),
});
export type AnnulTicketRequest = z.infer<typeof ZAnnulTicketRequest>;

/** What a ticket's search row and its public check both say first: serial, status, money and when it sold. */
export const TICKET_HEADLINE = {
  serial: z.string(),
  status: ZTicketStatus,
  currency: ZCurrency,
  total: z.string(),
  prize_total: z.string(),
  sold_at: z.string(),
};

/** One row of the ticket search (ticketConsult). */
export const ZTicketSummary = z.object({
  id: z.number().int(),
  ...TICKET_HEADLINE,
  business_date: z.string(),
  taquilla_id: z.number().int(),
  taquilla_name: z.string(),
  seller_name: z.string(),
  plays_count: z.number().int(),
});
export type TicketSummary = z.infer<typeof ZTicketSummary>;

export const ZTicketConsultQuery = zListQueryOf(['sold_at', 'serial', 'total', 'status', 'taquilla_name'], {
  serial: z.string().trim().max(10, { error: 'El serial tiene 10 dígitos.' }).optional(),
  /** Business dates, inclusive. */
  date_from: ZIsoDate.optional(),
  date_to: ZIsoDate.optional(),
  taquilla_id: zTextId('La taquilla').optional(),
  status: ZTicketStatus.optional(),
});
export type TicketConsultQuery = z.input<typeof ZTicketConsultQuery>;

/** The ticket search's page, with totals per currency over every ticket of the filters. */
export const ZTicketConsultPage = zReportPage(ZTicketSummary, {
  /** How many tickets. */
  tickets: z.number().int(),
  /** Their amounts and prizes (minor units), under the columns' names. */
  total: z.string(),
  prize_total: z.string(),
});
export type TicketConsultPage = z.infer<typeof ZTicketConsultPage>;
export type TicketConsultTotals = TicketConsultPage['totals'][number];

/** Serial and security code as printed (or read from the QR code), and the paying taquilla. */
export const ZPrizeRequest = z.object({
  serial: ZTicketSerial,
  security_code: ZSecurityCode,
  /** The paying taquilla; only for a user whose own partner is an agency. */
  taquilla_id: zId('La taquilla').optional(),
});
export type PrizeRequest = z.input<typeof ZPrizeRequest>;

/**
 * Paying: the ticket, and the winner when the check said `winner_required` (the prize reaches the
 * banca's "Identificar ganadores desde"); below it `winner` is not needed and not kept.
 */
export const ZPayPrizeRequest = ZPrizeRequest.extend({ winner: ZPrizeWinnerInput.optional() });
export type PayPrizeRequest = z.input<typeof ZPayPrizeRequest>;

export const ZPrizeCheckResponse = z.object({
  ticket: ZTicket,
  /** Whether this taquilla may pay it now; `reason` says why not. */
  payable: z.boolean(),
  reason: z.string().nullable(),
  /** The prize reaches the banca's threshold: paying it needs the winner's cédula, name and phone. */
  winner_required: z.boolean(),
});
export type PrizeCheckResponse = z.infer<typeof ZPrizeCheckResponse>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** `:id` of a ticket. Tickets are `bigint` rows, so any safe integer may name one (not only up to MAX_ID). */
export const ZTicketIdParams = z.object({
  id: z.coerce
    .number({ error: 'El identificador debe ser un número.' })
    .int({ error: 'El identificador no es válido.' })
    .positive({ error: 'El identificador no es válido.' }),
});

export const getTicket = defineEndpoint({
  method: 'GET',
  path: '/api/v2/ticket-management/:id',
  summary: 'Detalle de un ticket: jugadas, premios y pago',
  tag: 'Tickets',
  access: rule(TICKET_READER_ROLES),
  request: { params: ZTicketIdParams },
  responses: { 200: ZTicket, ...errors },
});

export const annulTicket = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/ticket-management/:id/annul',
  summary: 'Anula un ticket y libera su cupo',
  tag: 'Tickets',
  access: rule(TICKET_READER_ROLES),
  request: { params: ZTicketIdParams, body: ZAnnulTicketRequest },
  responses: { 200: ZTicket, ...errors, 409: ZErrorResponse, 422: ZErrorResponse },
});

export const consultTickets = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/reports/ticket-consult',
  summary: 'Busca tickets por serial, fecha, taquilla y estado',
  tag: 'Reportes',
  access: rule(TICKET_READER_ROLES),
  request: { query: ZTicketConsultQuery },
  responses: { 200: ZTicketConsultPage, ...errors },
});

export const checkPrize = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/prizes/check',
  summary: 'Consulta el premio de un ticket por serial y código de seguridad',
  tag: 'Premios',
  access: rule(SELLER_ROLES),
  request: { body: ZPrizeRequest },
  responses: { 200: ZPrizeCheckResponse, ...errors, 422: ZErrorResponse },
});

export const payPrize = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ticket-office/prizes/pay',
  summary: 'Paga el premio de un ticket (una sola vez) y lo registra en la caja de la taquilla',
  tag: 'Premios',
  access: rule(SELLER_ROLES),
  request: { body: ZPayPrizeRequest },
  responses: { 200: ZTicket, ...errors, 409: ZErrorResponse, 422: ZErrorResponse },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportTicketConsult = exportEndpointOf(consultTickets);
export const ticketEndpoints = [
  getTicket,
  annulTicket,
  consultTickets,
  exportTicketConsult,
  checkPrize,
  payPrize,
] as const;
