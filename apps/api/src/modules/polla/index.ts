/** The public face of the polla module: what other modules, the app and its tools may use (ADR 053). */
export { activeSymbolNumbers, countedOccurrences, insertTicket, upsertCustomer } from './ticket-repository';
export { applyMovement, ensurePote } from './pote-repository';
export { findPollaType, type PollaTypeRow } from './type-repository';
export { pollaRoutes } from './routes';
export { scorePollasAfterAward } from './score-day';
export { shareOf } from './scoring-rule';
export { pollaHandlers } from './event-handlers';
