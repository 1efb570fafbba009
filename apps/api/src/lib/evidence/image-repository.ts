import type { Db } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = Omit<typeof images.$inferInsert, 'id' | 'createdAt'>;

/** The row of an uploaded image (its bytes are in the storage under `storageKey`). */
export async function insertImage(db: Db, values: NewImage): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  return row!;
}
