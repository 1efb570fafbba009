/** Lazy entry of the bank's cash administration, tab «prizes». */
export { Component } from './routes/prizes';
