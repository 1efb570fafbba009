import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crossDbLinks } from '../../db/schema';

/** The databases the user has linked, by name. */
export async function linksOf(db: Db, userId: number) {
  return db
    .select({ dbName: crossDbLinks.dbName, remoteUserId: crossDbLinks.remoteUserId })
    .from(crossDbLinks)
    .where(eq(crossDbLinks.userId, userId))
    .orderBy(asc(crossDbLinks.dbName));
}

/** Links (or links again, to another account there) the user's account in `dbName`. */
export async function saveLink(db: Db, userId: number, dbName: string, remoteUserId: number) {
  await db
    .insert(crossDbLinks)
    .values({ userId, dbName, remoteUserId })
    .onConflictDoUpdate({
      target: [crossDbLinks.userId, crossDbLinks.dbName],
      set: { remoteUserId, createdAt: sql`now()` },
    });
}
