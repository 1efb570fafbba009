/** Lazy route module of /admin/registry/products/general. */
export { Component } from './routes/catalogue';
