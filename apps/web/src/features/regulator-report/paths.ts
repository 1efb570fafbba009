/** Where the regulator's report lives: the app's screen table and the feature's link share it. */
export const REGULATOR_REPORT_PATH = '/admin/tools/regulator-report';
