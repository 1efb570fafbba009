/** Lazy route module of /admin/tools/lay-off. */
export { Component } from './routes/lay-off-page';
