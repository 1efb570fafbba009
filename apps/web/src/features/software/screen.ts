/** Lazy route module of /admin/tools/updates. */
export { Component } from './routes/updates';
