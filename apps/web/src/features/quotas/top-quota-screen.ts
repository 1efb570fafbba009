/** Lazy entry of the topes tab (registry › banking › top-quota). */
export { Component } from './routes/top-quota';
