import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, buildUrl, setSessionExpiredHandler } from './http';
import { getAccessToken, getRefreshToken, storeTokens } from './tokens';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invalidToken = () =>
  json(401, { code: 'INVALID_TOKEN', message: 'Su sesión ha expirado. Inicie sesión nuevamente.' });

type Call = { url: string; method: string; headers: Headers; body: string | undefined };

/** A fake API: each route answers from the function given, and every call is recorded. */
function fakeApi(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url.split('?')[0]}`];
    if (!route) return json(404, { code: 'ROUTE_NOT_FOUND', message: 'La ruta solicitada no existe.' });
    return route(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshCalls: () => calls.filter((call) => call.url === '/api/v2/auth/refresh') };
}

const bearer = (call: Call) => call.headers.get('authorization');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let expired: ReturnType<typeof vi.fn>;
beforeEach(() => {
  expired = vi.fn();
  setSessionExpiredHandler(expired as () => void);
  storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
});
afterEach(() => {
  setSessionExpiredHandler(null);
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('sends the bearer, the timezone header and JSON; repeats array keys', async () => {
    const { calls } = fakeApi({ 'POST /api/x': () => json(200, { ok: true }) });
    await expect(api.post('/api/x', { a: 1 }, { query: { id: [1, 2], q: 'z', skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/x?id=1&id=2&q=z');
    expect(bearer(call!)).toBe('Bearer old-access');
    expect(call?.headers.get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toBe('{"a":1}');
  });

  it('turns an error body into a typed ApiError', async () => {
    fakeApi({
      'POST /api/x': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Los datos enviados no son válidos.',
          fields: [{ field: 'a', message: 'mal' }],
          request_id: 'r1',
        }),
    });
    const error = await api.post('/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Los datos enviados no son válidos.',
      fields: [{ field: 'a', message: 'mal' }],
      requestId: 'r1',
    });
  });

  it('gives a Spanish error for an answer that is not ours, and for no answer at all', async () => {
    fakeApi({ 'GET /api/html': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(api.get('/api/html')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('refreshes ONCE for several calls that fail together, stores the rotated tokens and retries them all', async () => {
    const { calls, refreshCalls } = fakeApi({
      'GET /api/data': (call) => (bearer(call) === 'Bearer new-access' ? json(200, { url: call.url }) : invalidToken()),
      'POST /api/v2/auth/refresh': async (call) => {
        expect(bearer(call)).toBe('Bearer old-refresh');
        await delay(20);
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 });
      },
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => api.get<{ url: string }>('/api/data', { query: { n } })));
    expect(results.map((result) => result.url)).toEqual([1, 2, 3, 4].map((n) => `/api/data?n=${n}`));
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((call) => bearer(call) === 'Bearer new-access')).toHaveLength(4);
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('a call that fails after another one already refreshed just retries with the new token', async () => {
    const { refreshCalls } = fakeApi({
      'GET /api/data': (call) => (bearer(call) === 'Bearer new-access' ? json(200, 'ok') : invalidToken()),
      'GET /api/slow': async (call) => {
        await delay(40);
        return bearer(call) === 'Bearer new-access' ? json(200, 'ok') : invalidToken();
      },
      'POST /api/v2/auth/refresh': () =>
        json(200, { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 }),
    });
    await expect(Promise.all([api.get('/api/slow'), api.get('/api/data')])).resolves.toEqual(['ok', 'ok']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('a failed refresh clears the tokens, ends the session once and fails every waiting call', async () => {
    const { refreshCalls } = fakeApi({
      'GET /api/data': () => invalidToken(),
      'POST /api/v2/auth/refresh': () => invalidToken(),
    });
    const outcomes = await Promise.allSettled([api.get('/api/data'), api.get('/api/data'), api.get('/api/data')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(outcomes[0]).toMatchObject({ reason: { status: 401, code: 'INVALID_TOKEN' } });
    expect(refreshCalls()).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token there is nothing to try: tokens cleared, session over', async () => {
    window.localStorage.clear();
    const { refreshCalls } = fakeApi({ 'GET /api/data': () => invalidToken() });
    await expect(api.get('/api/data')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a refresh that gets no answer keeps the tokens (the session may be fine) and reports the network', async () => {
    fakeApi({
      'GET /api/data': () => invalidToken(),
      'POST /api/v2/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.get('/api/data')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(getRefreshToken()).toBe('old-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('a retried call that is refused again ends the session (no refresh loop)', async () => {
    const { refreshCalls } = fakeApi({
      'GET /api/data': () => invalidToken(),
      'POST /api/v2/auth/refresh': () =>
        json(200, { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 }),
    });
    await expect(api.get('/api/data')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for sign-in (wrong credentials are just an error)', async () => {
    const { calls, refreshCalls } = fakeApi({
      'POST /api/v2/auth/session': () =>
        json(401, { code: 'INVALID_CREDENTIALS', message: 'Usuario o contraseña incorrectos.' }),
    });
    await expect(
      api.post('/api/v2/auth/session', { username: 'a', password: 'b' }, { bearer: 'none' }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Usuario o contraseña incorrectos.',
    });
    expect(bearer(calls[0]!)).toBeNull();
    expect(refreshCalls()).toHaveLength(0);
    expect(getRefreshToken()).toBe('old-refresh');
  });

  it('builds URLs with repeated keys and no empty values', () => {
    expect(buildUrl('/a', { x: ['1', '2'], y: null, z: 0 })).toBe('/a?x=1&x=2&z=0');
    expect(buildUrl('/a?b=1', { c: true })).toBe('/a?b=1&c=true');
    expect(buildUrl('/a')).toBe('/a');
  });
});

describe('http client across tabs', () => {
  it('does not spend a refresh token another tab rotated while this one waited for its turn', async () => {
    let release: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => (release = resolve));
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      await otherTab;
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { refreshCalls } = fakeApi({
      'GET /api/data': (call) => (bearer(call) === 'Bearer tab2-access' ? json(200, 'ok') : invalidToken()),
      'POST /api/v2/auth/refresh': () => invalidToken(),
    });
    const pending = api.get('/api/data');
    await delay(10);
    storeTokens({ access_token: 'tab2-access', refresh_token: 'tab2-refresh' });
    release();
    await expect(pending).resolves.toBe('ok');
    expect(refreshCalls()).toHaveLength(0);
    expect(request).toHaveBeenCalledWith('banca-token-refresh', expect.any(Function));
  });
});
