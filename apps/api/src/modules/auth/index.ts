/** The public face of the auth module: what other modules, the app and its tools may use (ADR 053). */
export { PrincipalCache } from './principal-cache';
export { RevokedSessions } from './revoked-sessions';
export { VerifiedTokens } from './verified-tokens';
export { authRoutes } from './routes';
export { clearFailures, recordFailures, waitOf } from './throttle-repository';
export { endSessionsOf, findUserForSignIn, loadPrincipal } from './repository';
export { openSession } from './open-session';
export { readBearer } from './tokens';
export { rekeySecrets } from './two-factor/rekey-secrets';
export { secretBox } from './two-factor/secret-box';
export { stepAfterPassword } from './two-factor/second-factor';
export { tooManyAttempts } from './sign-in';
export { twoFactorOf } from './two-factor/two-factor-repository';
