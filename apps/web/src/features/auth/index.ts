/**
 * The auth feature's public face (session, sign-in, sign-out). Its page (`routes/login.tsx`) lives
 * behind the separate `@/features/auth/login` entry so that the router can load it lazily.
 */
export {
  SESSION_RECHECK_MS,
  getSession,
  sessionQueryKey,
  sessionQueryOptions,
  useCurrentUser,
  useSession,
} from './api/get-session';
export type { SessionState } from './api/get-session';
export { signIn, useSignIn } from './api/sign-in';
export { signOut, useSignOut } from './api/sign-out';
export { sessionHandoffUrl } from './api/session-handoff';
