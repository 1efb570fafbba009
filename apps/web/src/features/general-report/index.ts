/** The general sales report (balance-report › general-sales); the screen loads lazily from screen.ts. */
export { GENERAL_SALES_KEY } from './api/list-general-report';
