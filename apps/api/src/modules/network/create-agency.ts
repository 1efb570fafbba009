import type { BetsSettings } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { saveAgencyConfig } from './agency-repository';
import { assertResponsibleFits } from './agency-config';
import { addPartner, type PartnerFields } from './create-partner';
import { PARTNER_CONFLICTS } from './partner-rules';
import { writeBetsConfig } from './save-bets-config';

export type CreateAgencyInput = PartnerFields & {
  bets?: BetsSettings | undefined;
  payments_responsible_partner_id?: number | null | undefined;
};

/**
 * The step form's result in one transaction: the agency, its own bets settings if given, and
 * who it settles with if not its parent. Each piece audited.
 */
export const createAgency = (ctx: UseCaseContext, input: CreateAgencyInput) =>
  inTransaction(ctx, (tx) => addAgency(tx, input), PARTNER_CONFLICTS);

async function addAgency(tx: UseCaseContext, input: CreateAgencyInput) {
  const agency = await addPartner(tx, 'AGENCIA', input);
  if (input.bets) await writeBetsConfig(tx, agency.id, input.bets);
  const responsible = input.payments_responsible_partner_id;
  if (responsible != null && responsible !== agency.parentId) {
    await assertResponsibleFits(tx, agency, responsible);
    await saveAgencyConfig(tx.db, agency.id, responsible);
    await tx.audit({
      action: 'CREATE',
      entity: 'agency_config',
      entityId: agency.id,
      subjectPartnerId: agency.id,
      after: { payments_responsible_partner_id: responsible },
    });
  }
  return agency;
}
