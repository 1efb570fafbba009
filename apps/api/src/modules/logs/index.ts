/** The public face of the logs module: what other modules, the app and its tools may use (ADR 053). */
export { logRoutes } from './routes';
