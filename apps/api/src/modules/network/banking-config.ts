import { COUNTRIES, type BankingConfig, type CountryIso2, type Currency } from '@banca/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZUpdateBankingConfigRequest } from '@banca/contracts';
import type { Db } from '../../db/client';
import { bancaSettings, partners, type PartnerRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Scope } from '../../lib/scope';
import { betsConfigOf, settingsOf, SYSTEM_BETS_DEFAULT } from './bets-config-repository';
import { prefixPattern } from '../../lib/like-pattern';
import type { NetworkContext } from './context';
import { findPartner, iso } from './partner-repository';
import { assertUniqueCodeAndName, unprocessable } from './partner-rules';
import { writeBetsConfig } from './save-bets-config';

type UpdateBankingConfig = z.output<typeof ZUpdateBankingConfigRequest>;

/** The caller's own partner, which for this screen's roles is its banca. */
async function ownBanca(db: Db, scope: Scope, forUpdate = false): Promise<PartnerRow> {
  const banca = await findPartner(db, scope, scope.partnerId, { kind: 'BANCA', forUpdate });
  if (!banca) throw notFound('La banca no existe.');
  return banca;
}

async function descendantsOf(db: Db, banca: PartnerRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partners)
    .where(sql`${partners.path} LIKE ${prefixPattern(banca.path)} AND ${partners.id} <> ${banca.id}`);
  return row?.n ?? 0;
}

export async function getBankingConfig(db: Db, scope: Scope): Promise<BankingConfig> {
  const banca = await ownBanca(db, scope);
  const [settings] = await db.select().from(bancaSettings).where(eq(bancaSettings.partnerId, banca.id));
  const bets = await betsConfigOf(db, banca.id);
  return {
    id: banca.id,
    code: banca.code,
    name: banca.name,
    country_iso2: banca.countryIso2 as CountryIso2,
    currency: banca.currency as Currency,
    timezone: settings?.timezone ?? COUNTRIES[banca.countryIso2 as CountryIso2]?.timezone ?? 'America/Caracas',
    ticket_header: settings?.ticketHeader ?? '',
    ticket_footer: settings?.ticketFooter ?? '',
    pay_prizes_anywhere: settings?.payPrizesAnywhere ?? false,
    bets: settingsOf(bets ?? SYSTEM_BETS_DEFAULT),
    descendants_count: await descendantsOf(db, banca),
    updated_at: iso(settings?.updatedAt),
  };
}

/**
 * Changes the banca's identity, zone, ticket texts and default bets settings in one
 * transaction. Country and currency are fixed once partners hang below it (their money and
 * rules depend on them).
 */
export async function updateBankingConfig(tx: Db, ctx: NetworkContext, input: UpdateBankingConfig) {
  const before = await getBankingConfig(tx, ctx.scope);
  const banca = await ownBanca(tx, ctx.scope, true);
  const codeChanged = input.code.toLowerCase() !== banca.code.toLowerCase();
  const nameChanged = input.name.toLowerCase() !== banca.name.toLowerCase();
  if (codeChanged || nameChanged) {
    await assertUniqueCodeAndName(
      tx,
      { code: codeChanged ? input.code : null, name: nameChanged ? input.name : null },
      banca.id,
    );
  }
  if (before.descendants_count > 0 && input.country_iso2 !== banca.countryIso2) {
    throw unprocessable('country_iso2', 'País: no se puede cambiar el país de una banca que ya tiene asociados.');
  }
  if (before.descendants_count > 0 && input.currency !== banca.currency) {
    throw unprocessable('currency', 'Moneda: no se puede cambiar la moneda de una banca que ya tiene asociados.');
  }
  const now = new Date();
  await tx
    .update(partners)
    .set({
      code: input.code,
      name: input.name,
      countryIso2: input.country_iso2,
      currency: input.currency,
      updatedAt: now,
    })
    .where(eq(partners.id, banca.id));
  const settings = {
    timezone: input.timezone,
    ticketHeader: input.ticket_header,
    ticketFooter: input.ticket_footer,
    payPrizesAnywhere: input.pay_prizes_anywhere,
    updatedAt: now,
  };
  await tx
    .insert(bancaSettings)
    .values({ partnerId: banca.id, ...settings })
    .onConflictDoUpdate({ target: bancaSettings.partnerId, set: settings });
  await writeBetsConfig(tx, ctx, banca.id, input.bets);
  const { bets: _beforeBets, ...beforeSettings } = before;
  await recordAudit(tx, ctx.actor, {
    action: 'UPDATE',
    entity: 'banca_settings',
    entityId: banca.id,
    subjectPartnerId: banca.id,
    before: beforeSettings,
    after: { ...input, bets: undefined },
  });
}
