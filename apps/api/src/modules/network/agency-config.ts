import type { PartnerRow } from '../../db/schema';
import type { UseCaseContext } from '../../lib/use-case';
import { findPartner, pathIds } from './partner-repository';
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
