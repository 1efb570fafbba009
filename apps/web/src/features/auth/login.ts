/** Lazy entry of the auth feature: the /login route module (kept out of the first load). */
export { Component } from './routes/login';
