import type { AnomalyKind } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../lib/raw-query';

/**
 * The active rules of an hourly kind, one per banca: each integer parameter as a column of its
 * name, and the banca's zone (`timezone`), whose clock the hours are read on.
 */
const hourlyRules = (kind: AnomalyKind, params: readonly string[]) =>
  sql`SELECT r.banca_id, ${sql.join(
    params.map((param) => sql`(r.params->>${param})::int AS ${sql.identifier(param)}`),
    sql`, `,
  )}, bs.timezone
        FROM anomaly_rules r JOIN banca_settings bs ON bs.partner_id = r.banca_id
       WHERE r.kind = ${kind} AND r.active`;

/**
 * The rows of an hourly rule's query: `rules` (its active rules, see above) and then the rest of
 * the query, given `hours`: a lateral of the rule `r`'s two hours judged, the hour of `now` and
 * the one before it on its banca's clock, as `b(local)` (a local timestamp), so an hour is judged
 * while it runs and once more complete.
 */
export function hourlyRuleRows<Row>(
  db: Db,
  at: Date,
  rule: { kind: AnomalyKind; params: readonly string[] },
  rest: (hours: SQL) => SQL,
): Promise<Row[]> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const hours = sql`CROSS JOIN LATERAL (VALUES (${now} AT TIME ZONE r.timezone),
                                               ((${now} - interval '1 hour') AT TIME ZONE r.timezone)) AS b(local)`;
  return rowsOf<Row>(db, sql`WITH rules AS (${hourlyRules(rule.kind, rule.params)}), ${rest(hours)}`);
}
