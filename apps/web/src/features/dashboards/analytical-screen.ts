/** Lazy route module of /admin/dashboards/analytical. */
export { Component } from './routes/analytical-dashboard';
