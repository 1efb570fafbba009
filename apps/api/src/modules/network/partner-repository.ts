import type { Partner, PartnerKind, PartnerOption } from '@banca/contracts';
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { partners, terminals, users, type PartnerRow } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { containsPattern, prefixPattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/raw-query';

/** Every query of the network takes the caller's scope: outside it, a partner does not exist. */

export const parentPartner = alias(partners, 'parent_partner');

/**
 * A column of the outer `partners` row inside a correlated subquery. Written out in full: Drizzle
 * leaves columns unqualified in a single-table select, and `"id"` would then mean the subquery's.
 */
export const outer = (column: 'id' | 'parent_id') => sql.raw(`"partners"."${column}"`);

/** Direct children of the row's partner (all of them lie inside any scope that holds the row). */
export const childrenCount = sql<number>`(SELECT count(*)::int FROM partners AS c WHERE c.parent_id = ${outer('id')})`;

/** Code, name or document containing the text, case-insensitive. */
export function searchPartners(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(partners.code, pattern), ilike(partners.name, pattern), ilike(partners.documentId, pattern));
}

/** The columns of a partner as the registry shows it. */
export const partnerColumns = {
  partner: partners,
  parentCode: parentPartner.code,
  parentName: parentPartner.name,
  childrenCount,
};

