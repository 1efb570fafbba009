import {
  DEFAULT_TIMEZONE,
  HEADERS,
  ZRefreshResponse,
  refreshSession,
  type BearerKind,
  type HttpMethod,
} from '@banca/contracts';
import { ApiError, networkError, toApiError } from './api-error';
import { currentPath, loginPathFor } from './login-redirect';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';

/**
 * THE http client: the only way the web calls the API (ARCHITECTURE, "only one way").
 * Bearer + timezone header on every call; error bodies become ApiError; a 401 refreshes
 * the session ONCE (one shared refresh for all calls that fail together) and retries.
 */

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface HttpOptions {
  readonly method?: HttpMethod;
  /** JSON-serialised unless it is a FormData or Blob. */
  readonly body?: unknown;
  /** Arrays are sent as repeated keys (spec §7). */
  readonly query?: Query;
  /** Which token the call carries (default: the access token). */
  readonly bearer?: BearerKind;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** 'response': the answer itself, unread, for what its headers say (a file's name). */
  readonly responseType?: 'json' | 'blob' | 'text' | 'response';
}

let onSessionExpired: (() => void) | null = null;

/** The app decides how to leave for /login; without one, the browser goes there. */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  onSessionExpired = handler;
}

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function tokenFor(bearer: BearerKind): string | null {
  if (bearer === 'access') return getAccessToken();
  if (bearer === 'refresh') return getRefreshToken();
  return null;
}

async function send(path: string, options: HttpOptions, token: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set(HEADERS.timezone, browserTimezone());
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

type RefreshOutcome = 'renewed' | 'rejected' | 'unreachable';
let inFlightRefresh: Promise<RefreshOutcome> | null = null;

const REFRESH_LOCK = 'banca-token-refresh';

/**
 * Tabs share the tokens, and the server revokes a whole session when a refresh token is used
 * twice: tabs take turns (Web Locks), and a tab that waited finds the rotated token already
 * stored by the other one instead of spending the old one again.
 */
async function withTabsLock(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK, task);
}

async function doRefresh(): Promise<RefreshOutcome> {
  const seen = getRefreshToken();
  const outcome = await withTabsLock(async () => {
    const stored = getRefreshToken();
    if (seen && stored && stored !== seen && getAccessToken()) return 'renewed';
    return exchangeRefreshToken();
  });
  // Once per failed refresh, however many calls were waiting for it.
  if (outcome === 'rejected') expireSession();
  return outcome;
}

async function exchangeRefreshToken(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'rejected';
  let response: Response;
  try {
    response = await send(refreshSession.path, { method: refreshSession.method }, refreshToken);
  } catch {
    // No answer at all: keep the tokens, the session may well still be valid.
    return 'unreachable';
  }
  if (!response.ok) return 'rejected';
  const parsed = ZRefreshResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return 'rejected';
  storeTokens(parsed.data);
  return 'renewed';
}

/** One refresh at a time: every call that failed meanwhile waits for the same one. */
export function refreshTokensOnce(): Promise<RefreshOutcome> {
  inFlightRefresh ??= doRefresh().finally(() => {
    inFlightRefresh = null;
  });
  return inFlightRefresh;
}

function expireSession(): void {
  clearTokens();
  if (onSessionExpired) onSessionExpired();
  else window.location.assign(loginPathFor(currentPath()));
}

async function read<T>(response: Response, responseType: HttpOptions['responseType']): Promise<T> {
  if (responseType === 'response') return response as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function http<T = unknown>(path: string, options: HttpOptions = {}): Promise<T> {
  const bearer = options.bearer ?? 'access';
  const usedToken = tokenFor(bearer);
  let response = await send(path, options, usedToken);
  if (response.status === 401 && bearer === 'access') {
    const current = getAccessToken();
    // Someone else already renewed the token since this call left: just retry.
    const outcome = current !== null && current !== usedToken ? 'renewed' : await refreshTokensOnce();
    if (outcome === 'unreachable') throw networkError();
    if (outcome === 'rejected') throw await toApiError(response);
    response = await send(path, options, getAccessToken());
    if (response.status === 401) {
      const error = await toApiError(response);
      expireSession();
      throw error;
    }
  }
  if (!response.ok) throw await toApiError(response);
  return read<T>(response, options.responseType);
}

export const api = {
  get: <T>(path: string, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'DELETE' }),
};

export { ApiError };
