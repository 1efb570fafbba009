/** Lazy route module of /admin/administrative/balance-report/identified-winners. */
export { Component } from './routes/identified-winners-report';
