/** The public face of the ledger module: what other modules, the app and its tools may use (ADR 053). */
export { bookableAccount } from './create-account-entry';
export { ledgerRoutes } from './routes';
export { postEntry, systemAccountId } from './entry-repository';
export { settleDayOf } from './settlement-repository';
export { settlementJob } from './settlement-job';
