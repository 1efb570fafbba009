/**
 * The partner network feature (banca, affiliates and distributors, agencies, bets config,
 * taquillas). Its screens load lazily through the `*-screen.ts` entries.
 */
export { networkKeys, NETWORK_KEY } from './api/keys';
