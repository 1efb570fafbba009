import { COUNTRIES, type BankingConfig, type CountryIso2, type Currency } from '@banca/contracts';
import type { z } from 'zod';
import type { ZUpdateBankingConfigRequest } from '@banca/contracts';
import type { Db } from '../../db/client';
import type { PartnerRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import type { Scope } from '../../lib/scope';
import { updatePartnerRow } from '../partners';
import { bancaSettingsOf, descendantsCount, saveBancaSettings } from './banca-settings-repository';
import { betsConfigOf, settingsOf, SYSTEM_BETS_DEFAULT } from './bets-config-repository';
import { moneyMaximumsOf, type MoneyMaximums } from './money-maximum';
import { findPartner, iso } from './partner-repository';
import { assertUniqueCodeAndName, PARTNER_CONFLICTS, unprocessable } from './partner-rules';
import { writeBetsConfig } from './save-bets-config';

type UpdateBankingConfig = z.output<typeof ZUpdateBankingConfigRequest>;

/** The caller's own partner, which for this screen's roles is its banca. */
async function ownBanca(db: Db, scope: Scope, forUpdate = false): Promise<PartnerRow> {
  const banca = await findPartner(db, scope, scope.partnerId, { kind: 'BANCA', forUpdate });
  if (!banca) throw notFound('La banca no existe.');
  return banca;
}

const moneyMaximumsText = (maximums: MoneyMaximums) => ({
  BS: maximums.BS.toString(),
  USD: maximums.USD.toString(),
  COP: maximums.COP.toString(),
});

export async function getBankingConfig({ db, scope }: UseCaseContext): Promise<BankingConfig> {
  const banca = await ownBanca(db, scope);
  const settings = await bancaSettingsOf(db, banca.id);
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
    money_maximums: moneyMaximumsText(await moneyMaximumsOf(db, banca.id)),
    descendants_count: await descendantsCount(db, banca),
    updated_at: iso(settings?.updatedAt),
  };
}

/**
 * Changes the banca's identity, zone, ticket texts and default bets settings in one
 * transaction. Country and currency are fixed once partners hang below it (their money and
 * rules depend on them).
 */
export const updateBankingConfig = (ctx: UseCaseContext, input: UpdateBankingConfig) =>
  inTransaction(ctx, (tx) => saveBankingConfig(tx, input), PARTNER_CONFLICTS);

async function saveBankingConfig(tx: UseCaseContext, input: UpdateBankingConfig) {
  const before = await getBankingConfig(tx);
  const banca = await ownBanca(tx.db, tx.scope, true);
  const codeChanged = input.code.toLowerCase() !== banca.code.toLowerCase();
  const nameChanged = input.name.toLowerCase() !== banca.name.toLowerCase();
  if (codeChanged || nameChanged) {
    await assertUniqueCodeAndName(
      tx.db,
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
  const identity = { code: input.code, name: input.name, countryIso2: input.country_iso2, currency: input.currency };
  const { updatedAt } = await updatePartnerRow(tx.db, banca.id, identity);
  const maximums = input.money_maximums ?? before.money_maximums;
  const settings = {
    timezone: input.timezone,
    ticketHeader: input.ticket_header,
    ticketFooter: input.ticket_footer,
    payPrizesAnywhere: input.pay_prizes_anywhere,
    maxAmountBs: BigInt(maximums.BS),
    maxAmountUsd: BigInt(maximums.USD),
    maxAmountCop: BigInt(maximums.COP),
  };
  await saveBancaSettings(tx.db, banca.id, settings, updatedAt);
  await writeBetsConfig(tx, banca.id, input.bets);
  const { bets: _beforeBets, ...beforeSettings } = before;
  await tx.audit({
    action: 'UPDATE',
    entity: 'banca_settings',
    entityId: banca.id,
    subjectPartnerId: banca.id,
    before: beforeSettings,
    after: { ...input, money_maximums: maximums, bets: undefined },
  });
}
