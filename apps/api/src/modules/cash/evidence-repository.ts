import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';

/** How many of these ids are private images the user uploaded (evidence must be the author's own). */
export async function ownEvidenceCount(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM images
         WHERE id = ANY (${intArray(ids)}) AND uploaded_by = ${userId} AND storage_key LIKE 'private/%'`,
  );
  return row?.n ?? 0;
}

/** The stored image of a movement's evidence (the movement itself is checked in scope by the caller). */
export async function evidenceOf(db: Db, movementId: number, imageId: number) {
  const [row] = await rowsOf<{ storage_key: string; content_type: string }>(
    db,
    sql`SELECT i.storage_key, i.content_type FROM cash_movements m JOIN images i ON i.id = ${imageId}
         WHERE m.id = ${movementId} AND ${imageId} = ANY (m.evidence_image_ids)`,
  );
  return row ?? null;
}
