/** The public face of the awarding module: what other modules, the app and its tools may use (ADR 053). */
export { awardingRoutes } from './routes';
export { playWins } from './winning-rule';
export { prizeSql } from './repository';
export { awardingHandlers } from './event-handlers';
