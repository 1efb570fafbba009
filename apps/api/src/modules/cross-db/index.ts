/** The public face of the cross-db module: what other modules, the app and its tools may use (ADR 053). */
export { crossDbRoutes } from './routes';
