/** Lazy entry of accounting-entries › accountEntries. */
export { Component } from './routes/account-entries';
