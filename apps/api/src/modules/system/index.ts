/** The public face of the system module: what other modules, the app and its tools may use (ADR 053). */
export { systemRoutes } from './routes';
