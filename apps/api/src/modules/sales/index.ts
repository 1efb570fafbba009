/** The public face of the sales module: what other modules, the app and its tools may use (ADR 053). */
export { saleRoutes } from './routes';
