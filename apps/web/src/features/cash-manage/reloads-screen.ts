/** Lazy entry of the bank's cash administration, tab «reloads». */
export { Component } from './routes/reloads';
