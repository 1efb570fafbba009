import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';

/**
 * Which of these terminals run an older version than the newest one published for their channel
 * in their banca (from what each last reported); a terminal that never reported is not counted.
 */
export async function terminalsBehind(db: Db, terminalIds: readonly number[]): Promise<Set<number>> {
  if (terminalIds.length === 0) return new Set();
  const rows = await rowsOf<{ terminal_id: number }>(
    db,
    sql`SELECT ts.terminal_id
          FROM terminal_software ts
          JOIN terminals t ON t.id = ts.terminal_id
          JOIN partners p ON p.id = t.partner_id
         WHERE ts.terminal_id = ANY(${intArray(terminalIds)})
           AND ts.version_code < (
             SELECT max(v.version_code) FROM software_versions v
              WHERE v.banca_id = split_part(trim(both '/' from p.path), '/', 1)::int
                AND v.channel = ts.channel AND v.status = 'DISPONIBLE')`,
  );
  return new Set(rows.map((row) => row.terminal_id));
}
