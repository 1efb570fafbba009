/** The public face of the network module: what other modules, the app and its tools may use (ADR 053). */
export { SYSTEM_BETS_DEFAULT, effectiveBetsSetting, type BetsColumns } from './bets-config-repository';
export { assertWithinMoneyMaximum } from './money-maximum';
export { registryNetworkRoutes } from './routes';
