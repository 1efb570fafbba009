import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { agencyConfigOf } from './agency-repository';
import { findPartner, optionsByIds, pathIds } from './partner-repository';

/** The agency's config: who it settles with (its parent by default) and who it may choose. */
export async function getAgencyConfig({ db, scope }: UseCaseContext, agencyId: number) {
  const agency = await findPartner(db, scope, agencyId, { kind: 'AGENCIA' });
  if (!agency) throw notFound();
  const config = await agencyConfigOf(db, agency.id);
  const responsibleId = config?.paymentsResponsiblePartnerId ?? agency.parentId!;
  const candidates = await optionsByIds(db, scope, pathIds(agency.path));
  candidates.sort((a, b) => a.depth - b.depth);
  return {
    id: agency.id,
    payments_responsible_partner_id: responsibleId,
    payments_responsible: candidates.find((candidate) => candidate.id === responsibleId) ?? null,
    is_default: config?.paymentsResponsiblePartnerId == null,
    candidates,
  };
}
