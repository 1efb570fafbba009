/** The public face of the ticket-consult module: what other modules, the app and its tools may use (ADR 053). */
export { ticketConsultRoutes } from './routes';
