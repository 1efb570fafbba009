/** The public face of the bet-reports module: what other modules, the app and its tools may use (ADR 053). */
export { betReportRoutes } from './routes';
