import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Moves the risk board's copy of the exposure (ADR 058, "Cost"): the numbers the tickets
 * (from, to] played, and what annulments and limit changes named since the last pass, copied again
 * from the sale's exposure rows as they are now (`banca_fold_risk_board`). One statement, off the
 * sale; doing it again changes nothing.
 */
export async function foldRiskBoard(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`SELECT banca_fold_risk_board(${from}, ${to})`);
}
