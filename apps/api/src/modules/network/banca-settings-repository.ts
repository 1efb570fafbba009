import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bancaSettings, partners, type PartnerRow } from '../../db/schema';
import { prefixPattern } from '../../lib/like-pattern';

export type BancaSettingsColumns = Pick<
  typeof bancaSettings.$inferInsert,
  | 'timezone'
  | 'ticketHeader'
  | 'ticketFooter'
  | 'payPrizesAnywhere'
  | 'maxAmountBs'
  | 'maxAmountUsd'
  | 'maxAmountCop'
  | 'identifyWinnersFrom'
>;

/** The banca's own settings row (zone, ticket texts, prize payment), or null before the first save. */
export async function bancaSettingsOf(db: Db, bancaId: number) {
  const [settings] = await db.select().from(bancaSettings).where(eq(bancaSettings.partnerId, bancaId));
  return settings ?? null;
}

/** Creates or replaces the banca's settings row. */
export async function saveBancaSettings(db: Db, bancaId: number, settings: BancaSettingsColumns, updatedAt: Date) {
  const values = { ...settings, updatedAt };
  await db
    .insert(bancaSettings)
    .values({ partnerId: bancaId, ...values })
    .onConflictDoUpdate({ target: bancaSettings.partnerId, set: values });
}

/** How many partners hang below the banca, at any depth. */
export async function descendantsCount(db: Db, banca: PartnerRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(sql`${partners.path} LIKE ${prefixPattern(banca.path)} AND ${partners.id} <> ${banca.id}`);
  return row?.n ?? 0;
}
