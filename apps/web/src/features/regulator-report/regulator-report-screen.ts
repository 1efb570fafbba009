/** Lazy route module of /admin/tools/regulator-report. */
export { Component } from './routes/regulator-report';
