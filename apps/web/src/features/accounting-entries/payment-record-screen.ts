/** Lazy entry of accounting-entries › paymentRecord. */
export { Component } from './routes/payment-record';
