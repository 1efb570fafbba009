/** The public face of the draws module: what other modules, the app and its tools may use (ADR 053). */
export {
  closeAtSql,
  ensureOccurrences,
  ensureRecentOccurrences,
  insertOccurrencesOn,
  occurrenceStateSql,
  salesOpenAtSql,
} from './occurrence-repository';
export { drawRoutes } from './routes';
export { hhmm } from './repository';
