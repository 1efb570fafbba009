/**
 * The point of sale's public face: what a printed ticket's QR code holds and how to read it
 * back (the prize-payment inputs use it), and the one ticket fetcher (the ticket search shows
 * the same query). The screen itself is loaded lazily from screen.ts.
 */
export { parseTicketCode, ticketQrPayload, TICKET_QR_PREFIX, type TicketCode } from './logic/ticket-code';
export { fetchTicket, ticketQuery, useTicket } from './api/get-ticket';
