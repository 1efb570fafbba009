import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** The active taquillas of the caller's subtree, by name. */
export async function cashTaquillas(db: Db, scope: Scope) {
  return rowsOf<{ id: number; name: string; code: string }>(
    db,
    sql`SELECT id, name, code FROM partners
         WHERE kind = 'TAQUILLA' AND status = 'ACTIVE' AND path LIKE ${subtreePattern(scope)} ORDER BY name`,
  );
}
