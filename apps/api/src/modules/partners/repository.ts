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
