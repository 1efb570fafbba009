/** What a verified access token says: its user and session. */
export interface VerifiedClaims {
  userId: number;
  sessionId: string;
}

interface Verified extends VerifiedClaims {
  expiresAtMs: number;
}

/**
 * Access tokens already verified, by their exact text, until they expire: a terminal sends the
 * same token with every sale, and checking its signature and claims again each time was a few
 * per cent of a sale's time in the API. Who the token names is still checked on every request
 * (PrincipalCache). At most `capacity` tokens are kept; the oldest go first.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();

  constructor(private readonly capacity: number) {}

  /** The claims of a token verified before and not yet expired, or null. */
  claimsOf(token: string, nowMs = Date.now()): VerifiedClaims | null {
    const entry = this.tokens.get(token);
    if (!entry) return null;
    if (entry.expiresAtMs > nowMs) return { userId: entry.userId, sessionId: entry.sessionId };
    this.tokens.delete(token);
    return null;
  }

  remember(token: string, claims: VerifiedClaims, expiresAtMs: number): void {
    if (this.tokens.size >= this.capacity) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, { ...claims, expiresAtMs });
  }
}
