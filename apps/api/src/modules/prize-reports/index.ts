/** The public face of the prize-reports module: what other modules, the app and its tools may use (ADR 053). */
export { prizeReportRoutes } from './routes';
