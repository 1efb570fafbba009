/** Results: the report screen is loaded lazily from screen.ts; the award screen reuses these. */
export { RESULTS_KEY } from './api/keys';
export { useRequestExternalResults } from './api/request-external-results';
export { DayFilters, today } from './components/day-filters';
export { occurrenceColumns } from './components/occurrence-columns';
export { ResultCell, resultText } from './components/result-cell';
export { ResultDialog } from './components/result-dialog';
