import type { Agency, PartnerOption, PartnerStatus } from '@banca/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencyConfig, betsConfig, commissions, partners, regularQuotas, type PartnerRow } from '../../db/schema';
import { prefixPattern } from '../../lib/like-pattern';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import {
  outer,
  parentPartner,
  partnerOptions,
  partnerColumns,
  pathIds,
  searchPartners,
  toPartner,
  countPartners,
} from './partner-repository';

const ticketOfficesCount = sql<number>`(SELECT count(*)::int FROM partners AS t WHERE t.parent_id = ${outer('id')} AND t.kind = 'TAQUILLA')`;
const hasBetsConfig = sql<boolean>`EXISTS (SELECT 1 FROM bets_config AS b WHERE b.partner_id = ${outer('id')})`;
/** Who the agency settles with: its config, else its parent. */
const responsibleId = sql<number>`COALESCE(
  (SELECT ac.payments_responsible_partner_id FROM agency_config AS ac WHERE ac.partner_id = ${outer('id')}),
  ${outer('parent_id')})`;

const agencyColumns = { ...partnerColumns, ticketOfficesCount, hasBetsConfig, responsibleId };

export interface AgencyFilters {
  search?: string | undefined;
  status?: 'ACTIVE' | 'INACTIVE' | 'SUSPENDED' | undefined;
  parent_id?: number | undefined;
}

function agencyWhere(scope: Scope, filters: AgencyFilters, extra?: SQL): SQL | undefined {
  return and(
    eq(partners.kind, 'AGENCIA'),
    inScope(partners.path, scope),
    searchPartners(filters.search),
    filters.status ? eq(partners.status, filters.status) : undefined,
    filters.parent_id ? eq(partners.parentId, filters.parent_id) : undefined,
    extra,
  );
}

const SORTABLE = {
  code: partners.code,
  name: partners.name,
  status: partners.status,
  parent_name: parentPartner.name,
  state: partners.state,
  created_at: partners.createdAt,
};

type AgencyRow = Awaited<ReturnType<typeof selectAgencies>>[number];

function selectAgencies(db: Db, where: SQL | undefined) {
  return db
    .select(agencyColumns)
    .from(partners)
    .leftJoin(parentPartner, eq(parentPartner.id, partners.parentId))
    .where(where)
    .$dynamic();
}

export const toAgency = (row: AgencyRow, scope: Scope): Agency => ({
  ...toPartner(row, scope),
  ticket_offices_count: row.ticketOfficesCount,
  has_bets_config: row.hasBetsConfig,
  payments_responsible_partner_id: row.responsibleId,
});

/** A page of the scope's agencies and its count. */
export function agencyQueries(
  db: Db,
  scope: Scope,
  query: AgencyFilters & { sort?: keyof typeof SORTABLE | undefined; order: 'asc' | 'desc' },
) {
  const where = agencyWhere(scope, query);
  return {
    rows: async (limit: number, offset: number) => {
      const rows = await selectAgencies(db, where)
        .orderBy(...orderBy(SORTABLE, query, 'code', partners.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toAgency(row, scope));
    },
    count: () => countPartners(db, where),
  };
}

export async function findAgency(db: Db, scope: Scope, id: number): Promise<Agency | null> {
  const [row] = await selectAgencies(db, agencyWhere(scope, {}, eq(partners.id, id)));
  return row ? toAgency(row, scope) : null;
}

export async function agencyConfigOf(db: Db, agencyId: number) {
  const [row] = await db.select().from(agencyConfig).where(eq(agencyConfig.partnerId, agencyId));
  return row ?? null;
}

/** Sets (or, with null, clears) who the agency settles with. */
export async function saveAgencyConfig(db: Db, agencyId: number, responsibleId: number | null) {
  await db
    .insert(agencyConfig)
    .values({ partnerId: agencyId, paymentsResponsiblePartnerId: responsibleId })
    .onConflictDoUpdate({
      target: agencyConfig.partnerId,
      set: { paymentsResponsiblePartnerId: responsibleId, updatedAt: new Date() },
    });
}

/**
 * After a move, an agency of the moved subtree may settle with a partner that is no longer
 * above it: it goes back to the default (its parent). Returns how many were reset.
 */
export async function resetResponsiblesOutsideChain(db: Db, subtreePrefix: string): Promise<number> {
  const rows = await db.execute<{ partner_id: number }>(sql`
    UPDATE agency_config AS ac SET payments_responsible_partner_id = NULL, updated_at = now()
    FROM partners AS a, partners AS r
    WHERE a.id = ac.partner_id AND r.id = ac.payments_responsible_partner_id
      AND a.path LIKE ${prefixPattern(subtreePrefix)}
      AND a.path NOT LIKE r.path || '%'
    RETURNING ac.partner_id`);
  return rowsOf(rows).length;
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; be tolerant of arrays. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Copies an agency's settings rows (bets config, agency config, commissions, cupos) to a new
 * agency. A payments responsible that is not above the new agency falls back to its parent.
 */
export async function copyAgencySettings(db: Db, sourceId: number, target: PartnerRow) {
  const [bets] = await db.select().from(betsConfig).where(eq(betsConfig.partnerId, sourceId));
  if (bets) await db.insert(betsConfig).values({ ...bets, partnerId: target.id, updatedAt: new Date() });
  const config = await agencyConfigOf(db, sourceId);
  if (config) {
    let responsible = config.paymentsResponsiblePartnerId;
    if (responsible === sourceId) responsible = target.id;
    else if (responsible !== null && !pathIds(target.path).includes(responsible)) responsible = null;
    await saveAgencyConfig(db, target.id, responsible);
  }
  const commissionRows = await db.select().from(commissions).where(eq(commissions.partnerId, sourceId));
  if (commissionRows.length > 0) {
    await db
      .insert(commissions)
      .values(commissionRows.map(({ id: _id, ...row }) => ({ ...row, partnerId: target.id, updatedAt: new Date() })));
  }
  const quotaRows = await db.select().from(regularQuotas).where(eq(regularQuotas.partnerId, sourceId));
  if (quotaRows.length > 0) {
    await db
      .insert(regularQuotas)
      .values(quotaRows.map(({ id: _id, ...row }) => ({ ...row, partnerId: target.id, updatedAt: new Date() })));
  }
  return {
    bets_config: Boolean(bets),
    agency_config: Boolean(config),
    commissions: commissionRows.length,
    regular_quotas: quotaRows.length,
  };
}

/** The scope's agencies as options (no paging), by status and a search text. */
export function agencyOptions(
  db: Db,
  scope: Scope,
  filter: { status?: PartnerStatus | undefined; search?: string | undefined },
): Promise<PartnerOption[]> {
  return partnerOptions(db, scope, [
    and(eq(partners.kind, 'AGENCIA'), filter.status ? eq(partners.status, filter.status) : undefined),
    searchPartners(filter.search),
  ]);
}
