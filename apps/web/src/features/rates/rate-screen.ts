/** Lazy entry of administrative › rate. */
export { Component } from './routes/rate';
