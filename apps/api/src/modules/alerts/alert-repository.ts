import type { Alert, AlertStatus, ListAlertsQuery } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';
import type { Cause } from './rules/cause';

/** Records the cause as an alert; null when it was already raised (another pass, another process). */
export async function insertAlert(db: Db, cause: Cause): Promise<number | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO alerts (banca_id, partner_id, partner_path, kind, cause_key, title, detail, evidence, ticket_ids)
        VALUES (${cause.bancaId}, ${cause.partnerId}, ${cause.partnerPath}, ${cause.kind}, ${cause.causeKey},
                ${cause.title}, ${cause.detail}, ${JSON.stringify(cause.evidence)}::jsonb,
                ${`{${cause.ticketIds.join(',')}}`}::bigint[])
        ON CONFLICT DO NOTHING RETURNING id::text AS id`,
  );
  return row ? Number(row.id) : null;
}

type Filters = Omit<ListAlertsQuery, 'page' | 'per_page'>;

const SELECT = sql`
  SELECT a.id, a.kind, a.status, a.partner_id, p.name AS partner_name, a.title, a.detail, a.evidence, a.note,
         u.username AS handled_by,
         to_char(a.raised_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS raised_at,
         to_char(a.handled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS handled_at,
         coalesce((SELECT json_agg(json_build_object('id', t.id::text, 'serial', t.serial) ORDER BY t.id)
                     FROM tickets t WHERE t.id = ANY(a.ticket_ids)), '[]') AS tickets
    FROM alerts a
    JOIN partners p ON p.id = a.partner_id
    LEFT JOIN users u ON u.id = a.handled_by`;

interface Row extends Omit<Alert, 'partner'> {
  partner_id: number;
  partner_name: string;
}

const toAlert = ({ partner_id, partner_name, ...row }: Row): Alert => ({
  ...row,
  id: Number(row.id),
  partner: { id: Number(partner_id), name: partner_name },
});

const ORDER: Record<NonNullable<Filters['sort']>, SQL> = {
  raised_at: sql`a.raised_at`,
  kind: sql`a.kind`,
  status: sql`a.status`,
};

/** Where the caller may look: its subtree, narrowed to a partner's branch (already checked in scope). */
function whereOf(scope: Scope, filters: Filters, branchPath: string | null, timezone: string): SQL {
  const parts = [sql`a.partner_path LIKE ${subtreePattern(scope)}`];
  if (branchPath) parts.push(sql`a.partner_path LIKE ${subtreePattern({ partnerId: 0, path: branchPath })}`);
  if (filters.status) parts.push(sql`a.status = ${filters.status}`);
  if (filters.kind) parts.push(sql`a.kind = ${filters.kind}`);
  if (filters.from) parts.push(sql`a.raised_at >= (${filters.from}::date)::timestamp AT TIME ZONE ${timezone}`);
  if (filters.to) parts.push(sql`a.raised_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE ${timezone}`);
  return sql.join(parts, sql` AND `);
}

/** The alerts in the caller's subtree, newest first unless sorted. */
export function alertQueries(db: Db, scope: Scope, filters: Filters, branchPath: string | null, timezone: string) {
  const where = whereOf(scope, filters, branchPath, timezone);
  const direction = filters.order === 'asc' ? sql`ASC` : sql`DESC`;
  const order = filters.sort ? sql`${ORDER[filters.sort]} ${direction}, a.id DESC` : sql`a.raised_at DESC, a.id DESC`;
  return {
    rows: async (limit: number, offset: number) =>
      (await rowsOf<Row>(db, sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`)).map(
        toAlert,
      ),
    count: async () => {
      const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM alerts a WHERE ${where}`);
      return Number(row?.n ?? 0);
    },
  };
}

/** One alert of the caller's subtree, locked for a change when `forUpdate`. */
export async function findAlert(db: Db, scope: Scope, id: number, forUpdate = false): Promise<Alert | null> {
  const lock = forUpdate ? sql`FOR UPDATE OF a` : sql``;
  const [row] = await rowsOf<Row>(
    db,
    sql`${SELECT} WHERE a.id = ${id} AND a.partner_path LIKE ${subtreePattern(scope)} ${lock}`,
  );
  return row ? toAlert(row) : null;
}

/** Closes an open alert with the person's note. */
export async function handleAlert(db: Db, id: number, status: AlertStatus, note: string, userId: number) {
  await db.execute(
    sql`UPDATE alerts SET status = ${status}, note = ${note}, handled_by = ${userId}, handled_at = now()
         WHERE id = ${id} AND status = 'ABIERTA'`,
  );
}

/** How many open alerts the caller's subtree has (the menu's badge). */
export async function countOpen(db: Db, scope: Scope): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM alerts a WHERE a.status = 'ABIERTA' AND a.partner_path LIKE ${subtreePattern(scope)}`,
  );
  return Number(row?.n ?? 0);
}
