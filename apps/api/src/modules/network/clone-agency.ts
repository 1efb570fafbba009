import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { copyAgencySettings } from './agency-repository';
import { addPartner } from './create-partner';
import { findPartner } from './partner-repository';
import { PARTNER_CONFLICTS, referenceNotFound } from './partner-rules';

export interface CloneAgencyInput {
  source_id: number;
  code: string;
  name: string;
  parent_id?: number | undefined;
}

/**
 * A new agency (new code and name) with the source's contact data and location, bets settings,
 * agency config, commissions and cupos. One transaction; audited as CLONE.
 */
export const cloneAgency = (ctx: UseCaseContext, input: CloneAgencyInput) =>
  inTransaction(ctx, (tx) => copyAgency(tx, input), PARTNER_CONFLICTS);

async function copyAgency(tx: UseCaseContext, input: CloneAgencyInput) {
  const source = await findPartner(tx.db, tx.scope, input.source_id, { kind: 'AGENCIA' });
  if (!source) throw referenceNotFound('source_id', 'Agencia de origen');
  const agency = await addPartner(
    tx,
    'AGENCIA',
    {
      code: input.code,
      name: input.name,
      parent_id: input.parent_id ?? source.parentId!,
      country_iso2: source.countryIso2,
      currency: source.currency,
      document_id: null,
      contact_name: source.contactName,
      phone: source.phone,
      email: source.email,
      address: source.address,
      state: source.state,
      municipality: source.municipality,
    },
    'CLONE',
  );
  const copied = await copyAgencySettings(tx.db, source.id, agency);
  await tx.audit({
    action: 'CLONE',
    entity: 'agency_settings',
    entityId: agency.id,
    subjectPartnerId: agency.id,
    before: { source_id: source.id, source_code: source.code },
    after: copied,
  });
  return { agency, copied };
}
