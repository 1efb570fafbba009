import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/tokens';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { getSession, sessionQueryOptions, SESSION_RECHECK_MS } from './get-session';

afterEach(() => vi.unstubAllGlobals());

describe('the session', () => {
  it('is re-checked every 3,000,000 ms (spec §9)', () => {
    expect(SESSION_RECHECK_MS).toBe(3_000_000);
    expect(sessionQueryOptions.refetchInterval).toBe(3_000_000);
  });

  it('without tokens is unauthenticated, without asking the server', async () => {
    const fetchMock = stubApi(DEMO_USERS.admin);
    await expect(getSession()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with tokens is the user the server returns', async () => {
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    stubApi(DEMO_USERS.agencia);
    await expect(getSession()).resolves.toEqual(DEMO_USERS.agencia);
  });

  it('counts a failed fetch as unauthenticated (spec §8), whatever the failure', async () => {
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    stubApi(null, { 'GET /api/v2/auth/session': () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }) });
    await expect(getSession()).resolves.toBeNull();
    stubApi(null, { 'GET /api/v2/auth/session': () => jsonResponse(200, { id: 'not a user' }) });
    await expect(getSession()).resolves.toBeNull();
  });
});
