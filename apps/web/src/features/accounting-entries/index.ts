/** The accounting tabs (balance, payment record, entries, movements); each screen loads lazily. */
export { ACCOUNTING_KEY } from './api/keys';
