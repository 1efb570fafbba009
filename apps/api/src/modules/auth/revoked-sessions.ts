import type { Db } from '../../db/client';
import { familiesRevokedSince } from './repository';

/**
 * The sessions (refresh-token families) revoked lately, kept in memory so that the cached sale
 * path refuses their access tokens without reading the database on each request (issue 19,
 * finding 3). Every API process reads the families revoked since its last read every
 * `intervalMs`, so a logout, a password reset, a block or a replayed refresh token anywhere is
 * refused everywhere within that bound. Families are kept while an access token of theirs can
 * still be valid.
 */
export class RevokedSessions {
  private readonly revoked = new Map<string, number>();
  private since: Date | null = null;

  constructor(
    private readonly db: Db,
    private readonly keepMs: number,
  ) {}

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** Reads the families revoked since the last read (or within `keepMs`, the first time). */
  async refresh(now = new Date()): Promise<void> {
    const from = this.since ?? new Date(now.getTime() - this.keepMs);
    const rows = await familiesRevokedSince(this.db, from);
    for (const row of rows) {
      const at = row.revokedAt.getTime();
      this.revoked.set(row.id, at);
      if (!this.since || at > this.since.getTime()) this.since = row.revokedAt;
    }
    if (!this.since) this.since = from;
    const oldest = now.getTime() - this.keepMs;
    for (const [id, at] of this.revoked) if (at < oldest) this.revoked.delete(id);
  }
}
