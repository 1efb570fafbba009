/** Lazy route module of /admin/tools/jobs. */
export { Component } from './routes/jobs-page';
