import type { PartnerRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { agencyConfigOf, saveAgencyConfig } from './agency-repository';
import { findPartner, optionsByIds, pathIds } from './partner-repository';
import { referenceNotFound, unprocessable } from './partner-rules';

const FIELD = 'payments_responsible_partner_id';

/** The agency settles with itself or one of its ancestors, within the caller's reach. */
export async function assertResponsibleFits(tx: UseCaseContext, agency: PartnerRow, responsibleId: number) {
  const responsible = await findPartner(tx.db, tx.scope, responsibleId);
  if (!responsible) throw referenceNotFound(FIELD, 'Responsable de pagos');
  if (!pathIds(agency.path).includes(responsible.id)) {
    throw unprocessable(FIELD, `Responsable de pagos: debe ser la agencia «${agency.name}» o uno de sus ascendientes.`);
  }
}

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

/** Sets who the agency settles with; null goes back to its parent. Audited. */
export const updateAgencyConfig = (
  ctx: UseCaseContext,
  input: { id: number; payments_responsible_partner_id: number | null },
) => inTransaction(ctx, (tx) => setResponsible(tx, input.id, input.payments_responsible_partner_id));

async function setResponsible(tx: UseCaseContext, agencyId: number, responsibleId: number | null) {
  const agency = await findPartner(tx.db, tx.scope, agencyId, { kind: 'AGENCIA', forUpdate: true });
  if (!agency) throw notFound();
  if (responsibleId !== null) await assertResponsibleFits(tx, agency, responsibleId);
  const before = await agencyConfigOf(tx.db, agency.id);
  const next = responsibleId === agency.parentId ? null : responsibleId;
  await saveAgencyConfig(tx.db, agency.id, next);
  await tx.audit({
    action: before ? 'UPDATE' : 'CREATE',
    entity: 'agency_config',
    entityId: agency.id,
    subjectPartnerId: agency.id,
    before: before ? { payments_responsible_partner_id: before.paymentsResponsiblePartnerId } : null,
    after: { payments_responsible_partner_id: next },
  });
}
