/** Lazy entry of tools › block-number. */
export { Component } from './routes/block-number';
