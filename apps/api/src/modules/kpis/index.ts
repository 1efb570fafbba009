/** The public face of the kpis module: what other modules, the app and its tools may use (ADR 053). */
export { kpiRoutes } from './routes';
