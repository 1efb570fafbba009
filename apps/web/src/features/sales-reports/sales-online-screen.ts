/** Lazy entry of reports › salesOnline. */
export { Component } from './routes/sales-online';
