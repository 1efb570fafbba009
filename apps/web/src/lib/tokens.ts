/**
 * Where the session's tokens live (spec §9: the access token cookie lasts 3 days).
 * The access token goes in a cookie so a reload keeps the session; the refresh token in
 * localStorage, read only by the refresh call.
 */
export const ACCESS_TOKEN_COOKIE = 'banca_access_token';
export const REFRESH_TOKEN_KEY = 'banca_refresh_token';
export const ACCESS_COOKIE_MAX_AGE_S = 3 * 24 * 60 * 60;

export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

export function getAccessToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function getRefreshToken(): string | null {
  try {
    return window.localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeTokens(tokens: Tokens): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(tokens.access_token)}${cookieAttributes(ACCESS_COOKIE_MAX_AGE_S)}`;
  try {
    window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
  } catch {
    // Private mode without storage: the session lasts as long as the access token.
  }
}

export function clearTokens(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${cookieAttributes(0)}`;
  try {
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** True when there is something to try a session with (no need to ask the server otherwise). */
export function hasTokens(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}
