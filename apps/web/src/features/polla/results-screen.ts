/** Lazy entry of polla › results. */
export { Component } from './routes/polla-results';
