import { BET_TYPES, type BetTypeCode } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { betTypes } from '../schema';

/**
 * Keeps the bet_types table in step with the contracts' BET_TYPES (idempotent, run at start
 * and by the demo seed): inserts the missing ones, refreshes names; never touches status.
 * Answers the id of each code.
 */
export async function ensureBetTypes(db: Db): Promise<Map<BetTypeCode, number>> {
  const rows = await db
    .insert(betTypes)
    .values(
      BET_TYPES.map((betType) => ({
        code: betType.code,
        name: betType.name,
        digits: betType.digits,
        needsSign: betType.needs_sign,
      })),
    )
    .onConflictDoUpdate({
      target: betTypes.code,
      set: { name: sql`excluded.name`, digits: sql`excluded.digits`, needsSign: sql`excluded.needs_sign` },
    })
    .returning({ id: betTypes.id, code: betTypes.code });
  return new Map(rows.map((row) => [row.code as BetTypeCode, row.id]));
}
