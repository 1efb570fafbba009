/** Lazy entry of administrative › accounts. */
export { Component } from './routes/accounts';
