/** The audit log (tools › logs-reports). The screen is loaded lazily from routes/. */
export { AUDIT_LOG_KEY, logFacetsQuery, useLogFacets, useLogList } from './api/list-logs';
