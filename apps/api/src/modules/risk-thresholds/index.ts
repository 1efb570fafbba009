/** The public face of the risk-thresholds module: what other modules, the app and its tools may use (ADR 053). */
export { riskThresholdRoutes } from './routes';
export { watchRisk, type RiskWatchPass } from './risk-watch';
