/** Lazy entry of accounting-entries › movementReports. */
export { Component } from './routes/movement-reports';
