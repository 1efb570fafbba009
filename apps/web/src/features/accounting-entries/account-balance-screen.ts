/** Lazy entry of accounting-entries › accountBalance. */
export { Component } from './routes/account-balance';
