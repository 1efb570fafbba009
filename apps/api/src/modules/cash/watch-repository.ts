import type { CashAuditEntry, Currency } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** What the bank watches of the cash: the audit of its changes and the funds' history, scoped by the taquilla's path. */

const CASH_ENTITIES = sql`('cash_register', 'cash_movement', 'cash_fund', 'cash_config')`;

export interface WatchFilters {
  fromDate: string;
  toDate: string;
  partnerPath: string | null;
  timezone: string;
}

function auditWhere(scope: Scope, f: WatchFilters): SQL {
  return sql`WHERE a.entity IN ${CASH_ENTITIES} AND tq.path LIKE ${subtreePattern(scope)}
    ${f.partnerPath ? sql`AND tq.path LIKE ${f.partnerPath + '%'}` : sql``}
    AND (a.at AT TIME ZONE ${f.timezone})::date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date`;
}

export async function cashAuditRows(db: Db, scope: Scope, f: WatchFilters, page: { desc: boolean; limit: number; offset: number }) {
  const rows = await rowsOf<Omit<CashAuditEntry, 'at'> & { at: Date | string }>(
    db,
    sql`SELECT a.id::text, a.at, a.username, a.role, a.action, a.entity, a.entity_id, tq.name AS taquilla_name, a.before, a.after
          FROM audit_log a JOIN partners tq ON tq.id = a.subject_partner_id ${auditWhere(scope, f)}
         ORDER BY a.at ${page.desc ? sql`DESC` : sql`ASC`}, a.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

export async function cashAuditCount(db: Db, scope: Scope, f: WatchFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log a JOIN partners tq ON tq.id = a.subject_partner_id ${auditWhere(scope, f)}`,
  );
  return row?.n ?? 0;
}

const fundWhere = (scope: Scope, partnerPath: string | null) =>
  sql`WHERE tq.path LIKE ${subtreePattern(scope)} ${partnerPath ? sql`AND tq.path LIKE ${partnerPath + '%'}` : sql``}`;

export async function fundRows(db: Db, scope: Scope, partnerPath: string | null, page: { desc: boolean; limit: number; offset: number }) {
  const rows = await rowsOf<{ id: number; taquilla_id: number; taquilla_name: string; currency: Currency; amount: string; observation: string | null; created_by: string; created_at: Date | string; in_force: boolean }>(
    db,
    sql`SELECT f.id, f.taquilla_id, tq.name AS taquilla_name, f.currency, f.amount::text, f.observation, u.username AS created_by,
               f.created_at, f.id = (SELECT max(id) FROM cash_funds l WHERE l.taquilla_id = f.taquilla_id AND l.currency = f.currency) AS in_force
          FROM cash_funds f JOIN partners tq ON tq.id = f.taquilla_id JOIN users u ON u.id = f.created_by ${fundWhere(scope, partnerPath)}
         ORDER BY f.created_at ${page.desc ? sql`DESC` : sql`ASC`}, f.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

export async function fundCount(db: Db, scope: Scope, partnerPath: string | null): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM cash_funds f JOIN partners tq ON tq.id = f.taquilla_id ${fundWhere(scope, partnerPath)}`,
  );
  return row?.n ?? 0;
}
