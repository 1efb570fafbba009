import type { DayDigest, ZListDayDigestsQuery } from '@banca/contracts';
import { GENESIS_HASH, type ChainHead, type ChainName } from '@banca/contracts/integrity';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrityDayDigests } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import type { z } from 'zod';

export type ListDayDigestsQuery = z.output<typeof ZListDayDigestsQuery>;

/**
 * The business days closed since the last digest, oldest first, each with the instant it ended:
 * from the day after the last digest (or the day of the first link) up to yesterday in the zone.
 */
export function daysToClose(db: Db, zone: string, now: Date, max: number) {
  return rowsOf<{ day: string; ends_at: Date | string }>(
    db,
    sql`WITH bounds AS (
          SELECT coalesce((SELECT max(day) + 1 FROM integrity_day_digests),
                          (SELECT (min(chained_at) AT TIME ZONE ${zone})::date FROM integrity_links)) AS first_day,
                 (${now.toISOString()}::timestamptz AT TIME ZONE ${zone})::date - 1 AS last_day)
        SELECT to_char(d, 'YYYY-MM-DD') AS day, (d + interval '1 day') AT TIME ZONE ${zone} AS ends_at
          FROM bounds, generate_series(bounds.first_day::timestamp, bounds.last_day::timestamp, interval '1 day') AS d
         ORDER BY d
         LIMIT ${max}`,
  );
}

/** The chain's last link chained before an instant; the genesis (seq 0) when there is none. */
export async function headBefore(db: Db, chain: ChainName, endsAt: Date | string): Promise<ChainHead> {
  const [row] = await rowsOf<{ seq: string; hash: string }>(
    db,
    sql`SELECT l.seq::text AS seq, l.hash FROM integrity_links l
         WHERE l.chain = ${chain} AND l.chained_at < ${endsAt}::timestamptz
         ORDER BY l.seq DESC LIMIT 1`,
  );
  return { chain, seq: row?.seq ?? '0', hash: row?.hash ?? GENESIS_HASH };
}

export async function lastDigest(db: Db): Promise<{ day: string; digest: string } | null> {
  const [row] = await rowsOf<{ day: string; digest: string }>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.digest FROM integrity_day_digests d ORDER BY d.day DESC LIMIT 1`,
  );
  return row ?? null;
}

export interface NewDayDigest {
  day: string;
  version: number;
  zone: string;
  heads: ChainHead[];
  previous: string | null;
  digest: string;
}

export async function insertDigest(db: Db, digest: NewDayDigest) {
  await db.insert(integrityDayDigests).values(digest);
}

/** The digests, newest first unless `sort=day&order=asc`: rows in the contract's shape, and their count. */
export function digestQueries(db: Db, query: ListDayDigestsQuery) {
  const order = query.sort === 'day' && query.order === 'asc' ? sql`ASC` : sql`DESC`;
  return {
    rows: (limit: number, offset: number) =>
      rowsOf<DayDigest>(
        db,
        sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.zone, d.version, d.heads, d.previous, d.digest,
                   to_json(d.sealed_at)#>>'{}' AS sealed_at
              FROM integrity_day_digests d ORDER BY d.day ${order} LIMIT ${limit} OFFSET ${offset}`,
      ),
    count: async () => {
      const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM integrity_day_digests`);
      return row?.n ?? 0;
    },
  };
}

/** The digests of the days from `from` to `to` (both included) already sealed, oldest first. */
export function digestsBetween(db: Db, from: string, to: string) {
  return rowsOf<{ day: string; digest: string }>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.digest FROM integrity_day_digests d
         WHERE d.day BETWEEN ${from}::date AND ${to}::date ORDER BY d.day`,
  );
}
