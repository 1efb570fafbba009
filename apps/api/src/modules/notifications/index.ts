/** The public face of the notifications module: what other modules, the app and its tools may use (ADR 053). */
export { notificationRoutes } from './routes';
export { notificationHandlers } from './event-handlers';
