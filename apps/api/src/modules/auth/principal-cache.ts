import type { Db } from '../../db/client';
import type { Principal } from '../../lib/principal';
import { loadPrincipal } from './repository';

/** How long a cached caller is trusted before it is read again, whatever happens. */
const MAX_AGE_MS = 30_000;
/** More callers than this in one process and the cache starts over (it only saves reads). */
const MAX_ENTRIES = 20_000;

interface Entry {
  principal: Promise<Principal | null>;
  at: number;
}

/**
 * Callers kept in memory for the routes that declare `principal: 'cached'` (the sale). Such a
 * route must check the caller again inside its own transaction, and call `forget` and reload
 * when that check fails, so blocking a user still takes effect at once (ADR 029).
 */
export class PrincipalCache {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly db: Db) {}

  get(userId: number): Promise<Principal | null> {
    const now = Date.now();
    const entry = this.entries.get(userId);
    if (entry && now - entry.at <= MAX_AGE_MS) return entry.principal;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const fresh: Entry = { principal: loadPrincipal(this.db, userId), at: now };
    this.entries.set(userId, fresh);
    // Only callers who may act are kept; a failed read is not kept either.
    const drop = () => this.entries.get(userId) === fresh && this.entries.delete(userId);
    fresh.principal.then((found) => found === null && drop(), drop);
    return fresh.principal;
  }

  forget(userId: number): void {
    this.entries.delete(userId);
  }
}
