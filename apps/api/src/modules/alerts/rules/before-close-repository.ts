import type { AnomalyKind } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/raw-query';

/**
 * The active rules of a before-close kind, one per banca: its threshold `param` (an integer, as a
 * column of that name) and its `minutes` before the occurrence's close.
 */
const beforeCloseRules = (kind: AnomalyKind, param: string) =>
  sql`SELECT r.banca_id, (r.params->>${param})::int AS ${sql.identifier(param)}, (r.params->>'minutes')::int AS minutes
        FROM anomaly_rules r WHERE r.kind = ${kind} AND r.active`;

/** The occurrence as the alert names it: its product and its draw's instant in the banca's zone (`pr`, `o`, `bs`). */
export const DRAW_NAME = sql`min(pr.name || ' ' || to_char(o.draw_at AT TIME ZONE bs.timezone, 'DD/MM/YYYY HH24:MI')) AS draw`;

/**
 * The rows of a before-close rule's query: `rules` (its active rules, see above) and then the
 * rest of the query, written over `now` (the instant `at` the rule looks from).
 */
export function beforeCloseRows<Row>(
  db: Db,
  at: Date,
  rule: { kind: AnomalyKind; param: string },
  rest: (now: SQL) => SQL,
): Promise<Row[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  return rowsOf<Row>(db, sql`WITH rules AS (${beforeCloseRules(rule.kind, rule.param)}), ${rest(now)}`);
}
