import type { SessionUser } from '@banca/contracts';
import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: the session endpoint answers with `user` (401 when null); others by `routes`. */
export function stubApi(user: SessionUser | null, routes: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const route = routes[key];
    if (route) return route();
    if (key === 'GET /api/v2/auth/session') {
      return user ? jsonResponse(200, user) : jsonResponse(401, { code: 'INVALID_TOKEN', message: 'Sesión expirada.' });
    }
    if (key === 'POST /api/v2/auth/refresh')
      return jsonResponse(401, { code: 'INVALID_TOKEN', message: 'Sesión expirada.' });
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'La ruta solicitada no existe.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** One call the screen made: its method, URL (path and search) and JSON body (the raw body when not JSON text). */
export interface AskedRequest {
  method: string;
  url: URL;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** Stubs fetch with `answer`; every call is recorded, in order, in the list returned. */
export function recordFetch(answer: (request: AskedRequest) => Response): AskedRequest[] {
  const asked: AskedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const request = { method: init?.method ?? 'GET', url, path: url.pathname, search: url.searchParams, body };
      asked.push(request);
      return answer(request);
    }),
  );
  return asked;
}

/** A list's page holding all of `data`, with report `totals` when given. */
export const pageOf = <T>(data: T[], totals: unknown[] = []) => ({
  data,
  total: data.length,
  page: 1,
  per_page: 50,
  totals,
});

/** Answers a GET with `answers[path]` (an empty page when absent), and any other method with `written`. */
export const answerByPath =
  (answers: Record<string, unknown>, written: unknown = {}) =>
  (request: AskedRequest) =>
    jsonResponse(200, request.method === 'GET' ? (answers[request.path] ?? pageOf([])) : written);

/** The URLs of the recorded calls to `path`, in order. */
export const urlsTo = (asked: AskedRequest[], path: string) =>
  asked.filter((request) => request.path === path).map((request) => request.url);
