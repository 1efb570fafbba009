/** Lazy route module of /admin/administrative/balance-report/results. */
export { Component } from './routes/results-report';
