/** Exchange rates (administrative › rate); the screen loads lazily. */
export { RATES_KEY } from './api/rates';
