/** Lazy entry of the taquilla's outcomes screen. */
export { Component } from './routes/outcomes';
