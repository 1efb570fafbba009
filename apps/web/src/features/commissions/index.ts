/** Registry › Comisiones. The screen is loaded lazily through `@/features/commissions/screen`. */
export { COMMISSIONS_KEY } from './api/keys';
export { usePartnerCommissions } from './api/get-partner-commissions';
