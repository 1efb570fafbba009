import type { AgencyBetsConfig, BetsSettings } from '@banca/contracts';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { betsConfig, partners } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import { iso, searchPartners } from './partner-repository';

export type BetsConfigRow = typeof betsConfig.$inferSelect;
export type BetsColumns = Omit<BetsConfigRow, 'partnerId' | 'updatedAt'>;

/** Used only where a banca has no default of its own yet (minor units: Bs 1,00 / 1.000 / 10.000). */
export const SYSTEM_BETS_DEFAULT: BetsColumns = {
  minPerPlay: 100n,
  maxPerPlay: 100_000n,
  maxPerTicket: 1_000_000n,
  minutesBeforeClose: 5,
  annulmentWindowMinutes: 5,
  maxAnnulmentsPerDay: 10,
  prizeValidityDays: 3,
};

export const columnsOfSettings = (settings: BetsSettings): BetsColumns => ({
  minPerPlay: BigInt(settings.min_per_play),
  maxPerPlay: BigInt(settings.max_per_play),
  maxPerTicket: BigInt(settings.max_per_ticket),
  minutesBeforeClose: settings.minutes_before_close,
  annulmentWindowMinutes: settings.annulment_window_minutes,
  maxAnnulmentsPerDay: settings.max_annulments_per_day,
  prizeValidityDays: settings.prize_validity_days,
});

export const settingsOf = (row: BetsColumns) => ({
  min_per_play: row.minPerPlay.toString(),
  max_per_play: row.maxPerPlay.toString(),
  max_per_ticket: row.maxPerTicket.toString(),
  minutes_before_close: row.minutesBeforeClose,
  annulment_window_minutes: row.annulmentWindowMinutes,
  max_annulments_per_day: row.maxAnnulmentsPerDay,
  prize_validity_days: row.prizeValidityDays,
});

export async function betsConfigOf(db: Db, partnerId: number): Promise<BetsConfigRow | null> {
  const [row] = await db.select().from(betsConfig).where(eq(betsConfig.partnerId, partnerId));
  return row ?? null;
}

/** Inserts or replaces a partner's bets settings; answers the row as it was before (or null). */
export async function upsertBetsConfig(db: Db, partnerId: number, columns: BetsColumns) {
  const before = await db.select().from(betsConfig).where(eq(betsConfig.partnerId, partnerId)).for('update');
  const [after] = await db
    .insert(betsConfig)
    .values({ partnerId, ...columns })
    .onConflictDoUpdate({ target: betsConfig.partnerId, set: { ...columns, updatedAt: new Date() } })
    .returning();
  return { before: before[0] ?? null, after: after! };
}

const own = alias(betsConfig, 'own_bets');
const bancaDefault = alias(betsConfig, 'banca_bets');
/** The banca of a partner is the first id of its path. */
const bancaIdOf = sql`split_part(${partners.path}, '/', 2)::int`;
const source = sql<'AGENCIA' | 'BANCA' | 'SISTEMA'>`CASE WHEN ${own.partnerId} IS NOT NULL THEN 'AGENCIA'
  WHEN ${bancaDefault.partnerId} IS NOT NULL THEN 'BANCA' ELSE 'SISTEMA' END`;

const SOURCE_FILTER: Record<AgencyBetsConfig['source'], SQL | undefined> = {
  AGENCIA: isNotNull(own.partnerId),
  BANCA: and(isNull(own.partnerId), isNotNull(bancaDefault.partnerId)),
  SISTEMA: and(isNull(own.partnerId), isNull(bancaDefault.partnerId)),
};

const SORTABLE = { agency_code: partners.code, agency_name: partners.name, source };

function selectEffective(db: Db, where: SQL | undefined) {
  return db
    .select({ agency: partners, own, bancaDefault, source })
    .from(partners)
    .leftJoin(own, eq(own.partnerId, partners.id))
    .leftJoin(bancaDefault, eq(bancaDefault.partnerId, bancaIdOf))
    .where(where)
    .$dynamic();
}

type EffectiveRow = Awaited<ReturnType<typeof selectEffective>>[number];

function toEffective({ agency, own: mine, bancaDefault: fallback, source: from }: EffectiveRow): AgencyBetsConfig {
  const row = mine ?? fallback;
  return {
    agency_id: agency.id,
    agency_code: agency.code,
    agency_name: agency.name,
    currency: agency.currency,
    source: from,
    ...settingsOf(row ?? SYSTEM_BETS_DEFAULT),
    updated_at: iso(row?.updatedAt),
  };
}

const agenciesOf = (scope: Scope, extra?: SQL) =>
  and(eq(partners.kind, 'AGENCIA'), inScope(partners.path, scope), extra);

/** An agency's effective settings: its own, else its banca's default, else the system's. */
export async function effectiveBetsConfig(db: Db, scope: Scope, agencyId: number): Promise<AgencyBetsConfig | null> {
  const [row] = await selectEffective(db, agenciesOf(scope, eq(partners.id, agencyId)));
  return row ? toEffective(row) : null;
}

export function betsConfigQueries(
  db: Db,
  scope: Scope,
  query: {
    search?: string | undefined;
    source?: AgencyBetsConfig['source'] | undefined;
    sort?: keyof typeof SORTABLE | undefined;
    order: 'asc' | 'desc';
  },
) {
  const where = agenciesOf(
    scope,
    and(searchPartners(query.search), query.source ? SOURCE_FILTER[query.source] : undefined),
  );
  return {
    rows: async (limit: number, offset: number) => {
      const rows = await selectEffective(db, where)
        .orderBy(...orderBy(SORTABLE, query, 'agency_code', partners.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toEffective);
    },
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(partners)
        .leftJoin(own, eq(own.partnerId, partners.id))
        .leftJoin(bancaDefault, eq(bancaDefault.partnerId, bancaIdOf))
        .where(where);
      return row?.n ?? 0;
    },
  };
}

/** The agencies of the scope, locked, optionally only these ids. */
export async function agenciesForUpdate(db: Db, scope: Scope, ids?: readonly number[]) {
  const extra = ids ? inArray(partners.id, [...ids]) : undefined;
  return db.select().from(partners).where(agenciesOf(scope, extra)).orderBy(partners.id).for('update');
}

/** Settings a hand-written query may read with `effectiveBetsSetting`. */
const SETTING_DEFAULTS = {
  minutes_before_close: SYSTEM_BETS_DEFAULT.minutesBeforeClose,
  annulment_window_minutes: SYSTEM_BETS_DEFAULT.annulmentWindowMinutes,
  max_annulments_per_day: SYSTEM_BETS_DEFAULT.maxAnnulmentsPerDay,
  prize_validity_days: SYSTEM_BETS_DEFAULT.prizeValidityDays,
} as const;

/**
 * SQL for one bets setting of an agency: its own row, else its banca's default row, else the
 * system default — the rule the sale, annulment and awarding all follow.
 */
export function effectiveBetsSetting(setting: keyof typeof SETTING_DEFAULTS, agencyId: SQL, bancaId: SQL): SQL<number> {
  return sql<number>`coalesce((SELECT b.${sql.raw(setting)} FROM bets_config b WHERE b.partner_id IN (${agencyId}, ${bancaId})
                                ORDER BY (b.partner_id = ${agencyId}) DESC LIMIT 1), ${SETTING_DEFAULTS[setting]}::int)`;
}
