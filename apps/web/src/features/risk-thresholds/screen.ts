/** Lazy route module of /admin/tools/risk-thresholds. */
export { Component } from './routes/risk-thresholds-page';
