import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** What a replica says about how far behind its primary it is (ADR 056). */
export interface ReplicaLag {
  /** False when the server is not in recovery: a primary, not a replica. */
  standby: boolean;
  /** Seconds its data is behind; null when it cannot tell (it never replayed a transaction). */
  seconds: number | null;
}

/**
 * The replica's lag. `now() - pg_last_xact_replay_timestamp()` alone grows while the primary is
 * idle (no commit to replay), so a replica that is streaming and has replayed all it received is
 * 0 behind; otherwise (replay paused or slower than the stream, or the stream cut) the age of the
 * last transaction it replayed is the lag. The receiver's status is visible with pg_read_all_stats;
 * without it only its pid is, and a running receiver counts as streaming.
 */
export async function replicaLagOf(db: Db): Promise<ReplicaLag> {
  const result = (await db.execute(sql`
    SELECT pg_is_in_recovery() AS standby,
           CASE WHEN NOT pg_is_in_recovery() THEN 0
                WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
                     AND EXISTS (SELECT 1 FROM pg_stat_wal_receiver
                                  WHERE pid IS NOT NULL AND coalesce(status, 'streaming') = 'streaming') THEN 0
                ELSE greatest(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0)
           END::float8 AS seconds`)) as unknown as { rows: { standby: boolean; seconds: number | null }[] };
  const row = result.rows[0]!;
  return { standby: row.standby, seconds: row.seconds === null ? null : Number(row.seconds) };
}
