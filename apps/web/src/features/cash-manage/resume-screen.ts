/** Lazy entry of the bank's cash administration, tab «resume». */
export { Component } from './routes/resume';
