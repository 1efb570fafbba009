import type { ListRatesQuery, Rate, RateType } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

export async function rateTypes(db: Db): Promise<RateType[]> {
  return rowsOf<RateType>(db, sql`SELECT id, codigo, nombre FROM rate_types ORDER BY id`);
}

const SELECT = sql`
  SELECT r.id, r.partner_id, p.name AS partner_name, r.rate_type_id, t.codigo AS rate_type_codigo,
         t.nombre AS rate_type_nombre, r.business_date::text AS business_date, r.currency,
         trim_scale(r.rate)::text AS rate, u.name AS created_by, r.updated_at::text AS updated_at
    FROM rates r JOIN partners p ON p.id = r.partner_id JOIN rate_types t ON t.id = r.rate_type_id
    LEFT JOIN users u ON u.id = r.created_by`;

const toRate = (row: Rate): Rate => ({ ...row, updated_at: new Date(row.updated_at).toISOString() });

export function rateQueries(db: Db, scope: Scope, query: ListRatesQuery) {
  const where: SQL[] = [sql`p.path LIKE ${subtreePattern(scope)}`];
  if (query.partner_id) where.push(sql`r.partner_id = ${Number(query.partner_id)}`);
  if (query.rate_type_id) where.push(sql`r.rate_type_id = ${Number(query.rate_type_id)}`);
  if (query.from_date) where.push(sql`r.business_date >= ${query.from_date}::date`);
  if (query.to_date) where.push(sql`r.business_date <= ${query.to_date}::date`);
  const condition = sql.join(where, sql` AND `);
  const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  const sort = query.sort === 'partner_name' ? sql`p.name` : sql`r.business_date`;
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<Rate>(
          db,
          sql`${SELECT} WHERE ${condition} ORDER BY ${sort} ${direction}, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(toRate),
    count: async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM rates r JOIN partners p ON p.id = r.partner_id WHERE ${condition}`,
        )
      )[0]!.n,
  };
}

export async function findRate(
  db: Db,
  partnerId: number,
  rateTypeId: number,
  day: string,
  lock = false,
): Promise<Rate | null> {
  const [row] = await rowsOf<Rate>(
    db,
    sql`${SELECT} WHERE r.partner_id = ${partnerId} AND r.rate_type_id = ${rateTypeId} AND r.business_date = ${day}::date
        ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row ? toRate(row) : null;
}

/** The day's rate of a partner and type: written, or replaced when it was already there. */
export async function upsertRate(
  db: Db,
  values: { partnerId: number; rateTypeId: number; day: string; currency: string; rate: string; userId: number },
): Promise<void> {
  await db.execute(sql`INSERT INTO rates (partner_id, rate_type_id, business_date, currency, rate, created_by)
    VALUES (${values.partnerId}, ${values.rateTypeId}, ${values.day}::date, ${values.currency}, ${values.rate}::numeric, ${values.userId})
    ON CONFLICT (partner_id, rate_type_id, business_date)
    DO UPDATE SET rate = EXCLUDED.rate, created_by = EXCLUDED.created_by, updated_at = now()`);
}

export async function rateTypeExists(db: Db, id: number): Promise<boolean> {
  return (await rowsOf(db, sql`SELECT 1 FROM rate_types WHERE id = ${id}`)).length === 1;
}
