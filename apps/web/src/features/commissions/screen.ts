/** Lazy entry of the commissions screen (registry › commissions). */
export { Component } from './routes/commissions';
