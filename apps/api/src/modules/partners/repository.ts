import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, type NewPartnerRow, type PartnerRow } from '../../db/schema';
import { childPath } from '../../lib/scope';

export type NewPartner = Omit<NewPartnerRow, 'id' | 'path' | 'depth' | 'parentId'>;

/** Inserts a partner under `parent` (or as a root), computing its materialised path. */
export async function insertPartner(db: Db, values: NewPartner, parent: PartnerRow | null): Promise<PartnerRow> {
  const [created] = await db
    .insert(partners)
    .values({ ...values, parentId: parent?.id ?? null, path: '/', depth: parent ? parent.depth + 1 : 0 })
    .returning();
  const [withPath] = await db
    .update(partners)
    .set({ path: childPath(parent?.path ?? null, created!.id) })
    .where(eq(partners.id, created!.id))
    .returning();
  return withPath!;
}

/** Changes a partner's columns (updated_at set now) and answers the row as it is now. */
export async function updatePartnerRow(
  db: Db,
  id: number,
  values: Partial<Omit<NewPartnerRow, 'id'>>,
): Promise<PartnerRow> {
  const [row] = await db
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  return row!;
}
