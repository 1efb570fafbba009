/** Lazy entry of administrative › payment-methods. */
export { Component } from './routes/payment-methods';
