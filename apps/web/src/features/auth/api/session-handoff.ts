import { clearTokens, storeTokens } from '@/lib/tokens';

/** The fragment that carries a session from another database's application (never sent to a server). */
const HANDOFF = 'session';

/** Where another database's application takes over a session opened there (its refresh token). */
export const sessionHandoffUrl = (webUrl: string, refreshToken: string) =>
  `${webUrl.replace(/\/+$/, '')}/login#${HANDOFF}=${encodeURIComponent(refreshToken)}`;

/**
 * At /login: keeps a session handed over by another database's application and wipes it from
 * the address (and so from the history). Answers whether there was one; the refresh token then
 * gets the access token on the first call.
 */
export function takeSessionHandoff(): boolean {
  const match = new RegExp(`(?:^#|&)${HANDOFF}=([^&]+)`).exec(window.location.hash);
  if (!match) return false;
  clearTokens();
  storeTokens({ access_token: '', refresh_token: decodeURIComponent(match[1]!) });
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return true;
}
