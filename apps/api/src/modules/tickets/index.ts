/** The public face of the tickets module: what other modules, the app and its tools may use (ADR 053). */
export { loadTicket } from './repository';
export { ticketRoutes } from './routes';
