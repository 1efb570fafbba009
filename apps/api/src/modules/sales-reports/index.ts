/** The public face of the sales-reports module: what other modules, the app and its tools may use (ADR 053). */
export { salesReportRoutes } from './routes';
