/** Lazy route module of /admin/tools/two-factor. */
export { Component } from './routes/two-factor';
