import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  it('answers a token until its expiry, and forgets it then', () => {
    const tokens = new VerifiedTokens(10);
    tokens.remember('a.b.c', { userId: 7, sessionId: 's7' }, 2_000);
    expect(tokens.claimsOf('a.b.c', 1_999)).toEqual({ userId: 7, sessionId: 's7' });
    expect(tokens.claimsOf('a.b.x', 1_000)).toBeNull();
    expect(tokens.claimsOf('a.b.c', 2_000)).toBeNull();
    expect(tokens.claimsOf('a.b.c', 1_000)).toBeNull();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('uno', { userId: 1, sessionId: 'uno' }, 10_000);
    tokens.remember('dos', { userId: 2, sessionId: 'dos' }, 10_000);
    tokens.remember('tres', { userId: 3, sessionId: 'tres' }, 10_000);
    expect([tokens.claimsOf('uno', 0), tokens.claimsOf('dos', 0)?.userId, tokens.claimsOf('tres', 0)?.userId]).toEqual([
      null,
      2,
      3,
    ]);
  });
});
