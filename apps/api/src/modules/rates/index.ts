/** The public face of the rates module: what other modules, the app and its tools may use (ADR 053). */
export { rateRoutes } from './routes';
