/** Lazy route module of /admin/administrative/balance-report/general-sales. */
export { Component } from './routes/general-sales';
