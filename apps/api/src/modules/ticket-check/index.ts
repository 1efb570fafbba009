/** The public face of the ticket-check module: what other modules, the app and its tools may use (ADR 053). */
export { ticketCheckRoutes } from './routes';