export type PartnerWithParent = {
  partner: PartnerRow;
  parentCode: string | null;
  parentName: string | null;
  childrenCount: number;
};

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A row as the wire shows it; the caller's own parent lies outside its scope and is not named. */
export function toPartner(row: PartnerWithParent, scope: Scope): Partner {
  const p = row.partner;
  const hideParent = p.id === scope.partnerId;
  return {
    id: p.id,
    kind: p.kind,
    code: p.code,
    name: p.name,
    status: p.status,
    country_iso2: p.countryIso2,
    currency: p.currency,
    parent_id: hideParent ? null : p.parentId,
    parent_code: hideParent ? null : row.parentCode,
    parent_name: hideParent ? null : row.parentName,
    depth: p.depth,
    document_id: p.documentId,
    contact_name: p.contactName,
    phone: p.phone,
    email: p.email,
    address: p.address,
    state: p.state,
    municipality: p.municipality,
    is_polla_seller: p.isPollaSeller,
    children_count: row.childrenCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** One partner of the scope with its parent's name, or null (missing or out of reach). */
export async function findPartnerView(db: Db, scope: Scope, id: number, kind?: PartnerKind) {
  const [row] = await db
    .select(partnerColumns)
    .from(partners)
    .leftJoin(parentPartner, eq(parentPartner.id, partners.parentId))
    .where(and(eq(partners.id, id), inScope(partners.path, scope), kind ? eq(partners.kind, kind) : undefined));
  return row ?? null;
}

/** One partner of the scope, locked for the rest of the transaction when `forUpdate`. */
export async function findPartner(
  db: Db,
  scope: Scope,
  id: number,
  options: { kind?: PartnerKind; forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(partners)
    .where(
      and(
        eq(partners.id, id),
        inScope(partners.path, scope),
        options.kind ? eq(partners.kind, options.kind) : undefined,
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

const optionColumns = {
  id: partners.id,
  kind: partners.kind,
  code: partners.code,
  name: partners.name,
  status: partners.status,
  parent_id: partners.parentId,
  depth: partners.depth,
  children_count: childrenCount,
};

/** Partners of the scope as options (for pickers and trees), in tree order. */
export async function partnerOptions(
  db: Db,
  scope: Scope,
  where: (SQL | undefined)[],
  limit = 2000,
): Promise<PartnerOption[]> {
  const rows = await db
    .select(optionColumns)
    .from(partners)
    .where(and(inScope(partners.path, scope), ...where))
    .orderBy(asc(partners.depth), asc(partners.name), asc(partners.id))
    .limit(limit);
  return rows.map((row) => hideOwnParent(row, scope));
}

export const hideOwnParent = (row: PartnerOption, scope: Scope): PartnerOption =>
  row.id === scope.partnerId ? { ...row, parent_id: null } : row;

/** The partners of these ids that the scope holds, as options. */
export async function optionsByIds(db: Db, scope: Scope, ids: readonly number[]): Promise<PartnerOption[]> {
  if (ids.length === 0) return [];
  return partnerOptions(db, scope, [inArray(partners.id, [...ids])]);
}

/** Ids of the partner's ancestors, from the root down, and its own id last (from its path). */
export const pathIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * Serialises creations and renames that could collide on a name (no unique index holds names;
 * codes have one). Held until the transaction ends.
 */
export async function lockNames(db: Db, ...names: string[]) {
  for (const name of [...new Set(names.map((value) => value.toLowerCase()))].sort()) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`partners:name:${name}`}))`);
  }
}

/** Whether a code and a name are taken anywhere in the database (not only in the scope). */
export async function takenCodeAndName(db: Db, code: string | null, name: string | null, excludeId?: number) {
  const [row] = await db
    .select({
      code: code === null ? sql<boolean>`false` : sql<boolean>`bool_or(lower(${partners.code}) = lower(${code}))`,
      name: name === null ? sql<boolean>`false` : sql<boolean>`bool_or(lower(${partners.name}) = lower(${name}))`,
    })
    .from(partners)
    .where(excludeId ? ne(partners.id, excludeId) : undefined);
  return { code: Boolean(row?.code), name: Boolean(row?.name) };
}

/** How many partners match `where`: the count of every partner list (affiliates, agencies, taquillas). */
export async function countPartners(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(where);
  return row?.n ?? 0;
}

/** Children that are not INACTIVE (active or suspended). */
export async function activeChildrenCount(db: Db, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(and(eq(partners.parentId, partnerId), ne(partners.status, 'INACTIVE')));
  return row?.n ?? 0;
}

/** What keeps a partner in use: its active users and its bound terminals. */
export async function activityOf(db: Db, partnerId: number) {
  const [activeUsers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.status, 'ACTIVE')));
  const [boundTerminals] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(terminals)
    .where(and(eq(terminals.partnerId, partnerId), eq(terminals.status, 'BOUND')));
  return { users: activeUsers?.n ?? 0, terminals: boundTerminals?.n ?? 0 };
}

/**
 * Moves a subtree: rewrites `path` and `depth` of the partner and every descendant from the old
 * prefix to the new one. Call inside the transaction that changes the parent.
 */
export async function rewriteSubtreePaths(
  db: Db,
  oldPrefix: string,
  newPrefix: string,
  depthDelta: number,
): Promise<number> {
  const inSubtree = sql`${partners.path} LIKE ${prefixPattern(oldPrefix)}`;
  // Lock the subtree first: a child being created under a descendant meanwhile either
  // finishes before (and is moved too) or waits and then reads the new path.
  await db.select({ id: partners.id }).from(partners).where(inSubtree).for('update');
  const rows = await db
    .update(partners)
    .set({
      path: sql`${newPrefix} || substr(${partners.path}, ${oldPrefix.length + 1})`,
      depth: sql`${partners.depth} + ${depthDelta}`,
      updatedAt: new Date(),
    })
    .where(inSubtree)
    .returning({ id: partners.id });
  return rows.length;
}

/**
 * What depends on a partner's currency: partners below it, tickets sold in its subtree, and
 * amounts set for it (cupos, bets settings, commission ceilings), all read in that currency.
 */
export async function currencyDependents(db: Db, partner: Pick<PartnerRow, 'id' | 'path'>) {
  const [row] = await rowsOf<{ children: number; tickets: boolean; amounts: boolean }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM partners WHERE parent_id = ${partner.id}) AS children,
               EXISTS (SELECT 1 FROM tickets WHERE partner_path LIKE ${prefixPattern(partner.path)}) AS tickets,
               EXISTS (SELECT 1 FROM regular_quotas WHERE partner_id = ${partner.id})
                 OR EXISTS (SELECT 1 FROM bets_config WHERE partner_id = ${partner.id})
                 OR EXISTS (SELECT 1 FROM commissions WHERE partner_id = ${partner.id} AND max_amount IS NOT NULL) AS amounts`,
  );
  return row!;
}
