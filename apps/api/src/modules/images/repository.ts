import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;

export async function findImage(db: Db, id: number): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row ?? null;
}

/** Storage keys of the images under a prefix (e.g. the demo pictures, `demo/`). */
export async function imageKeysUnder(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ key: images.storageKey })
    .from(images)
    .where(like(images.storageKey, `${prefix}%`));
  return rows.map((row) => row.key);
}

/** Which of these ids are images (to check references sent in a body). */
export async function existingImageIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}
