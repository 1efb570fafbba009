/**
 * The sales reports of balance-report (grossSales, daily-sales with the tickets by status,
 * salesOnline), read from the sales rollups; the screens load lazily through their `*-screen.ts`.
 */
export { SALES_REPORTS_KEY } from './api/report-state';
