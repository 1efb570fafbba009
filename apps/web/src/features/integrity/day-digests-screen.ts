/** Lazy route module of /admin/tools/day-digests. */
export { Component } from './routes/day-digests-page';
