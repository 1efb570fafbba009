/** Lazy entry of the public polla page (/polla, no sign-in). */
export { Component } from './routes/public-polla';
