/** The public face of the results module: what other modules, the app and its tools may use (ADR 053). */
export { OCCURRENCE_RESULT_COLUMNS } from './lottery-results-export';
export {
  countOccurrences,
  lockOccurrence,
  lockTicketsOf,
  occurrenceColumns,
  occurrenceJoins,
  occurrenceOrder,
  occurrenceWhere,
  toOccurrenceResult,
  type OccurrenceFilters,
} from './repository';
export { resultRoutes } from './routes';
