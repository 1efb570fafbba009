import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';

export interface OccurrenceResult {
  id: number;
  number: string;
  symbol_name: string | null;
  awarded: boolean;
}

/** The results of the given occurrences that have one, with the animal's name where it is one. */
export function occurrenceResults(db: Db, occurrenceIds: readonly number[]): Promise<OccurrenceResult[]> {
  return rowsOf<OccurrenceResult>(
    db,
    sql`SELECT o.id, o.result_number AS number, sym.name AS symbol_name, o.awarded_at IS NOT NULL AS awarded
          FROM draw_occurrences o
          LEFT JOIN product_symbols sym ON sym.product_id = o.product_id AND sym.number = o.result_number
         WHERE o.id = ANY (${intArray(occurrenceIds)}) AND o.result_number IS NOT NULL`,
  );
}
