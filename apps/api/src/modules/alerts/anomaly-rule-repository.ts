import type { AnomalyRule } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

const SELECT = sql`
  SELECT r.id, r.kind, r.params, r.active,
         to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
    FROM anomaly_rules r`;

const toRule = (row: AnomalyRule): AnomalyRule => ({ ...row, id: Number(row.id) });

/** The banca's rules, in the kinds' order. */
export function ruleQueries(db: Db, bancaId: number) {
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<AnomalyRule>(
          db,
          sql`${SELECT} WHERE r.banca_id = ${bancaId} ORDER BY r.id LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(toRule),
    count: async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM anomaly_rules WHERE banca_id = ${bancaId}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

/** One rule, if it is the banca's. */
export async function findRule(db: Db, bancaId: number, id: number): Promise<AnomalyRule | null> {
  const [row] = await rowsOf<AnomalyRule>(db, sql`${SELECT} WHERE r.id = ${id} AND r.banca_id = ${bancaId}`);
  return row ? toRule(row) : null;
}

export async function updateRule(db: Db, id: number, params: object, active: boolean): Promise<void> {
  await db.execute(
    sql`UPDATE anomaly_rules SET params = ${JSON.stringify(params)}::jsonb, active = ${active}, updated_at = now() WHERE id = ${id}`,
  );
}
