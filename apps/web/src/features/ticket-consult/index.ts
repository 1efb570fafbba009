/** The ticket search of the reports (balance-report › ticketConsult); the screen loads lazily. */
export { TICKET_CONSULT_KEY } from './api/consult-tickets';
