/** The chart of accounts (administrative › accounts); the screen loads lazily. */
export { ACCOUNTS_KEY } from './api/keys';
export { useAccountOptions } from './api/list-accounts';
