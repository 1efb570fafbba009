/** Lazy entry of the users screen (registry › users › general). */
export { Component } from './routes/users-general';
