/** What other modules may use of sign-in and sessions. */
export { endSessionsOf } from './repository';
export { rekeySecrets } from './two-factor/rekey-secrets';
export { secretBox } from './two-factor/secret-box';
