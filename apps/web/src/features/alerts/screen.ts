/** Lazy route module of /admin/tools/alerts. */
export { Component } from './routes/alerts-page';
