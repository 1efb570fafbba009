import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  it('answers a token until its expiry, and forgets it then', () => {
    const tokens = new VerifiedTokens(10);
    tokens.remember('a.b.c', 7, 2_000);
    expect(tokens.userOf('a.b.c', 1_999)).toBe(7);
    expect(tokens.userOf('a.b.x', 1_000)).toBeNull();
    expect(tokens.userOf('a.b.c', 2_000)).toBeNull();
    expect(tokens.userOf('a.b.c', 1_000)).toBeNull();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('uno', 1, 10_000);
    tokens.remember('dos', 2, 10_000);
    tokens.remember('tres', 3, 10_000);
    expect([tokens.userOf('uno', 0), tokens.userOf('dos', 0), tokens.userOf('tres', 0)]).toEqual([null, 2, 3]);
  });
});
