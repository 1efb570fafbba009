import type { ListLogsRequest, LogEntry } from '@banca/contracts';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, partners, users } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import { containsPattern } from '../../lib/like-pattern';

const actorPartner = alias(partners, 'actor_partner');
const subjectPartner = alias(partners, 'subject_partner');
const namedUser = alias(users, 'named_user');
const namedUserPartner = alias(partners, 'named_user_partner');

/** Adds the joins the scope rule looks at to a select over the log. */
function withScopeJoins<T extends PgSelect>(select: T) {
  return select
    .leftJoin(actorPartner, eq(actorPartner.id, auditLog.partnerId))
    .leftJoin(subjectPartner, eq(subjectPartner.id, auditLog.subjectPartnerId))
    .leftJoin(namedUser, eq(namedUser.id, auditLog.userId))
    .leftJoin(namedUserPartner, eq(namedUserPartner.id, namedUser.partnerId));
}

/**
 * An entry belongs to the caller's part of the network when its author's partner, or the
 * partner it is about, lies in the subtree. Entries without an author partner (a failed
 * sign-in) fall back to the partner of the user named in them.
 */
function entryInScope(scope: Scope): SQL {
  return sql`(${inScope(actorPartner.path, scope)} OR ${inScope(subjectPartner.path, scope)}
    OR (${auditLog.partnerId} IS NULL AND ${inScope(namedUserPartner.path, scope)}))`;
}

/** A day in the caller's zone, as the instant it starts. */
const startOfDay = (day: string, timezone: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${timezone})`;



function filtersOf(query: ListLogsRequest, timezone: string): SQL[] {
  const where: SQL[] = [];
  if (query.from) where.push(sql`${auditLog.at} >= ${startOfDay(query.from, timezone)}`);
  if (query.to) where.push(sql`${auditLog.at} < ${startOfDay(query.to, timezone)} + interval '1 day'`);
  if (query.user_id) where.push(eq(auditLog.userId, query.user_id));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
  if (query.search) where.push(ilike(auditLog.username, containsPattern(query.search)));
  return where;
}

const SORTABLE = { at: auditLog.at, username: auditLog.username, action: auditLog.action, entity: auditLog.entity };

/** The page of the log the caller may see, newest first unless another order is asked. */
export function logQueries(db: Db, scope: Scope, query: ListLogsRequest, timezone: string) {
  const where = and(entryInScope(scope), ...filtersOf(query, timezone));
  const order = query.sort ? orderBy(SORTABLE, query, 'at', auditLog.id) : [desc(auditLog.at), desc(auditLog.id)];
  return {
    count: async () => {
      const select = db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .$dynamic();
      const [row] = await withScopeJoins(select).where(where);
      return row?.n ?? 0;
    },
    rows: async (limit: number, offset: number): Promise<LogEntry[]> => {
      const select = db
        .select({ log: auditLog, actorName: actorPartner.name, subjectName: subjectPartner.name })
        .from(auditLog)
        .$dynamic();
      const rows = await withScopeJoins(select)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map(({ log, actorName, subjectName }) => ({
        id: log.id.toString(),
        at: log.at.toISOString(),
        user_id: log.userId,
        username: log.username,
        role: log.role,
        partner: log.partnerId != null && actorName != null ? { id: log.partnerId, name: actorName } : null,
        subject_partner:
          log.subjectPartnerId != null && subjectName != null ? { id: log.subjectPartnerId, name: subjectName } : null,
        action: log.action,
        entity: log.entity,
        entity_id: log.entityId,
        before: log.before,
        after: log.after,
        ip: log.ip,
        request_id: log.requestId,
      }));
    },
  };
}

/** The distinct actions and entities of the entries the caller may see. */
export async function logFacets(db: Db, scope: Scope) {
  const distinctOf = async (column: typeof auditLog.action | typeof auditLog.entity) => {
    const select = db.selectDistinct({ value: column }).from(auditLog).$dynamic();
    const rows = await withScopeJoins(select).where(entryInScope(scope)).orderBy(asc(column));
    return rows.map((row) => row.value);
  };
  return { actions: await distinctOf(auditLog.action), entities: await distinctOf(auditLog.entity) };
}
