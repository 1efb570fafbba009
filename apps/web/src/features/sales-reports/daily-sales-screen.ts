/** Lazy entry of reports › daily-sales. */
export { Component } from './routes/daily-sales';
