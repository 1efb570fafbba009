/** The regulator's report: its path for the app's screen table and the link other screens show. */
export { REGULATOR_REPORT_PATH } from './paths';
export { RegulatorReportLink } from './components/regulator-report-link';
