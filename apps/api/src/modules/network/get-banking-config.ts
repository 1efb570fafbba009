import { COUNTRIES, type BankingConfig, type CountryIso2, type Currency } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { bancaSettingsOf, descendantsCount } from './banca-settings-repository';
import { betsConfigOf, settingsOf, SYSTEM_BETS_DEFAULT } from './bets-config-repository';
import { moneyMaximumsOf, type MoneyMaximums } from './money-maximum';
import { iso } from './partner-repository';
import { ownBanca } from './banking-config';

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
    identify_winners_from: settings?.identifyWinnersFrom?.toString() ?? null,
    bets: settingsOf(bets ?? SYSTEM_BETS_DEFAULT),
    money_maximums: moneyMaximumsText(await moneyMaximumsOf(db, banca.id)),
    descendants_count: await descendantsCount(db, banca),
    updated_at: iso(settings?.updatedAt),
  };
}
