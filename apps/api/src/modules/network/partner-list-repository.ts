import { PARENT_KINDS, type PartnerKind, type PartnerOption, type PartnerStatus } from '@banca/contracts';
import { and, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import {
  findPartner,
  hideOwnParent,
  parentPartner,
  partnerColumns,
  partnerOptions,
  searchPartners,
  takenCodeAndName,
  toPartner,
  countPartners,
} from './partner-repository';

const SORTABLE = {
  code: partners.code,
  name: partners.name,
  kind: partners.kind,
  status: partners.status,
  depth: partners.depth,
  created_at: partners.createdAt,
};

export interface PartnerListQuery {
  search?: string | undefined;
  kind?: PartnerKind | undefined;
  status?: PartnerStatus | undefined;
  parent_id?: number | undefined;
  sort?: keyof typeof SORTABLE | undefined;
  order: 'asc' | 'desc';
}

/** The partners below the caller (its own partner is not one of them), filtered. */
export function partnerQueries(db: Db, scope: Scope, query: PartnerListQuery) {
  const where = and(
    inScope(partners.path, scope),
    ne(partners.id, scope.partnerId),
    searchPartners(query.search),
    query.kind ? eq(partners.kind, query.kind) : undefined,
    query.status ? eq(partners.status, query.status) : undefined,
    query.parent_id ? eq(partners.parentId, query.parent_id) : undefined,
  );
  return {
    rows: async (limit: number, offset: number) => {
      const rows = await db
        .select(partnerColumns)
        .from(partners)
        .leftJoin(parentPartner, eq(parentPartner.id, partners.parentId))
        .where(where)
        .orderBy(...orderBy(SORTABLE, query, 'code', partners.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toPartner(row, scope));
    },
    count: () => countPartners(db, where),
  };
}

/** Partners of the scope (the caller's own included) for pickers. */
export function listPartnerOptions(db: Db, scope: Scope, kinds: readonly PartnerKind[] | undefined, search?: string) {
  return partnerOptions(db, scope, [
    kinds?.length ? inArray(partners.kind, [...kinds]) : undefined,
    searchPartners(search),
  ]);
}

/** Where a partner of `kind` may hang: active partners of the scope of a fitting kind. */
export function listFathers(db: Db, scope: Scope, kind: PartnerKind) {
  const kinds = PARENT_KINDS[kind];
  if (kinds.length === 0) return Promise.resolve([]);
  return partnerOptions(db, scope, [inArray(partners.kind, [...kinds]), eq(partners.status, 'ACTIVE')]);
}

/** A partner of the scope (the caller's own by default) and its direct children: one level of the tree. */
export async function listDirects(db: Db, scope: Scope, partnerId?: number) {
  const id = partnerId ?? scope.partnerId;
  const [parent] = await partnerOptions(db, scope, [eq(partners.id, id)]);
  if (!parent) throw notFound();
  const data: PartnerOption[] = await partnerOptions(db, scope, [eq(partners.parentId, id)]);
  return { parent: hideOwnParent(parent, scope), data };
}

/**
 * As the user types: whether the name and code are taken anywhere (they must be unique in the
 * whole database, so the answer has to say so), and similar names it may see (its subtree only).
 */
export async function invalidNames(
  db: Db,
  scope: Scope,
  query: { name?: string | undefined; code?: string | undefined; exclude_id?: number | undefined },
) {
  const excluded = query.exclude_id ? await findPartner(db, scope, query.exclude_id) : null;
  const taken = await takenCodeAndName(db, query.code || null, query.name || null, excluded?.id);
  const similar = query.name
    ? await db
        .select({ name: partners.name })
        .from(partners)
        .where(
          and(
            inScope(partners.path, scope),
            ilike(partners.name, containsPattern(query.name)),
            excluded ? ne(partners.id, excluded.id) : undefined,
          ),
        )
        .orderBy(partners.name)
        .limit(10)
    : [];
  return { name_taken: taken.name, code_taken: taken.code, data: similar.map((row) => row.name) };
}
