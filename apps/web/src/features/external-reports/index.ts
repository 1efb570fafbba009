/** The external sales systems' figures (balance-report › external-reports); the screen loads lazily from screen.ts. */
export { EXTERNAL_REPORTS_KEY } from './api/list-external-reports';
