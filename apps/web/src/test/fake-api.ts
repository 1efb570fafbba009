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
