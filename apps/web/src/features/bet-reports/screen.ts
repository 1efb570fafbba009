/** Lazy route module of /admin/administrative/balance-report/betsDailyReports. */
export { Component } from './routes/bets-daily-reports';
