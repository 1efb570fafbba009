import type { ListSoftwareVersionsQuery, SoftwareChannel, SoftwareVersion } from '@banca/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZListSoftwareVersionsQuery } from '@banca/contracts';
import type { Db } from '../../db/client';
import { partners, softwareVersions, terminals, terminalSoftware, users } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import type { UseCaseContext } from '../../lib/use-case';

/** An ADMIN_BANCA's versions are its banca's (its partner is the banca). */
export const bancaOf = (ctx: UseCaseContext) => ctx.principal.partner.id;

export type VersionListQuery = z.output<typeof ZListSoftwareVersionsQuery>;
export type { ListSoftwareVersionsQuery };

const selection = {
  id: softwareVersions.id,
  channel: softwareVersions.channel,
  package_name: softwareVersions.packageName,
  version_code: softwareVersions.versionCode,
  version_name: softwareVersions.versionName,
  min_sdk: softwareVersions.minSdk,
  size_bytes: softwareVersions.sizeBytes,
  sha256: softwareVersions.sha256,
  status: softwareVersions.status,
  notes: softwareVersions.notes,
  created_at: softwareVersions.createdAt,
  created_by: users.name,
  uploaded_at: softwareVersions.uploadedAt,
  storageKey: softwareVersions.storageKey,
};

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

const baseQuery = (db: Db) =>
  db.select(selection).from(softwareVersions).leftJoin(users, eq(users.id, softwareVersions.createdBy));

export const toSoftwareVersion = ({ storageKey: _key, ...row }: Row): SoftwareVersion => ({
  ...row,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by ?? '',
  uploaded_at: row.uploaded_at?.toISOString() ?? null,
});

const SORTABLE = {
  created_at: softwareVersions.createdAt,
  version_code: softwareVersions.versionCode,
  channel: softwareVersions.channel,
};

/** The banca's versions, newest first unless sorted. */
export function versionQueries(db: Db, bancaId: number, query: VersionListQuery) {
  const where = and(
    eq(softwareVersions.bancaId, bancaId),
    query.channel ? eq(softwareVersions.channel, query.channel) : undefined,
    query.status ? eq(softwareVersions.status, query.status) : undefined,
  );
  const order = query.sort
    ? orderBy(SORTABLE, query, 'created_at', softwareVersions.id)
    : [desc(softwareVersions.createdAt), desc(softwareVersions.id)];
  return {
    rows: async (limit: number, offset: number) =>
      (
        await baseQuery(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toSoftwareVersion),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(softwareVersions)
        .where(where);
      return row?.n ?? 0;
    },
  };
}

export async function findVersion(db: Db, bancaId: number, id: number) {
  const [row] = await baseQuery(db).where(and(eq(softwareVersions.id, id), eq(softwareVersions.bancaId, bancaId)));
  return row ?? null;
}

export async function insertVersion(db: Db, values: typeof softwareVersions.$inferInsert): Promise<number> {
  const [row] = await db.insert(softwareVersions).values(values).returning({ id: softwareVersions.id });
  return row!.id;
}

export async function markAvailable(db: Db, id: number) {
  await db
    .update(softwareVersions)
    .set({ status: 'DISPONIBLE', uploadedAt: sql`now()` })
    .where(eq(softwareVersions.id, id));
}

/** The newest published version of a channel of the banca. */
export async function latestAvailable(db: Db, bancaId: number, channel: SoftwareChannel) {
  const [row] = await baseQuery(db)
    .where(
      and(
        eq(softwareVersions.bancaId, bancaId),
        eq(softwareVersions.channel, channel),
        eq(softwareVersions.status, 'DISPONIBLE'),
      ),
    )
    .orderBy(desc(softwareVersions.versionCode))
    .limit(1);
  return row ?? null;
}

/** A bound terminal of the caller's part of the network, with its taquilla's banca. */
export async function findTerminal(db: Db, scope: Scope, deviceId: string) {
  const [row] = await db
    .select({
      id: terminals.id,
      bancaId: sql<number>`split_part(trim(both '/' from ${partners.path}), '/', 1)::int`,
    })
    .from(terminals)
    .innerJoin(partners, eq(partners.id, terminals.partnerId))
    .where(and(eq(terminals.deviceId, deviceId), eq(terminals.status, 'BOUND'), inScope(partners.path, scope)));
  return row ?? null;
}

/** What the terminal says it runs: the code and channel here, the name where the taquillas list shows it. */
export async function saveTerminalReport(
  db: Db,
  terminalId: number,
  report: { channel: SoftwareChannel; versionCode: number; versionName: string | null },
) {
  const values = { channel: report.channel, versionCode: report.versionCode, reportedAt: sql`now()` };
  await db
    .insert(terminalSoftware)
    .values({ terminalId, ...values })
    .onConflictDoUpdate({ target: terminalSoftware.terminalId, set: values });
  await db
    .update(terminals)
    .set({ softwareVersion: report.versionName ?? String(report.versionCode), lastConnectionAt: sql`now()` })
    .where(eq(terminals.id, terminalId));
}
