import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Moves the risk board's copy of the exposure (ADR 058, "Cost"): the numbers the tickets
 * (from, to] played, and what annulments and limit changes named since the last pass, copied again
 * from the sale's exposure rows as they are now (`banca_fold_risk_board`). One statement, off the
 * sale; doing it again changes nothing. It copies only while boards are read (see `keepRiskBoard`).
 */
export async function foldRiskBoard(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`SELECT banca_fold_risk_board(${from}, ${to})`);
}

/**
 * A board is about to be read: the copy is kept from now on, and made again from the exposure rows
 * first when it was left to rest because no board was read for a while (`banca_risk_board_read`).
 */
export async function keepRiskBoard(db: Db): Promise<void> {
  await db.execute(sql`SELECT banca_risk_board_read()`);
}
