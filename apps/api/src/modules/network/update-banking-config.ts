import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { updatePartnerRow } from '../partners';
import { saveBancaSettings } from './banca-settings-repository';
import { assertUniqueCodeAndName, PARTNER_CONFLICTS, unprocessable } from './partner-rules';
import { writeBetsConfig } from './save-bets-config';
import { type UpdateBankingConfig, ownBanca } from './banking-config';
import { getBankingConfig } from './get-banking-config';

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
  // Absent: the threshold stays; null (or empty on the form): winners are never identified.
  const identifyFrom =
    input.identify_winners_from === undefined ? before.identify_winners_from : input.identify_winners_from;
  const settings = {
    timezone: input.timezone,
    ticketHeader: input.ticket_header,
    ticketFooter: input.ticket_footer,
    payPrizesAnywhere: input.pay_prizes_anywhere,
    maxAmountBs: BigInt(maximums.BS),
    maxAmountUsd: BigInt(maximums.USD),
    maxAmountCop: BigInt(maximums.COP),
    identifyWinnersFrom: identifyFrom === null ? null : BigInt(identifyFrom),
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
    after: { ...input, money_maximums: maximums, identify_winners_from: identifyFrom, bets: undefined },
  });
}

/**
 * Changes the banca's identity, zone, ticket texts and default bets settings in one
 * transaction. Country and currency are fixed once partners hang below it (their money and
 * rules depend on them).
 */
export const updateBankingConfig = (ctx: UseCaseContext, input: UpdateBankingConfig) =>
  inTransaction(ctx, (tx) => saveBankingConfig(tx, input), PARTNER_CONFLICTS);
