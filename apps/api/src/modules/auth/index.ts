/** What other modules may use of sign-in and sessions. */
export { endSessionsOf } from './repository';
