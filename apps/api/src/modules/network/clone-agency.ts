import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { copyAgencySettings } from './agency-repository';
import type { NetworkContext } from './context';
import { createPartner } from './create-partner';
import { findPartner } from './partner-repository';
import { referenceNotFound } from './partner-rules';

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
export async function cloneAgency(tx: Db, ctx: NetworkContext, input: CloneAgencyInput) {
  const source = await findPartner(tx, ctx.scope, input.source_id, { kind: 'AGENCIA' });
  if (!source) throw referenceNotFound('source_id', 'Agencia de origen');
  const agency = await createPartner(
    tx,
    ctx,
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
  const copied = await copyAgencySettings(tx, source.id, agency);
  await recordAudit(tx, ctx.actor, {
    action: 'CLONE',
    entity: 'agency_settings',
    entityId: agency.id,
    subjectPartnerId: agency.id,
    before: { source_id: source.id, source_code: source.code },
    after: copied,
  });
  return { agency, copied };
}
