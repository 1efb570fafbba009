/** The public face of the lookups module: what other modules, the app and its tools may use (ADR 053). */
export { lookupRoutes } from './routes';
