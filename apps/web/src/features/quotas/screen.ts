/** Lazy entry of the cupos screen (registry › quotas). */
export { Component } from './routes/quotas';
