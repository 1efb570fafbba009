/** Lazy entry of reports › grossSales. */
export { Component } from './routes/gross-sales';
