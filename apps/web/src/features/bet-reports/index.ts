/** The bet reports (balance-report › betsDailyReports); the screen loads lazily from screen.ts. */
export { BET_REPORTS_KEY } from './api/report-totals';
