/** The public face of the external-reports module: what other modules, the app and its tools may use (ADR 053). */
export { externalReportRoutes } from './routes';
