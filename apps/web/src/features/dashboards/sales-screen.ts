/** Lazy route module of /admin/dashboards/sales. */
export { Component } from './routes/sales-dashboard';
