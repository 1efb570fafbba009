import type { Currency, ListSalesTargetsQuery, PartnerKind, SalesTarget } from '@banca/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesTargets } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import { progressPermille } from './progress';

type Filters = Pick<ListSalesTargetsQuery, 'partner_id' | 'on_date' | 'sort' | 'order'>;

interface TargetRow extends Omit<SalesTarget, 'progress_permille' | 'partner_id' | 'partner_kind' | 'currency'> {
  partner_id: number;
  partner_kind: PartnerKind;
  currency: Currency;
}

/*
 * A target and its progress: the net sales (sold − annulled) of the partner's whole network in
 * the period and the target's currency, read from daily_rollups (ADR 042) by the banca's date
 * index and scoped by joining the taquilla's partner row (a moved taquilla counts where it is now).
 */
const SELECT = sql`
  SELECT st.id, st.partner_id, p.code AS partner_code, p.name AS partner_name, p.kind::text AS partner_kind,
         st.date_from::text AS date_from, st.date_to::text AS date_to, st.currency,
         st.target_amount::text AS target_amount, coalesce(a.net, 0)::text AS achieved_amount, st.note,
         u.name AS created_by,
         to_char(st.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM sales_targets st
    JOIN partners p ON p.id = st.partner_id
    JOIN users u ON u.id = st.created_by
    LEFT JOIN LATERAL (
      SELECT sum(r.sold_amount - r.annulled_amount) AS net
        FROM daily_rollups r
        JOIN partners tq ON tq.id = r.taquilla_id
       WHERE r.banca_id = split_part(p.path, '/', 2)::int
         AND r.business_date BETWEEN st.date_from AND st.date_to
         AND r.currency = st.currency
         AND starts_with(tq.path, p.path)) a ON true`;

const ORDER: Record<NonNullable<Filters['sort']>, SQL> = {
  date_from: sql`st.date_from`,
  date_to: sql`st.date_to`,
  partner_name: sql`p.name`,
  target_amount: sql`st.target_amount`,
};

const toTarget = (row: TargetRow): SalesTarget => ({
  ...row,
  id: Number(row.id),
  partner_id: Number(row.partner_id),
  progress_permille: progressPermille(BigInt(row.achieved_amount), BigInt(row.target_amount)),
});

function whereOf(scope: Scope, filters: Filters): SQL {
  const conditions = [sql`p.path LIKE ${subtreePattern(scope)}`];
  if (filters.partner_id) conditions.push(sql`st.partner_id = ${filters.partner_id}`);
  if (filters.on_date) conditions.push(sql`${filters.on_date}::date BETWEEN st.date_from AND st.date_to`);
  return sql.join(conditions, sql` AND `);
}

/** The targets on partners of the caller's subtree (its own included), newest period first. */
export function salesTargetQueries(db: Db, scope: Scope, filters: Filters) {
  const where = whereOf(scope, filters);
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  const order = filters.sort ? sql`${ORDER[filters.sort]} ${direction}, st.id` : sql`st.date_from DESC, st.id DESC`;
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<TargetRow>(db, sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`)
      ).map(toTarget),
    count: async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM sales_targets st JOIN partners p ON p.id = st.partner_id WHERE ${where}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

/** One target, if its partner lies in the caller's subtree. */
export async function findSalesTarget(db: Db, scope: Scope, id: number): Promise<SalesTarget | null> {
  const [row] = await rowsOf<TargetRow>(
    db,
    sql`${SELECT} WHERE st.id = ${id} AND p.path LIKE ${subtreePattern(scope)}`,
  );
  return row ? toTarget(row) : null;
}

export interface TargetValues {
  dateFrom: string;
  dateTo: string;
  targetAmount: bigint;
  note: string | null;
}

export async function insertSalesTarget(
  db: Db,
  values: TargetValues & { partnerId: number; currency: Currency; createdBy: number },
): Promise<number> {
  const [row] = await db.insert(salesTargets).values(values).returning({ id: salesTargets.id });
  return row!.id;
}

export async function updateSalesTarget(db: Db, id: number, values: TargetValues): Promise<void> {
  await db
    .update(salesTargets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(salesTargets.id, id));
}

export async function deleteSalesTarget(db: Db, id: number): Promise<void> {
  await db.delete(salesTargets).where(and(eq(salesTargets.id, id)));
}
