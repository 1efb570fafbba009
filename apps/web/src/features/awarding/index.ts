/**
 * Awarding (tools › award-raffle). The screen is loaded lazily through
 * `@/features/awarding/screen`; its day's list lives under the results' query key.
 */
export { useAwardOccurrences } from './api/list-award-occurrences';
