/** Lazy entry of polla › tickets. */
export { Component } from './routes/polla-tickets';
