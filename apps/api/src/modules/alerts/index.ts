/** The public face of the alerts module: what other modules, the app and its tools may use (ADR 061). */
export { alertRoutes } from './routes';
export { watchAnomalies, type AnomalyWatchPass } from './anomaly-watch';
