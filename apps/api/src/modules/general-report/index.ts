/** The public face of the general-report module: what other modules, the app and its tools may use (ADR 053). */
export { generalReportRoutes } from './routes';
export { reportPeriod } from './report-period';
