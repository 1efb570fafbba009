import { describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken, storeTokens } from '@/lib/tokens';
import { sessionHandoffUrl, takeSessionHandoff } from './session-handoff';

describe('the session handed over by another database’s application', () => {
  it('keeps the refresh token and wipes it from the address', () => {
    storeTokens({ access_token: 'de-la-otra-base', refresh_token: 'viejo' });
    const url = new URL(sessionHandoffUrl('https://co.banca.test/', 'r/1+2'));
    expect(url.pathname).toBe('/login');
    window.history.replaceState(null, '', `/login${url.hash}`);
    expect(takeSessionHandoff()).toBe(true);
    expect(getRefreshToken()).toBe('r/1+2');
    expect(getAccessToken()).toBeNull();
    expect(window.location.hash).toBe('');
    expect(takeSessionHandoff()).toBe(false);
  });
});
