/** Lazy entry of the auth feature: the sign-in page (kept out of the first load). */
export { LoginPage } from './routes/login';
