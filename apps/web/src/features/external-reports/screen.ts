/** Lazy route module of /admin/administrative/balance-report/external-reports. */
export { Component } from './routes/external-reports';
