/** The public face of the user-metrics module: what other modules, the app and its tools may use (ADR 053). */
export { userMetricRoutes } from './routes';
