import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { agencyConfigOf, saveAgencyConfig } from './agency-repository';
import { findPartner } from './partner-repository';
import { assertResponsibleFits } from './agency-config';

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

/** Sets who the agency settles with; null goes back to its parent. Audited. */
export const updateAgencyConfig = (
  ctx: UseCaseContext,
  input: { id: number; payments_responsible_partner_id: number | null },
) => inTransaction(ctx, (tx) => setResponsible(tx, input.id, input.payments_responsible_partner_id));
