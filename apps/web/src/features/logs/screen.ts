/** Lazy entry of the audit-log screen (tools › logs-reports). */
export { Component } from './routes/logs-reports';
