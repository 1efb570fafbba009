import type { BetsSettings } from '@banca/contracts';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { saveAgencyConfig } from './agency-repository';
import { assertResponsibleFits } from './agency-config';
import type { NetworkContext } from './context';
import { createPartner, type PartnerFields } from './create-partner';
import { writeBetsConfig } from './save-bets-config';

export type CreateAgencyInput = PartnerFields & {
  bets?: BetsSettings | undefined;
  payments_responsible_partner_id?: number | null | undefined;
};

/**
 * The step form's result in one transaction: the agency, its own bets settings if given, and
 * who it settles with if not its parent. Each piece audited.
 */
export async function createAgency(tx: Db, ctx: NetworkContext, input: CreateAgencyInput) {
  const agency = await createPartner(tx, ctx, 'AGENCIA', input);
  if (input.bets) await writeBetsConfig(tx, ctx, agency.id, input.bets);
  const responsible = input.payments_responsible_partner_id;
  if (responsible != null && responsible !== agency.parentId) {
    await assertResponsibleFits(tx, ctx, agency, responsible);
    await saveAgencyConfig(tx, agency.id, responsible);
    await recordAudit(tx, ctx.actor, {
      action: 'CREATE',
      entity: 'agency_config',
      entityId: agency.id,
      subjectPartnerId: agency.id,
      after: { payments_responsible_partner_id: responsible },
    });
  }
  return agency;
}
