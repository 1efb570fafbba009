/** Lazy route module of /admin/administrative/balance-report/detailed-prize. */
export { Component } from './routes/detailed-prize-report';
