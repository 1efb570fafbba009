/** Lazy entry of the public ticket check (/ticket, no sign-in). */
export { Component } from './routes/public-ticket';
